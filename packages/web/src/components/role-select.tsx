import { MenuItem, TextField } from '@mui/material';
import { useRoles } from '../lib/guild-refs';
import { roleName } from './refs';

/** Discord role picker: '' shows as `unset` (None / No Role), a missing id as DELETED ROLE. */
export function RoleSelect(p: {
  label: string;
  value: string;
  onChange(id: string): void;
  disabled?: boolean;
  unset?: string;
  helperText?: string;
}) {
  const roles = useRoles();
  const missing = p.value && !roles.some((r) => r.id === p.value);
  return (
    <TextField
      select
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      helperText={p.helperText}
      fullWidth
      margin="normal"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{p.unset ?? roleName('', roles)}</em>
      </MenuItem>
      {missing && <MenuItem value={p.value}>{roleName(p.value, roles)}</MenuItem>}
      {roles.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          @{r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
