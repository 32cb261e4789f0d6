import { MenuItem, TextField } from '@mui/material';
import { useChannels } from '../lib/guild-refs';
import { channelName } from './refs';

/** Single Discord channel picker; '' is No Channel, a missing id shows as DELETED CHANNEL. */
export function ChannelSelect(p: {
  label: string;
  value: string;
  onChange(id: string): void;
  error?: string;
  disabled?: boolean;
}) {
  const channels = useChannels();
  const missing = p.value && !channels.some((c) => c.id === p.value);
  return (
    <TextField
      select
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error}
      fullWidth
      margin="normal"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{channelName('', channels)}</em>
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
