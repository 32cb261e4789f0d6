import { Alert, Grid, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { inGameCommandKeys, type BotSettings, type InGameCommandKey } from '@asa/domain';
import { serversQuery } from '../../lib/instance-lists';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { ChannelSelect } from '../../components/channel-select';
import { groupErrors } from '../../components/form/group-errors';
import { IntField } from '../../components/form/int-field';
import { MultiSelect } from '../../components/form/multi-select';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';
import { JobStatus } from '../../components/job-status';
import { useInGameShopT } from './texts';

type Settings = BotSettings['inGameShopSettings'];
type CommandField = `${InGameCommandKey}Command`;

/** The in-game shop's settings (group inGameShopSettings, saved with the instance). */
export function InGameSettings({ canEdit, hasTier }: { canEdit: boolean; hasTier: boolean }) {
  const { bot } = useSession();
  const t = useInGameShopT();
  const s = useBotSettings(['inGameShopSettings']);
  const servers = useQuery({ ...serversQuery(bot?.id ?? 0), enabled: !!bot });
  const value = s.draft?.inGameShopSettings;
  if (!value || !bot) return null;
  const set = (patch: Partial<Settings>) => s.set('inGameShopSettings', patch);
  const err = groupErrors('inGameShopSettings', value, s.errors);
  const off = !canEdit;
  const options = (servers.data ?? []).map((x) => ({ value: x.id, label: x.name }));
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <JobStatus jobs={['in-game-chat']} />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        <SwitchField
          label={t('enable')}
          checked={value.isEnabled}
          disabled={off || (!hasTier && !value.isEnabled)}
          onChange={(v) => set({ isEnabled: v })}
        />
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('getChatWarning')}
        </Alert>
        <MultiSelect
          label={t('servers')}
          value={value.serverIds}
          options={options}
          onChange={(ids) => set({ serverIds: ids })}
          disabled={off}
          error={err.of('serverIds')}
          empty={t('noServers')}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('prefix')}
              value={value.prefix}
              onChange={(e) => set({ prefix: e.target.value })}
              error={!!err.of('prefix')}
              helperText={err.of('prefix') ?? t('prefixHelp')}
              disabled={off}
              fullWidth
              margin="normal"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <IntField
              label={t('poll')}
              value={value.pollSeconds}
              onChange={(v) => set({ pollSeconds: v })}
              error={err.of('pollSeconds')}
              disabled={off}
            />
          </Grid>
          {inGameCommandKeys.map((key) => {
            const field: CommandField = `${key}Command`;
            return (
              <Grid key={key} size={{ xs: 6, sm: 3 }}>
                <TextField
                  label={t('commandField', { key })}
                  value={value[field]}
                  onChange={(e) => set({ [field]: e.target.value })}
                  error={!!err.of(field)}
                  helperText={err.of(field)}
                  disabled={off}
                  fullWidth
                  margin="normal"
                />
              </Grid>
            );
          })}
        </Grid>
        <MultiSelect
          label={t('relayServers')}
          value={value.relayServerIds}
          options={options}
          onChange={(ids) => set({ relayServerIds: ids })}
          disabled={off}
          empty={t('noServers')}
        />
        <ChannelSelect
          label={t('relayChannel')}
          value={value.relayChannelId}
          onChange={(id) => set({ relayChannelId: id })}
          error={err.of('relayChannelId')}
          disabled={off}
        />
        <SwitchField
          label={t('relayToGame')}
          checked={value.relayToGame}
          disabled={off}
          onChange={(v) => set({ relayToGame: v })}
        />
      </SettingsCard>
    </>
  );
}
