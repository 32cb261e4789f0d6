import { Alert, Stack } from '@mui/material';
import type { BotSettings } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { useSpecMessages } from '../../lib/spec-messages';
import { ChannelMultiSelect } from './channel-multi-select';
import { useDiscordActivityT } from './texts';

type Settings = BotSettings['discordActivitySettings'];

/** Discord Activity Credits (owner only): credits for chat messages in chosen channels. */
export default function DiscordActivityPage() {
  const t = useDiscordActivityT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
      view="Owner"
      edit="Owner"
      feature="discordActivityPoints"
    >
      {(canEdit) => <ActivityForm canEdit={canEdit} />}
    </BotPage>
  );
}

function ActivityForm({ canEdit }: { canEdit: boolean }) {
  const { limits } = useSession();
  const t = useDiscordActivityT();
  const m = useSpecMessages();
  const s = useBotSettings(['discordActivitySettings']);
  const value = s.draft?.discordActivitySettings;
  if (!value) return null;
  const hasFeature = !!limits?.discordActivityPoints;
  const set = (patch: Partial<Settings>) => s.set('discordActivitySettings', patch);
  const err = groupErrors('discordActivitySettings', value, s.errors);
  const off = !canEdit;
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      {hasFeature && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m('discordActivitySpecial')}
        </Alert>
      )}
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label={t('enable')}
          checked={value.isEnabled}
          disabled={off || (!hasFeature && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <IntField
            label={t('min')}
            value={value.minPointsPerMessage}
            onChange={(n) => set({ minPointsPerMessage: n })}
            error={err.of('minPointsPerMessage')}
            disabled={off}
          />
          <IntField
            label={t('max')}
            value={value.maxPointsPerMessage}
            onChange={(n) => set({ maxPointsPerMessage: n })}
            error={err.of('maxPointsPerMessage')}
            disabled={off}
          />
        </Stack>
        <IntField
          label={t('cooldown')}
          value={value.cooldownTimer}
          onChange={(n) => set({ cooldownTimer: n })}
          error={err.of('cooldownTimer')}
          helperText={t('cooldownHelp')}
          disabled={off}
        />
        <ChannelMultiSelect
          label={t('channels')}
          value={value.channelIds}
          onChange={(ids) => set({ channelIds: ids })}
          error={err.of('channelIds')}
          helperText={t('channelsHelp')}
          disabled={off}
        />
      </SettingsCard>
    </>
  );
}
