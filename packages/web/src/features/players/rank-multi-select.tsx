import { Chip, MenuItem, TextField } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { rankName } from '../../components/refs';

/** Multi-select of the player's shop ranks (ids); unknown ids stay visible as DELETED RANK. */
export function RankMultiSelect(p: {
  value: number[];
  ranks: ShopRank[];
  disabled: boolean;
  error?: string;
  onChange(ids: number[]): void;
}) {
  const missing = p.value.filter((id) => !p.ranks.some((r) => r.id === id));
  return (
    <TextField
      select
      label="Shop Ranks"
      value={p.value}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error}
      onChange={(e) => p.onChange((e.target.value as unknown as (number | string)[]).map(Number))}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) =>
            (ids as number[]).map((id) => (
              <Chip key={id} size="small" label={rankName(id, p.ranks)} sx={{ mr: 0.5 }} />
            )),
        },
      }}
    >
      {p.ranks.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
      {missing.map((id) => (
        <MenuItem key={id} value={id}>
          DELETED RANK
        </MenuItem>
      ))}
    </TextField>
  );
}
