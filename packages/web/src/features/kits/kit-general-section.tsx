import { Avatar, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { kitTypeLabels, kitTypes, type KitType } from '@asa/domain';
import { ChannelSelect } from '../../components/channel-select';
import type { KitFormProps } from './kit-form-props';
import { KitNumber, KitText } from './kit-fields';

const typeHelp: Record<KitType, string> = {
  normal: 'The player gets every item group.',
  multipleChoice: 'The player picks one item group (at most 25 groups, a Discord limitation).',
  random: 'The player gets one item group chosen at random, each with the same chance.',
};

/** Name, description, icon, price, order, enabled/buyable, must be online, kit type and channel. */
export function KitGeneralSection(p: KitFormProps & { channelChanged: boolean }) {
  const sw = (field: 'isEnabled' | 'isBuyable' | 'mustBeOnline', label: string, help: string) => (
    <Stack>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={p.k[field] ?? true}
            disabled={p.disabled}
            onChange={(e) => p.set({ [field]: e.target.checked })}
          />
        }
      />
      <Typography variant="caption" color="text.secondary">
        {help}
      </Typography>
    </Stack>
  );
  const type = p.k.kitType ?? 'normal';
  return (
    <Stack spacing={2}>
      <KitText {...p} field="name" label="Name" />
      <KitText {...p} field="description" label="Description" max={500} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={p.k.iconUrl || undefined} alt="" variant="rounded">
          {(p.k.name ?? '').slice(0, 1)}
        </Avatar>
        <KitText {...p} field="iconUrl" label="Icon URL" helper="Optional: an http(s) link to a picture" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="price" label="Price" helper="Credits" />
        <KitNumber {...p} field="sortingIndex" label="Sorting Index" helper="Lower numbers come first" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {sw('isEnabled', 'Enabled', 'Disabled kits cannot be bought or redeemed and are not posted.')}
        {sw('isBuyable', 'Buyable', 'Not buyable: only redeemable after a grant by an admin.')}
      </Stack>
      {sw(
        'mustBeOnline',
        'Must be online',
        'Delivered only while the buyer is on the game server; until then the purchase waits. Turn it off for server-wide commands such as a dino wipe.',
      )}
      <TextField
        select
        label="Kit type"
        value={type}
        disabled={p.disabled}
        onChange={(e) => p.set({ kitType: e.target.value as KitType })}
        helperText={typeHelp[type]}
      >
        {kitTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {kitTypeLabels[t]}
          </MenuItem>
        ))}
      </TextField>
      <ChannelSelect
        label="Channel"
        value={p.k.channelId ?? ''}
        disabled={p.disabled}
        error={p.errors.channelId}
        onChange={(id) => p.set({ channelId: id })}
      />
      {p.channelChanged && (
        <Typography variant="body2" color="warning.main">
          The kit message is posted anew in the new channel; the old message may need to be deleted by hand.
        </Typography>
      )}
    </Stack>
  );
}
