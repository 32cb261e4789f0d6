import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useVotingT } from './texts';

const toKeys = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Keys entered one per line; the parent gets them trimmed with empty lines dropped. */
export function KeysField(p: {
  label: string;
  value: string[];
  onChange(keys: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useVotingT();
  const [text, setText] = useState(() => p.value.join('\n'));
  useEffect(() => {
    setText((t) => (JSON.stringify(toKeys(t)) === JSON.stringify(p.value) ? t : p.value.join('\n')));
  }, [p.value]);
  return (
    <TextField
      label={p.label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        p.onChange(toKeys(e.target.value));
      }}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error ?? t('keysHelp')}
      multiline
      minRows={3}
      fullWidth
      margin="normal"
    />
  );
}
