import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { playerSearchQuery } from '../../lib/instance-lists';
import { useDebounced } from '../../lib/use-debounced';
import { usePurchasesT } from './texts';

interface Option {
  id: number;
  name: string;
}

/**
 * The purchases' player filter: type a name, pick one of the instance's players that match (the players
 * list's server-side search, 20 at a time, asked once the list opens); clearing it removes the filter.
 */
export function PlayerPicker(p: {
  botId: number;
  /** The URL's `playerId`. */
  value: string | undefined;
  /** Its name, when known (from the listed purchases). */
  name?: string;
  onChange(playerId: string | undefined): void;
}) {
  const t = usePurchasesT();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const q = useDebounced(input.trim(), 300);
  const found = useQuery({
    ...playerSearchQuery(p.botId, q),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = found.data ?? [];
  const value = p.value
    ? {
        id: Number(p.value),
        name: (picked?.id === Number(p.value) && picked.name) || p.name || `#${p.value}`,
      }
    : null;
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ minWidth: 200 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_e, o) => {
        setPicked(o);
        p.onChange(o ? String(o.id) : undefined);
      }}
      onInputChange={(_e, text, reason) => setInput(reason === 'input' ? text : '')}
      // the server searched already
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={t('filter.playerNone')}
      loadingText={t('filter.playerLoading')}
      clearText={t('filter.playerClear')}
      openText={t('filter.playerOpen')}
      closeText={t('filter.playerClose')}
      renderInput={(params) => <TextField {...params} label={t('filter.playerPicker')} />}
    />
  );
}
