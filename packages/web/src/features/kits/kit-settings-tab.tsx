import { Card, CardContent, Divider, FormControlLabel, Switch, Typography } from '@mui/material';
import type { BotInstance, ShopRank } from '@asa/domain';
import type { useBotSettings } from '../../lib/use-bot-settings';
import { ChannelSelect } from '../../components/channel-select';
import { RoleSelect } from '../../components/role-select';
import { SettingsActions } from '../../components/settings-actions';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { RankSelect } from './rank-select';
import { useKitsT, type KitsKey } from './texts';

type K = BotInstance['kitSettings'];
type Settings = ReturnType<typeof useBotSettings<'kitSettings'>>;
type BoolKey = { [P in keyof K]: K[P] extends boolean ? P : never }[keyof K];
// each toggle's label is the key of the same name, its help `<key>Help`
const limitToggles = ['enableBuyLimits', 'enableServerLimits', 'enableRoleLimits'] as const;

/**
 * Kit settings (kitSettings of the instance): limits, defaults for new kits, claim message and logging, and
 * how long a purchase may wait for delivery.
 */
export function KitSettingsTab({ canEdit, ranks, s }: { canEdit: boolean; ranks: ShopRank[]; s: Settings }) {
  const t = useKitsT();
  if (!s.draft) return null;
  const v = s.draft.kitSettings;
  const check = groupErrors('kitSettings', v, s.errors);
  const err = (key: keyof K) => check.of(key);
  const set = (patch: Partial<K>) => s.set('kitSettings', patch);
  const sw = (key: BoolKey, label: KitsKey, help?: KitsKey) => (
    <div key={key}>
      <FormControlLabel
        label={t(label)}
        control={
          <Switch checked={v[key]} disabled={!canEdit} onChange={(e) => set({ [key]: e.target.checked })} />
        }
      />
      {help && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: 6, mt: -1 }}>
          {t(help)}
        </Typography>
      )}
    </div>
  );
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('limits')}
        </Typography>
        {limitToggles.map((k) => sw(k, k, `${k}Help`))}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {t('defaults')}
        </Typography>
        <RankSelect
          label={t('defaultRank')}
          value={v.defaultBotRoleId}
          ranks={ranks}
          error={err('defaultBotRoleId')}
          disabled={!canEdit}
          onChange={(id) => set({ defaultBotRoleId: id })}
        />
        <RoleSelect
          label={t('defaultRole')}
          value={v.defaultDiscordRoleId}
          disabled={!canEdit}
          helperText={err('defaultDiscordRoleId')}
          onChange={(id) => set({ defaultDiscordRoleId: id })}
        />
        <ChannelSelect
          label={t('defaultChannel')}
          value={v.defaultChannelId}
          disabled={!canEdit}
          error={err('defaultChannelId')}
          onChange={(id) => set({ defaultChannelId: id })}
        />
        <Divider sx={{ my: 2 }} />
        {sw('enableClaimKitMessage', 'claimMessage')}
        {v.enableClaimKitMessage && (
          <ChannelSelect
            label={t('claimChannel')}
            value={v.claimKitMessageChannelId}
            disabled={!canEdit}
            error={err('claimKitMessageChannelId')}
            onChange={(id) => set({ claimKitMessageChannelId: id })}
          />
        )}
        {sw('isKitLoggingEnabled', 'logging')}
        {v.isKitLoggingEnabled && (
          <ChannelSelect
            label={t('loggingChannel')}
            value={v.kitLoggingChannelId}
            disabled={!canEdit}
            error={err('kitLoggingChannelId')}
            onChange={(id) => set({ kitLoggingChannelId: id })}
          />
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {t('delivery')}
        </Typography>
        <IntField
          label={t('waitingHours')}
          value={v.waitingExpiryHours}
          disabled={!canEdit}
          onChange={(n) => set({ waitingExpiryHours: n })}
          error={err('waitingExpiryHours')}
          helperText={t('waitingHelp')}
        />
        {sw('isGiftingEnabled', 'gifting')}
        <SettingsActions
          dirty={s.dirty}
          canEdit={canEdit && check.valid}
          saving={s.saving}
          onSave={s.save}
          onRevert={s.revert}
        />
      </CardContent>
    </Card>
  );
}
