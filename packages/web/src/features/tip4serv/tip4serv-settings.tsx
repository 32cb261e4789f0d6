import { Typography } from '@mui/material';
import type { BotSettings } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { ChannelSelect } from '../../components/channel-select';
import { CheckConnection } from '../../components/check-connection';
import { groupErrors } from '../../components/form/group-errors';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { PasswordField } from './password-field';
import { SetupGuide } from './setup-guide';
import { JobStatus } from '../../components/job-status';
import { useTip4ServT } from './texts';

type Settings = BotSettings['tip4ServSettings'];

/** Settings tab: saving needs Kits_Edit (SPEC 6). */
export function Tip4ServSettings({ canEdit, hasTier }: { canEdit: boolean; hasTier: boolean }) {
  const { bot } = useSession();
  const t = useTip4ServT();
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
      <SettingsCard
        state={s}
        canSave={canEdit && err.valid}
        actions={
          <CheckConnection
            title={t('connection')}
            check={() =>
              data(api.GET('/api/tip4serv/checkConnection/{botId}', { params: { path: { botId: bot.id } } }))
            }
          />
        }
        footer={
          s.dirty && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('checkSaved')}
            </Typography>
          )
        }
      >
        <SwitchField
          label={t('enable')}
          checked={value.isEnabled}
          disabled={off || (!hasTier && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <PasswordField
          label={t('apiKey')}
          value={value.apiKey}
          onChange={(v) => set({ apiKey: v })}
          error={err.of('apiKey')}
          disabled={off}
        />
        <SwitchField
          label={t('logging')}
          checked={value.enableLogging}
          disabled={off}
          onChange={(v) => set({ enableLogging: v })}
        />
        {value.enableLogging && (
          <ChannelSelect
            label={t('logChannel')}
            value={value.logChannelId}
            onChange={(id) => set({ logChannelId: id })}
            error={err.of('logChannelId')}
            disabled={off}
          />
        )}
      </SettingsCard>
      <SetupGuide />
    </>
  );
}
