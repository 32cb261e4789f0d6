import { useMutation } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages, toInt } from '@asa/domain';
import { ApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';

/** '' stays undefined (the schema's "required" message), anything else goes through the domain's toInt. */
export const asInt = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : toInt(v, NaN));
/** `register(name, intField)` for whole-number inputs. */
export const intField = { setValueAs: asInt };

/** error + helperText of a MUI TextField from react-hook-form's errors. */
export const fieldError =
  <T extends FieldValues>(errors: FieldErrors<T>) =>
  (k: keyof T) => ({
    error: !!errors[k],
    helperText: errors[k]?.message as string | undefined,
  });

/** Puts the server's field messages (400 `fields`) under the form's fields. */
export const serverFieldErrors =
  <T extends FieldValues>(setError: UseFormSetError<T>) =>
  (fields: Record<string, string>) => {
    for (const [k, m] of Object.entries(fields)) setError(k as Path<T>, { type: 'server', message: m });
  };

/**
 * The save of an add/edit dialog: runs `save`, toasts `done`, calls `onSaved`; on failure shows the
 * server's field messages under the fields and an error toast.
 */
export function useSaveEntity<V, R>(opts: {
  save(values: V): Promise<R>;
  done: string;
  onSaved(result: R): void;
  onFields(fields: Record<string, string>): void;
}) {
  const toast = useToast();
  return useMutation({
    mutationFn: opts.save,
    onSuccess: (result) => {
      toast({ severity: 'success', message: opts.done });
      opts.onSaved(result);
    },
    onError: (e) => {
      if (e instanceof ApiError) opts.onFields(e.fields);
      toast({ severity: 'error', title: messages.errorTitle, message: e.message });
    },
  });
}
