import { FormControlLabel, Switch } from '@mui/material';
import type { KitFormProps } from './kit-form-props';

/** The on/off switch of one kit limit (buy, server, role). */
export function LimitSwitch(
  p: KitFormProps & { field: 'useBuyLimit' | 'useServerLimit' | 'useRoleLimit'; label: string },
) {
  return (
    <FormControlLabel
      label={p.label}
      control={
        <Switch
          checked={p.k[p.field] ?? false}
          disabled={p.disabled}
          onChange={(e) => p.set({ [p.field]: e.target.checked })}
        />
      }
    />
  );
}
