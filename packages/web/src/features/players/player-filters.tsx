import { MenuItem, Stack, TextField } from '@mui/material';
import type { ShopRank } from '@asa/domain';
import type { PlayerQuery } from './player-query';

const activeChoices = ['1', '7', '30', '90'];

/** The players list's filters (kept in the URL by the page): shop rank, active within, joined range, linked ids. */
export function PlayerFilters(p: {
  value: PlayerQuery;
  ranks: ShopRank[];
  onChange(patch: PlayerQuery): void;
}) {
  const v = p.value;
  const active = v.active && !activeChoices.includes(v.active) ? [...activeChoices, v.active] : activeChoices;
  const select = { select: true, size: 'small', sx: { minWidth: 150 } } as const;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label="Filters"
      sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        {...select}
        label="Shop rank"
        value={v.rank ?? ''}
        onChange={(e) => p.onChange({ rank: e.target.value })}
      >
        <MenuItem value="">Any</MenuItem>
        {p.ranks.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label="Active within"
        value={v.active ?? ''}
        onChange={(e) => p.onChange({ active: e.target.value })}
      >
        <MenuItem value="">Any time</MenuItem>
        {active.map((d) => (
          <MenuItem key={d} value={d}>
            {d === '1' ? '1 day' : `${d} days`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Joined from"
        value={v.joinedFrom ?? ''}
        onChange={(e) => p.onChange({ joinedFrom: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Joined to"
        value={v.joinedTo ?? ''}
        onChange={(e) => p.onChange({ joinedTo: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...select}
        label="Linked ids"
        value={v.linked ?? ''}
        onChange={(e) => p.onChange({ linked: e.target.value })}
      >
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="eos">EOS id</MenuItem>
        <MenuItem value="steam">Steam id</MenuItem>
        <MenuItem value="none">None</MenuItem>
      </TextField>
    </Stack>
  );
}
