import { Card, CardContent, Divider, FormControlLabel, Switch, Typography } from '@mui/material';
import type { BotInstance, ShopRank } from '@asa/domain';
import type { useBotSettings } from '../../lib/use-bot-settings';
import { ChannelSelect } from '../../components/channel-select';
import { RoleSelect } from '../../components/role-select';
import { SettingsActions } from '../../components/settings-actions';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { RankSelect } from './rank-select';

type K = BotInstance['kitSettings'];
type Settings = ReturnType<typeof useBotSettings<'kitSettings'>>;
type BoolKey = { [P in keyof K]: K[P] extends boolean ? P : never }[keyof K];
const limitToggles: [BoolKey, string, string][] = [
  ['enableBuyLimits', 'Enable Buy Limits', 'Kits can limit how often a player buys them.'],
  ['enableServerLimits', 'Enable Server Limits', 'Kits can be limited to some servers or server groups.'],
  ['enableRoleLimits', 'Enable Role/Rank Limits', 'Kits can require a shop rank and/or a Discord role.'],
];

/**
 * Kit settings (kitSettings of the instance): limits, defaults for new kits, claim message and logging, and
 * how long a purchase may wait for delivery.
 */
export function KitSettingsTab({ canEdit, ranks, s }: { canEdit: boolean; ranks: ShopRank[]; s: Settings }) {
  if (!s.draft) return null;
  const v = s.draft.kitSettings;
  const check = groupErrors('kitSettings', v, s.errors);
  const err = (key: keyof K) => check.of(key);
  const set = (patch: Partial<K>) => s.set('kitSettings', patch);
  const sw = (key: BoolKey, label: string, help?: string) => (
    <div key={key}>
      <FormControlLabel
        label={label}
        control={
          <Switch checked={v[key]} disabled={!canEdit} onChange={(e) => set({ [key]: e.target.checked })} />
        }
      />
      {help && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: 6, mt: -1 }}>
          {help}
        </Typography>
      )}
    </div>
  );
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Limits
        </Typography>
        {limitToggles.map(([k, l, h]) => sw(k, l, h))}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          Defaults for new kits
        </Typography>
        <RankSelect
          label="Default shop rank"
          value={v.defaultBotRoleId}
          ranks={ranks}
          error={err('defaultBotRoleId')}
          disabled={!canEdit}
          onChange={(id) => set({ defaultBotRoleId: id })}
        />
        <RoleSelect
          label="Default Discord role"
          value={v.defaultDiscordRoleId}
          disabled={!canEdit}
          helperText={err('defaultDiscordRoleId')}
          onChange={(id) => set({ defaultDiscordRoleId: id })}
        />
        <ChannelSelect
          label="Default channel"
          value={v.defaultChannelId}
          disabled={!canEdit}
          error={err('defaultChannelId')}
          onChange={(id) => set({ defaultChannelId: id })}
        />
        <Divider sx={{ my: 2 }} />
        {sw('enableClaimKitMessage', 'Enable Claim Kit Message')}
        {v.enableClaimKitMessage && (
          <ChannelSelect
            label="Claim kit message channel"
            value={v.claimKitMessageChannelId}
            disabled={!canEdit}
            error={err('claimKitMessageChannelId')}
            onChange={(id) => set({ claimKitMessageChannelId: id })}
          />
        )}
        {sw('isKitLoggingEnabled', 'Enable Kit Logging')}
        {v.isKitLoggingEnabled && (
          <ChannelSelect
            label="Kit logging channel"
            value={v.kitLoggingChannelId}
            disabled={!canEdit}
            error={err('kitLoggingChannelId')}
            onChange={(id) => set({ kitLoggingChannelId: id })}
          />
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          Delivery
        </Typography>
        <IntField
          label="Waiting time (hours)"
          value={v.waitingExpiryHours}
          disabled={!canEdit}
          onChange={(n) => set({ waitingExpiryHours: n })}
          error={err('waitingExpiryHours')}
          helperText="A purchase waiting for its buyer to join (or for the server to come back) is given back after this time. 1 to 720 hours."
        />
        {sw('isGiftingEnabled', 'Allow gifts (players buy kits for other players)')}
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
