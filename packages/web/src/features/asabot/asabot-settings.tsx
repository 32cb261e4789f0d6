import { Box, TextField } from '@mui/material';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { groupErrors } from '../../components/form/group-errors';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';

const toggles = [
  ['isEnabled', 'Enable ASA Bot integration'],
  ['isSyncServers', 'Sync servers'],
  ['isAutoSyncServersEnabled', 'Automatic server sync'],
  ['isSyncPlayerRegistration', 'Import player registrations (about every 60 minutes)'],
  ['isExecuteCommands', 'Execute kit commands through the ASA Bot'],
  ['overrideApiUrl', 'Use my own API URL'],
] as const;

export function AsaBotSettings({ canEdit }: { canEdit: boolean }) {
  const s = useBotSettings(['asaBotSyncSettings']);
  if (!s.draft) return null;
  const v = s.draft.asaBotSyncSettings;
  const err = groupErrors('asaBotSyncSettings', v, s.errors);
  return (
    <Box sx={{ maxWidth: 600 }}>
      <LeaveGuard dirty={s.dirty} />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        {toggles.map(([key, label]) => (
          <SwitchField
            key={key}
            label={label}
            checked={v[key]}
            disabled={!canEdit}
            onChange={(on) => s.set('asaBotSyncSettings', { [key]: on })}
          />
        ))}
        <TextField
          label="API-Key"
          type="password"
          value={v.apiKey}
          disabled={!canEdit}
          onChange={(e) => s.set('asaBotSyncSettings', { apiKey: e.target.value })}
          error={!!err.of('apiKey')}
          helperText={err.of('apiKey')}
          margin="normal"
        />
        {v.overrideApiUrl && (
          <TextField
            label="API URL"
            value={v.apiUrl}
            disabled={!canEdit}
            onChange={(e) => s.set('asaBotSyncSettings', { apiUrl: e.target.value })}
            error={!!err.of('apiUrl')}
            helperText={err.of('apiUrl')}
            margin="normal"
          />
        )}
      </SettingsCard>
    </Box>
  );
}
