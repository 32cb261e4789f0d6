import { MenuItem, TextField } from '@mui/material';
import { useChannels } from '../../lib/guild-refs';
import { channelName } from '../../components/refs';
import { useCommonT } from '../../lib/common-texts';
import { useShopRanksT } from './texts';

/** Channel of the shop-rank message: '' is None, a missing channel shows as DELETED CHANNEL. */
export function RankChannelSelect(p: {
  value: string;
  disabled: boolean;
  error?: string;
  onChange(id: string): void;
}) {
  const channels = useChannels();
  const t = useShopRanksT();
  const c = useCommonT();
  const missing = p.value && !channels.some((c) => c.id === p.value);
  return (
    <TextField
      select
      label={t('channel')}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error ?? t('channelHelp')}
      fullWidth
      margin="normal"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{c('none')}</em>
      </MenuItem>
      {missing && <MenuItem value={p.value}>{channelName(p.value, channels)}</MenuItem>}
      {channels.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          <span data-server-text># {c.name}</span>
        </MenuItem>
      ))}
    </TextField>
  );
}
