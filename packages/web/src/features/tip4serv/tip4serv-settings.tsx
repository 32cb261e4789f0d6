import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { BotSettings } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { SettingsActions } from '../../components/settings-actions';
import { ChannelSelect } from '../../components/channel-select';
import { groupErrors } from '../voting/group-errors';
import { CheckConnection } from './check-connection';
import { PasswordField } from './password-field';
import { SetupGuide } from './setup-guide';
import { JobStatus } from '../../components/job-status';

type Settings = BotSettings['tip4ServSettings'];

/** Settings tab: saving needs Kits_Edit (SPEC 6). */
export function Tip4ServSettings({ canEdit, hasTier }: { canEdit: boolean; hasTier: boolean }) {
  const { bot } = useSession();
  const s = useBotSettings(['tip4ServSettings']);
  const value = s.draft?.tip4ServSettings;
  if (!value || !bot) return null;
  const set = (patch: Partial<Settings>) => s.set('tip4ServSettings', patch);
  const err = groupErrors('tip4ServSettings', value, s.errors);
  const off = !canEdit;
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <JobStatus jobs={['tip4serv-deliveries']} />
      <Card variant="outlined">
        <CardContent>
          <Stack>
            <FormControlLabel
              label="Enable Tip4Serv"
              control={
                <Switch
                  checked={value.isEnabled}
                  disabled={off || (!hasTier && !value.isEnabled)}
                  onChange={(e) => set({ isEnabled: e.target.checked })}
                />
              }
            />
            <PasswordField
              label="API Key"
              value={value.apiKey}
              onChange={(v) => set({ apiKey: v })}
              error={err.of('apiKey')}
              disabled={off}
            />
            <FormControlLabel
              label="Enable logging"
              control={
                <Switch
                  checked={value.enableLogging}
                  disabled={off}
                  onChange={(e) => set({ enableLogging: e.target.checked })}
                />
              }
            />
            {value.enableLogging && (
              <ChannelSelect
                label="Log Channel"
                value={value.logChannelId}
                onChange={(id) => set({ logChannelId: id })}
                error={err.of('logChannelId')}
                disabled={off}
              />
            )}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SettingsActions
              dirty={s.dirty}
              canEdit={canEdit && err.valid}
              saving={s.saving}
              onSave={s.save}
              onRevert={s.revert}
            />
            <Stack sx={{ mt: 2 }}>
              <CheckConnection botId={bot.id} />
            </Stack>
          </Stack>
          {s.dirty && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The connection check uses the saved API key. Save your changes first.
            </Typography>
          )}
        </CardContent>
      </Card>
      <SetupGuide />
    </>
  );
}
