import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { useChannels } from '../../lib/guild-refs';
import { channelName } from '../../components/refs';

/** Several Discord channels; ids of deleted channels stay listed as DELETED CHANNEL. */
export function ChannelMultiSelect(p: {
  label: string;
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const channels = useChannels();
  const deleted = p.value.filter((id) => !channels.some((c) => c.id === id));
  return (
    <TextField
      select
      label={p.label}
      value={p.value}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        p.onChange(typeof v === 'string' ? v.split(',') : v);
      }}
      disabled={p.disabled}
      error={!!p.error}
      helperText={p.error ?? p.helperText}
      fullWidth
      margin="normal"
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => (
                <Chip
                  key={id}
                  size="small"
                  label={<span data-server-text>{channelName(id, channels)}</span>}
                />
              ))}
            </Box>
          ),
        },
      }}
    >
      {deleted.map((id) => (
        <MenuItem key={id} value={id}>
          {channelName(id, channels)}
        </MenuItem>
      ))}
      {channels.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          <span data-server-text># {c.name}</span>
        </MenuItem>
      ))}
    </TextField>
  );
}
