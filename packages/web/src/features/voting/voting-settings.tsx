import { Alert, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { type BotSettings, type UnverifiedPage } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { ChannelSelect } from '../../components/channel-select';
import { CheckConnection } from '../../components/check-connection';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { KeysField } from './keys-field';
import { timezones } from './timezones';
import { JobStatus } from '../../components/job-status';
import { UnverifiedNote } from '../../components/unverified-note';

type Group = 'deutscheArkServerSettings' | 'arkServersNetSettings';
type Settings = BotSettings['deutscheArkServerSettings'] | BotSettings['arkServersNetSettings'];

export interface VotingSite {
  group: Group;
  keysField: 'voteRewardKeys' | 'serverKeys';
  feature: 'deutscheArkServerVoting' | 'arkServerNetVoting';
  title: string;
  site: string;
  /** The site's name in the server's API (`/api/voting/checkConnection?site=`). */
  apiSite: 'ark-servers.net' | 'deutsche-arkserver.de';
  /** Route of the page (its "Unverified integration" notice). */
  page: UnverifiedPage;
  keysLabel: string;
  /** How a key is written, when the site needs more than the key itself. */
  keyHint?: string;
}

/** One voting-site settings page (SPEC 2 "Voting integrations"), shared by both sites. */
export function VotingSettings({ site }: { site: VotingSite }) {
  return (
    <BotPage
      title={site.title}
      tier="Tier 2 feature"
      subtitle={`Reward players with credits for votes on ${site.site}.`}
      view="VotingIntegration_View"
      edit="VotingIntegration_Edit"
      feature={site.feature}
    >
      {(canEdit) => <VotingForm site={site} canEdit={canEdit} />}
    </BotPage>
  );
}

function VotingForm({ site, canEdit }: { site: VotingSite; canEdit: boolean }) {
  const { limits, bot } = useSession();
  const s = useBotSettings([site.group]);
  const value = s.draft?.[site.group] as Settings | undefined;
  if (!value) return null;
  const hasTier = !!limits?.[site.feature];
  const set = (patch: Partial<Settings>) => s.set(site.group, patch as never);
  const err = groupErrors(site.group, value, s.errors);
  const keys = (value as unknown as Record<string, string[]>)[site.keysField] ?? [];
  const off = !canEdit;
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <Alert severity="warning" sx={{ mb: 2 }} icon={false}>
        <Chip label="Experimental" color="warning" size="small" sx={{ mr: 1 }} />
        This integration is experimental. Votes are checked about every 60 minutes; votes of the last 24 hours
        are claimed, and only registered players receive credits.
      </Alert>
      <UnverifiedNote page={site.page} />
      <JobStatus jobs={['vote-rewards']} />
      {/* the server reads each saved key's vote list once (nothing is claimed) and answers per key */}
      <CheckConnection
        sx={{ mb: 2 }}
        title={`${site.title} connection`}
        note={
          s.dirty && (
            <Alert severity="info" sx={{ mb: 1 }}>
              The check uses the saved keys; save your changes to check them.
            </Alert>
          )
        }
        check={() =>
          data(
            api.GET('/api/voting/checkConnection/{botId}', {
              params: { path: { botId: bot!.id }, query: { site: site.apiSite } },
            }),
          )
        }
      />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label="Enable voting rewards"
          checked={value.isEnabled}
          disabled={off || (!hasTier && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <IntField
          label="Credits per Vote"
          value={value.creditsPerVote}
          onChange={(n) => set({ creditsPerVote: n })}
          error={err.of('creditsPerVote')}
          disabled={off}
        />
        <TextField
          select
          label="Timezone"
          value={value.timezone}
          onChange={(e) => set({ timezone: e.target.value })}
          error={!!err.of('timezone')}
          helperText={err.of('timezone') ?? 'Used to decide on which day a vote counts.'}
          disabled={off}
          fullWidth
          margin="normal"
        >
          {timezones(value.timezone).map((z) => (
            <MenuItem key={z} value={z}>
              {z}
            </MenuItem>
          ))}
        </TextField>
        <SwitchField
          label="Enable vote logging"
          checked={value.isVoteLoggingEnabled}
          disabled={off}
          onChange={(v) => set({ isVoteLoggingEnabled: v })}
        />
        {value.isVoteLoggingEnabled && (
          <ChannelSelect
            label="Vote Logging Channel"
            value={value.voteLoggingChannelId}
            onChange={(id) => set({ voteLoggingChannelId: id })}
            error={err.of('voteLoggingChannelId')}
            disabled={off}
          />
        )}
        <KeysField
          label={site.keysLabel}
          value={keys}
          onChange={(k) => set({ [site.keysField]: k } as Partial<Settings>)}
          error={err.of(site.keysField) ?? firstKeyError(err.of, site.keysField, keys.length)}
          disabled={off}
        />
        <Typography variant="body2" color="text.secondary">
          You find the key of your server in its settings on {site.site}.{site.keyHint && ` ${site.keyHint}`}
        </Typography>
      </SettingsCard>
    </>
  );
}

function firstKeyError(of: (f: string) => string | undefined, field: string, count: number) {
  for (let i = 0; i < count; i++) {
    const m = of(`${field}.${i}`);
    if (m) return `Line ${i + 1}: ${m}`;
  }
  return undefined;
}
