import { Card, CardContent, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { BotSettings, ShopRank } from '@asa/domain';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { ChannelSelect } from '../../components/channel-select';
import { RoleSelect } from '../../components/role-select';
import { SettingsActions } from '../../components/settings-actions';
import { rankName } from '../../components/refs';

type K = BotSettings['kitSettings'];
const toggles: [keyof K, string][] = [
  ['enableBuyLimits', 'Enable Buy Limits'],
  ['enableServerLimits', 'Enable Server Limits'],
  ['enableRoleLimits', 'Enable Role/Rank Limits'],
];

export function KitSettingsTab({ canEdit, ranks }: { canEdit: boolean; ranks: ShopRank[] }) {
  const s = useBotSettings(['kitSettings']);
  if (!s.draft) return null;
  const v = s.draft.kitSettings;
  const set = (patch: Partial<K>) => s.set('kitSettings', patch);
  const sw = (key: keyof K, label: string) => (
    <FormControlLabel
      key={key}
      label={label}
      control={
        <Switch checked={!!v[key]} disabled={!canEdit} onChange={(e) => set({ [key]: e.target.checked })} />
      }
    />
  );
  const missingRank = v.defaultBotRoleId !== null && !ranks.some((r) => r.id === v.defaultBotRoleId);
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty} />
      <CardContent>
        {toggles.map(([k, l]) => sw(k, l))}
        <TextField
          select
          fullWidth
          margin="normal"
          label="Default shop rank"
          value={v.defaultBotRoleId ?? ''}
          disabled={!canEdit}
          onChange={(e) => set({ defaultBotRoleId: e.target.value === '' ? null : Number(e.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {missingRank && (
            <MenuItem value={v.defaultBotRoleId!}>{rankName(v.defaultBotRoleId, ranks)}</MenuItem>
          )}
          {ranks.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <RoleSelect
          label="Default Discord role"
          value={v.defaultDiscordRoleId}
          disabled={!canEdit}
          onChange={(id) => set({ defaultDiscordRoleId: id })}
        />
        <ChannelSelect
          label="Default channel"
          value={v.defaultChannelId}
          disabled={!canEdit}
          onChange={(id) => set({ defaultChannelId: id })}
        />
        {sw('enableClaimKitMessage', 'Enable Claim Kit Message')}
        {v.enableClaimKitMessage && (
          <ChannelSelect
            label="Claim kit message channel"
            value={v.claimKitMessageChannelId}
            disabled={!canEdit}
            onChange={(id) => set({ claimKitMessageChannelId: id })}
          />
        )}
        {sw('isKitLoggingEnabled', 'Enable Kit Logging')}
        {v.isKitLoggingEnabled && (
          <ChannelSelect
            label="Kit logging channel"
            value={v.kitLoggingChannelId}
            disabled={!canEdit}
            onChange={(id) => set({ kitLoggingChannelId: id })}
          />
        )}
        <SettingsActions
          dirty={s.dirty}
          canEdit={canEdit}
          saving={s.saving}
          onSave={s.save}
          onRevert={s.revert}
        />
      </CardContent>
    </Card>
  );
}
