import type { FieldErrors, KitDraft, NumKey, NumTexts } from './kit-draft';

/** What every section of the kit editor receives. */
export interface KitFormProps {
  k: KitDraft;
  set(patch: Partial<KitDraft>): void;
  nums: NumTexts;
  setNum(key: NumKey, value: string): void;
  errors: FieldErrors;
  disabled: boolean;
}
