import type { FieldErrors, KitFormValues } from './kit-draft';

/** What every section of the kit editor receives: the form's values, a setter and the messages by path. */
export interface KitFormProps {
  k: KitFormValues;
  set(patch: Partial<KitFormValues>): void;
  errors: FieldErrors;
  disabled: boolean;
}
