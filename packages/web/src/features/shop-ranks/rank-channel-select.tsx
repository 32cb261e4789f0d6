import { MenuItem, TextField } from '@mui/material';
import { useChannels } from '../../lib/guild-refs';
import { channelName } from '../../components/refs';

/** Channel of the shop-rank message: '' is None, a missing channel shows as DELETED CHANNEL. */
export function RankChannelSelect(p: {
  value: string;
  disabled: boolean;
  error?: string;
  onChange(id: string): void;
}) {
  const channels = useChannels();
  const missing = p.value && !channels.some((c) => c.id === p.value);
  return (
    <TextField
      select
      label="Shop rank channel"
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error ?? 'The bot posts the buyable shop ranks into this channel.'}
      fullWidth
      margin="normal"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {missing && <MenuItem value={p.value}>{channelName(p.value, channels)}</MenuItem>}
      {channels.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          # {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
