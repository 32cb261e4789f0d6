import { TextField } from '@mui/material';
import type { KitFormProps } from './kit-form-props';
import type { NumKey } from './kit-draft';

/** A text input bound to one string field of the kit. */
export function KitText(
  p: KitFormProps & {
    field: 'name' | 'description' | 'iconUrl';
    label: string;
    max?: number;
    helper?: string;
  },
) {
  const value = p.k[p.field] ?? '';
  const count = p.max ? `${value.length}/${p.max}` : undefined;
  return (
    <TextField
      label={p.label}
      value={value}
      disabled={p.disabled}
      multiline={p.field === 'description'}
      minRows={p.field === 'description' ? 2 : undefined}
      fullWidth
      onChange={(e) => p.set({ [p.field]: e.target.value })}
      error={!!p.errors[p.field]}
      helperText={p.errors[p.field] ?? p.helper ?? count}
    />
  );
}

/** A number input kept as text until Save (so '' and '1.5' reach the schema and show its message). */
export function KitNumber(p: KitFormProps & { field: NumKey; label: string; helper?: string }) {
  return (
    <TextField
      label={p.label}
      type="number"
      value={p.k[p.field]}
      disabled={p.disabled}
      onChange={(e) => p.set({ [p.field]: e.target.value })}
      error={!!p.errors[p.field]}
      helperText={p.errors[p.field] ?? p.helper}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      sx={{ minWidth: 160 }}
    />
  );
}
