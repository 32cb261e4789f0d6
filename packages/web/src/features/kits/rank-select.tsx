import { MenuItem, TextField } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { rankName } from '../../components/refs';
import { useCommonT } from '../../lib/common-texts';

/** Shop rank picker: null shows as None, a deleted rank as DELETED RANK. */
export function RankSelect(p: {
  label: string;
  value: number | null;
  ranks: ShopRank[];
  onChange(id: number | null): void;
  disabled?: boolean;
  error?: string;
}) {
  const c = useCommonT();
  const missing = p.value !== null && !p.ranks.some((r) => r.id === p.value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={p.label}
      value={p.value ?? ''}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error}
      onChange={(e) => p.onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{c('none')}</em>
      </MenuItem>
      {missing && <MenuItem value={p.value!}>{rankName(p.value, p.ranks)}</MenuItem>}
      {p.ranks.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          <span data-user-text>{r.name}</span>
        </MenuItem>
      ))}
    </TextField>
  );
}
