import { Chip, MenuItem, TextField } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import { rankName } from '../../components/refs';
import { useCommonT } from '../../lib/common-texts';
import { usePlayersT } from './texts';

/** Multi-select of the player's shop ranks (ids); unknown ids stay visible as DELETED RANK. */
export function RankMultiSelect(p: {
  value: number[];
  ranks: ShopRank[];
  disabled: boolean;
  error?: string;
  onChange(ids: number[]): void;
}) {
  const t = usePlayersT();
  const c = useCommonT();
  const missing = p.value.filter((id) => !p.ranks.some((r) => r.id === id));
  return (
    <TextField
      select
      label={t('ranks')}
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
          {c('deletedRank')}
        </MenuItem>
      ))}
    </TextField>
  );
}
