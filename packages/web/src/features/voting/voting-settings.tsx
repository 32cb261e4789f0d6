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
import { useVotingT, type VotingKey } from './texts';

type Group = 'deutscheArkServerSettings' | 'arkServersNetSettings';
type Settings = BotSettings['deutscheArkServerSettings'] | BotSettings['arkServersNetSettings'];

export interface VotingSite {
  group: Group;
  keysField: 'voteRewardKeys' | 'serverKeys';
  feature: 'deutscheArkServerVoting' | 'arkServerNetVoting';
  /** The page's title (a key of the voting catalogue, as are `keysLabel` and `keyHint`). */
  title: VotingKey;
  site: string;
  /** The site's name in the server's API (`/api/voting/checkConnection?site=`). */
  apiSite: 'ark-servers.net' | 'deutsche-arkserver.de';
  /** Route of the page (its "Unverified integration" notice). */
  page: UnverifiedPage;
  keysLabel: VotingKey;
  /** How a key is written, when the site needs more than the key itself. */
  keyHint?: VotingKey;
}

/** One voting-site settings page (SPEC 2 "Voting integrations"), shared by both sites. */
export function VotingSettings({ site }: { site: VotingSite }) {
  const t = useVotingT();
  return (
    <BotPage
      title={t(site.title)}
      tier={t('tier')}
      subtitle={t('subtitle', { site: site.site })}
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
  const t = useVotingT();
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
        <Chip label={t('experimental')} color="warning" size="small" sx={{ mr: 1 }} />
        {t('experimentalNote')}
      </Alert>
      <UnverifiedNote page={site.page} />
      <JobStatus jobs={['vote-rewards']} />
      {/* the server reads each saved key's vote list once (nothing is claimed) and answers per key */}
      <CheckConnection
        sx={{ mb: 2 }}
        title={t('connection', { site: t(site.title) })}
        note={
          s.dirty && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('checkSaved')}
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
          label={t('enable')}
          checked={value.isEnabled}
          disabled={off || (!hasTier && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <IntField
          label={t('creditsPerVote')}
          value={value.creditsPerVote}
          onChange={(n) => set({ creditsPerVote: n })}
          error={err.of('creditsPerVote')}
          disabled={off}
        />
        <TextField
          select
          label={t('timezone')}
          value={value.timezone}
          onChange={(e) => set({ timezone: e.target.value })}
          error={!!err.of('timezone')}
          helperText={err.of('timezone') ?? t('timezoneHelp')}
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
          label={t('logging')}
          checked={value.isVoteLoggingEnabled}
          disabled={off}
          onChange={(v) => set({ isVoteLoggingEnabled: v })}
        />
        {value.isVoteLoggingEnabled && (
          <ChannelSelect
            label={t('loggingChannel')}
            value={value.voteLoggingChannelId}
            onChange={(id) => set({ voteLoggingChannelId: id })}
            error={err.of('voteLoggingChannelId')}
            disabled={off}
          />
        )}
        <KeysField
          label={t(site.keysLabel)}
          value={keys}
          onChange={(k) => set({ [site.keysField]: k } as Partial<Settings>)}
          error={
            err.of(site.keysField) ??
            firstKeyError(err.of, site.keysField, keys.length, (line, message) =>
              t('keyLine', { line, message }),
            )
          }
          disabled={off}
        />
        <Typography variant="body2" color="text.secondary">
          {t('keyWhere', { site: site.site })}
          {site.keyHint && ` ${t(site.keyHint)}`}
        </Typography>
      </SettingsCard>
    </>
  );
}

function firstKeyError(
  of: (f: string) => string | undefined,
  field: string,
  count: number,
  say: (line: number, message: string) => string,
) {
  for (let i = 0; i < count; i++) {
    const m = of(`${field}.${i}`);
    if (m) return say(i + 1, m);
  }
  return undefined;
}
