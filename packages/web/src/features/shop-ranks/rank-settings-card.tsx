import { Card, CardContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { toInt } from '@asa/domain';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { SettingsActions } from '../../components/settings-actions';
import { ChannelSelect } from '../../components/channel-select';

/** General shop-rank settings: buying, channel, default price, trading between users. */
export function RankSettingsCard({ canEdit }: { canEdit: boolean }) {
  const s = useBotSettings(['shopRoleSettings']);
  if (!s.draft) return null;
  const v = s.draft.shopRoleSettings;
  return (
    <Card variant="outlined" sx={{ mb: 3, maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty} />
      <CardContent>
        <Typography variant="h6">Settings</Typography>
        <FormControlLabel
          label="Enable buying shop ranks"
          control={
            <Switch
              checked={v.isBuyingEnabled}
              disabled={!canEdit}
              onChange={(e) => s.set('shopRoleSettings', { isBuyingEnabled: e.target.checked })}
            />
          }
        />
        <ChannelSelect
          label="Shop rank channel"
          value={v.shopRoleChannelId}
          disabled={!canEdit}
          onChange={(id) => s.set('shopRoleSettings', { shopRoleChannelId: id })}
        />
        <TextField
          label="Default price"
          type="number"
          fullWidth
          margin="normal"
          value={String(v.buyRoleDefaultPrice)}
          disabled={!canEdit}
          onChange={(e) => s.set('shopRoleSettings', { buyRoleDefaultPrice: toInt(e.target.value, -1) })}
          error={!!s.errors['shopRoleSettings.buyRoleDefaultPrice']}
          helperText={s.errors['shopRoleSettings.buyRoleDefaultPrice']}
        />
        <FormControlLabel
          label="Allow role trading between users"
          control={
            <Switch
              checked={v.isRoleTradingAllowed}
              disabled={!canEdit}
              onChange={(e) => s.set('shopRoleSettings', { isRoleTradingAllowed: e.target.checked })}
            />
          }
        />
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
