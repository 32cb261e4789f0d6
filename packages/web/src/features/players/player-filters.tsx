import { MenuItem, TextField } from '@mui/material';
import { DayFilter, FilterBar } from '../../components/filter-bar';
import type { ShopRank } from '@asa/domain';
import type { PlayerQuery } from './player-query';
import { usePlayersT } from './texts';

const activeChoices = ['1', '7', '30', '90'];

/** The players list's filters (kept in the URL by the page): shop rank, active within, joined range, linked ids. */
export function PlayerFilters(p: {
  value: PlayerQuery;
  ranks: ShopRank[];
  onChange(patch: PlayerQuery): void;
}) {
  const t = usePlayersT();
  const v = p.value;
  const active = v.active && !activeChoices.includes(v.active) ? [...activeChoices, v.active] : activeChoices;
  const select = { select: true, size: 'small', sx: { minWidth: 150 } } as const;
  return (
    <FilterBar label={t('filters')}>
      <TextField
        {...select}
        label={t('filter.rank')}
        value={v.rank ?? ''}
        onChange={(e) => p.onChange({ rank: e.target.value })}
      >
        <MenuItem value="">{t('filter.any')}</MenuItem>
        {p.ranks.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('filter.active')}
        value={v.active ?? ''}
        onChange={(e) => p.onChange({ active: e.target.value })}
      >
        <MenuItem value="">{t('filter.anyTime')}</MenuItem>
        {active.map((d) => (
          <MenuItem key={d} value={d}>
            {t('filter.days', { count: Number(d) })}
          </MenuItem>
        ))}
      </TextField>
      <DayFilter
        label={t('filter.joinedFrom')}
        value={v.joinedFrom}
        onChange={(joinedFrom) => p.onChange({ joinedFrom })}
      />
      <DayFilter
        label={t('filter.joinedTo')}
        value={v.joinedTo}
        onChange={(joinedTo) => p.onChange({ joinedTo })}
      />
      <TextField
        {...select}
        label={t('filter.linked')}
        value={v.linked ?? ''}
        onChange={(e) => p.onChange({ linked: e.target.value })}
      >
        <MenuItem value="">{t('filter.any')}</MenuItem>
        <MenuItem value="eos">{t('filter.eos')}</MenuItem>
        <MenuItem value="steam">{t('filter.steam')}</MenuItem>
        <MenuItem value="none">{t('filter.none')}</MenuItem>
      </TextField>
    </FilterBar>
  );
}
