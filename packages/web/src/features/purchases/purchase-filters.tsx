import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { DayFilter, FilterBar } from '../../components/filter-bar';
import { useQuery } from '@tanstack/react-query';
import { kitsQuery, serversQuery } from '../../lib/instance-lists';
import { purchaseSources } from './purchase-format';
import { usePurchasesT } from './texts';
import { PlayerPicker } from './player-picker';
import type { PurchaseFilters as Filters } from './use-purchases';

/** The purchases list's filters besides status (kept in the URL by the page): player, days, kit, server, source. */
export function PurchaseFilters(p: {
  botId: number;
  value: Filters;
  /** The name of the player of `playerId` (from the listed rows), for its chip. */
  playerName?: string;
  onChange(patch: Filters): void;
}) {
  const t = usePurchasesT();
  const v = p.value;
  // the kit and server lists load when their filter is opened or set (the list's first screen does not need
  // them: transfer budget), as the kits list asks for roles and servers only when it shows them
  const [opened, setOpened] = useState({ kit: false, server: false });
  const kits = useQuery({ ...kitsQuery(p.botId), enabled: opened.kit || !!v.kit }).data ?? [];
  const servers = useQuery({ ...serversQuery(p.botId), enabled: opened.server || !!v.server }).data ?? [];
  const select = (name: 'kit' | 'server' | 'source') =>
    ({
      select: true,
      size: 'small',
      sx: { minWidth: 150 },
      slotProps: {
        select: { onOpen: () => name !== 'source' && setOpened((o) => ({ ...o, [name]: true })) },
      },
    }) as const;
  const day = (label: string, name: 'from' | 'to') => (
    <DayFilter label={label} value={v[name]} onChange={(d) => p.onChange({ [name]: d })} />
  );
  // a kit or server of the URL that is not listed (deleted) still shows as selected
  const missing = (id: string | undefined, ids: number[]) =>
    id && !ids.includes(Number(id)) ? <MenuItem value={id}>#{id}</MenuItem> : null;
  return (
    <FilterBar label={t('filters')}>
      <PlayerPicker
        botId={p.botId}
        value={v.playerId}
        name={p.playerName}
        onChange={(playerId) => p.onChange({ playerId })}
      />
      {day(t('filter.from'), 'from')}
      {day(t('filter.to'), 'to')}
      <TextField
        {...select('kit')}
        label={t('filter.kit')}
        value={v.kit ?? ''}
        onChange={(e) => p.onChange({ kit: e.target.value })}
      >
        <MenuItem value="">{t('filter.any')}</MenuItem>
        {kits.map((k) => (
          <MenuItem key={k.id} value={String(k.id)}>
            {k.name}
          </MenuItem>
        ))}
        {missing(
          v.kit,
          kits.map((k) => k.id),
        )}
      </TextField>
      <TextField
        {...select('server')}
        label={t('filter.server')}
        value={v.server ?? ''}
        onChange={(e) => p.onChange({ server: e.target.value })}
      >
        <MenuItem value="">{t('filter.any')}</MenuItem>
        {servers.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
        {missing(
          v.server,
          servers.map((s) => s.id),
        )}
      </TextField>
      <TextField
        {...select('source')}
        label={t('filter.source')}
        value={v.source ?? ''}
        onChange={(e) => p.onChange({ source: e.target.value })}
      >
        <MenuItem value="">{t('filter.any')}</MenuItem>
        {purchaseSources.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`source.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
