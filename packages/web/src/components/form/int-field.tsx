import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';

/**
 * Whole-number input. Keeps the typed text locally; the parent gets a number (NaN while the text is not a
 * number) so the domain schema can report its own message under the field.
 */
export function IntField(p: {
  label: string;
  value: number;
  onChange(value: number): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(() => String(p.value));
  useEffect(() => {
    setText((t) => (sameNumber(parse(t), p.value) ? t : Number.isNaN(p.value) ? t : String(p.value)));
  }, [p.value]);
  return (
    <TextField
      label={p.label}
      value={text}
      disabled={p.disabled}
      onChange={(e) => {
        setText(e.target.value);
        p.onChange(parse(e.target.value));
      }}
      error={!!p.error}
      helperText={p.error ?? p.helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
      margin="normal"
    />
  );
}

const parse = (t: string) => (t.trim() === '' ? NaN : Number(t.trim()));
const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));
