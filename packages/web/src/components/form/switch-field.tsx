import { FormControlLabel, Switch } from '@mui/material';

/** A labelled on/off switch of a settings form. */
export function SwitchField(p: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      label={p.label}
      control={
        <Switch checked={p.checked} disabled={p.disabled} onChange={(e) => p.onChange(e.target.checked)} />
      }
    />
  );
}
