import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';

/** A labelled multi-select with checkboxes; `options` are value/label pairs. */
export function MultiSelect<V extends string | number>(p: {
  label: string;
  value: V[];
  options: { value: V; label: string }[];
  onChange(value: V[]): void;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  empty: string;
}) {
  const labelOf = (v: V) => p.options.find((o) => o.value === v)?.label ?? String(v);
  return (
    <TextField
      select
      fullWidth
      label={p.label}
      value={p.value}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error ?? p.helperText}
      onChange={(e) => p.onChange(e.target.value as unknown as V[])}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) => ((v as V[]).length ? (v as V[]).map(labelOf).join(', ') : <em>{p.empty}</em>),
        },
      }}
    >
      {p.options.length === 0 && (
        <MenuItem disabled value="">
          <em>{p.empty}</em>
        </MenuItem>
      )}
      {p.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox checked={p.value.includes(o.value)} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
