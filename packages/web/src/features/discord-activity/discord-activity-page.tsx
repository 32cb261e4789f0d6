import { Alert, Stack } from '@mui/material';
import { messages, type BotSettings } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { ChannelMultiSelect } from './channel-multi-select';

type Settings = BotSettings['discordActivitySettings'];

/** Discord Activity Credits (owner only): credits for chat messages in chosen channels. */
export default function DiscordActivityPage() {
  return (
    <BotPage
      title="Discord Activity Credits"
      tier="Special feature"
      subtitle="Players earn a random amount of credits for their messages in the chosen channels."
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
          {messages.discordActivitySpecial}
        </Alert>
      )}
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label="Enable Discord Activity Credits"
          checked={value.isEnabled}
          disabled={off || (!hasFeature && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <IntField
            label="Min. Credits per Message"
            value={value.minPointsPerMessage}
            onChange={(n) => set({ minPointsPerMessage: n })}
            error={err.of('minPointsPerMessage')}
            disabled={off}
          />
          <IntField
            label="Max. Credits per Message"
            value={value.maxPointsPerMessage}
            onChange={(n) => set({ maxPointsPerMessage: n })}
            error={err.of('maxPointsPerMessage')}
            disabled={off}
          />
        </Stack>
        <IntField
          label="Cooldown (seconds)"
          value={value.cooldownTimer}
          onChange={(n) => set({ cooldownTimer: n })}
          error={err.of('cooldownTimer')}
          helperText="Time a player has to wait before the next message earns credits. 0 disables the cooldown."
          disabled={off}
        />
        <ChannelMultiSelect
          label="Channels"
          value={value.channelIds}
          onChange={(ids) => set({ channelIds: ids })}
          error={err.of('channelIds')}
          helperText="Messages in these channels earn credits."
          disabled={off}
        />
      </SettingsCard>
    </>
  );
}
