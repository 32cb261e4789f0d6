import { Avatar, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { kitTypes, type KitType } from '@asa/domain';
import { ChannelSelect } from '../../components/channel-select';
import type { KitFormProps } from './kit-form-props';
import { KitNumber, KitText } from './kit-fields';
import { useKitEditorT } from './editor-texts';

/** Name, description, icon, price, order, enabled/buyable, must be online, kit type and channel. */
export function KitGeneralSection(p: KitFormProps & { channelChanged: boolean }) {
  const t = useKitEditorT();
  // the switch's label is the key of its name, its help `<key>Help`
  const sw = (
    field: 'isEnabled' | 'isBuyable' | 'mustBeOnline',
    label: 'enabled' | 'buyable' | 'mustBeOnline',
  ) => (
    <Stack>
      <FormControlLabel
        label={t(label)}
        control={
          <Switch
            checked={p.k[field] ?? true}
            disabled={p.disabled}
            onChange={(e) => p.set({ [field]: e.target.checked })}
          />
        }
      />
      <Typography variant="caption" color="text.secondary">
        {t(`${label}Help`)}
      </Typography>
    </Stack>
  );
  const type = p.k.kitType ?? 'normal';
  return (
    <Stack spacing={2}>
      <KitText {...p} field="name" label={t('name')} />
      <KitText {...p} field="description" label={t('description')} max={500} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={p.k.iconUrl || undefined} alt="" variant="rounded">
          {(p.k.name ?? '').slice(0, 1)}
        </Avatar>
        <KitText {...p} field="iconUrl" label={t('iconUrl')} helper={t('iconUrlHelp')} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KitNumber {...p} field="price" label={t('price')} helper={t('priceHelp')} />
        <KitNumber {...p} field="sortingIndex" label={t('sortingIndex')} helper={t('sortingIndexHelp')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {sw('isEnabled', 'enabled')}
        {sw('isBuyable', 'buyable')}
      </Stack>
      {sw('mustBeOnline', 'mustBeOnline')}
      <TextField
        select
        label={t('kitType')}
        value={type}
        disabled={p.disabled}
        onChange={(e) => p.set({ kitType: e.target.value as KitType })}
        helperText={t(`kitTypeHelp.${type}`)}
      >
        {kitTypes.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kitType.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <ChannelSelect
        label={t('channel')}
        value={p.k.channelId ?? ''}
        disabled={p.disabled}
        error={p.errors.channelId}
        onChange={(id) => p.set({ channelId: id })}
      />
      {p.channelChanged && (
        <Typography variant="body2" color="warning.main">
          {t('channelChanged')}
        </Typography>
      )}
    </Stack>
  );
}
