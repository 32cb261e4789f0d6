import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';
import { messages, toInt } from '@asa/domain';
import { ApiError } from './api';
import { useToast } from './toast';
import { translateText } from './spec-messages';
import { apiErrorMessage } from './api-errors';

/**
 * The one form pattern of the dashboard (docs/web-guide.md "Forms"): a react-hook-form form validated by a
 * zod schema of `@asa/domain`, so the messages under the fields are the spec's.
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
  /** 'onChange' for inline forms whose button stays disabled until the values are valid. */
  mode: 'onSubmit' | 'onChange' = 'onSubmit',
) {
  return useForm<I, unknown, O>({ resolver: zodResolver<I, unknown, O>(schema), defaultValues, mode });
}

/** '' stays undefined (the schema's "required" message), anything else goes through the domain's toInt. */
export const asInt = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : toInt(v, NaN));
/** `register(name, intField)` for whole-number inputs. */
export const intField = { setValueAs: asInt };

/** error + helperText of a MUI TextField from react-hook-form's errors. */
export const fieldError =
  <T extends FieldValues>(errors: FieldErrors<T>) =>
  (k: keyof T) => ({
    error: !!errors[k],
    // the spec's messages in the active language (docs/i18n.md)
    helperText: errors[k]?.message ? translateText(errors[k].message as string) : undefined,
  });

/**
 * The props of a MUI `TextField` bound to one field of a form: label, disabled, `register` (whole numbers
 * with `'int'`: a number input read through `intField`) and the field's error. Usage:
 * `const field = fieldProps(form, readOnly)`, then `<TextField {...field('rconPort', 'RCON Port', 'int')} />`.
 */
export function fieldProps<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of the form
  form: UseFormReturn<T, any, any>,
  disabled: boolean,
) {
  const err = fieldError(form.formState.errors);
  return (name: Path<T>, label: string, kind: 'text' | 'int' = 'text') => ({
    label,
    disabled,
    ...(kind === 'int' ? { type: 'number' } : {}),
    ...form.register(name, kind === 'int' ? intField : undefined),
    ...err(name),
  });
}

/** What applyServerErrors needs of a form (any `useZodForm` result). */
export interface FormErrorTarget {
  setError(name: string, error: { type: string; message: string }): void;
  getValues(): object;
}

/**
 * Puts the server's field messages (the 400 answer's `fields`) under the form's fields. A key may carry the
 * body's wrapper ("server.name"); it is dropped when the form has no such field. Keys the form does not
 * show go to the form's root error.
 */
export function applyServerErrors(form: FormErrorTarget, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const values = form.getValues() as Record<string, unknown>;
  for (const [key, message] of Object.entries(error.fields)) {
    const [head = '', ...rest] = key.split('.');
    const name = head in values || rest.length === 0 ? key : rest.join('.');
    const root = name.split('.')[0] ?? '';
    form.setError(root in values ? name : 'root.server', { type: 'server', message });
  }
}

/**
 * The save of a form: runs `save`, toasts `done`, calls `onSaved` (invalidate the page's query there); on
 * failure shows the server's field messages under the fields (`form`) and the message in an error toast.
 */
export function useSaveEntity<V, R>(opts: {
  save(values: V): Promise<R>;
  /** The success toast (or one made from the saved values). */
  done: string | ((values: V) => string);
  onSaved(result: R): unknown;
  form?: FormErrorTarget;
}) {
  const toast = useToast();
  return useMutation({
    mutationFn: opts.save,
    onSuccess: (result, values) => {
      toast({ severity: 'success', message: typeof opts.done === 'string' ? opts.done : opts.done(values) });
      return opts.onSaved(result);
    },
    onError: (e) => {
      if (opts.form) applyServerErrors(opts.form, e);
      toast({ severity: 'error', title: messages.errorTitle, message: apiErrorMessage(e) });
    },
  });
}
