import { Box, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { SettingsActions } from '../../components/settings-actions';

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
  return (
    <Box sx={{ maxWidth: 600 }}>
      <LeaveGuard dirty={s.dirty} />
      <Stack spacing={1}>
        {toggles.map(([key, label]) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={v[key]}
                disabled={!canEdit}
                onChange={(e) => s.set('asaBotSyncSettings', { [key]: e.target.checked })}
              />
            }
          />
        ))}
        <TextField
          label="API-Key"
          type="password"
          value={v.apiKey}
          disabled={!canEdit}
          onChange={(e) => s.set('asaBotSyncSettings', { apiKey: e.target.value })}
          error={!!s.errors['asaBotSyncSettings.apiKey']}
          helperText={s.errors['asaBotSyncSettings.apiKey']}
        />
        {v.overrideApiUrl && (
          <TextField
            label="API URL"
            value={v.apiUrl}
            disabled={!canEdit}
            onChange={(e) => s.set('asaBotSyncSettings', { apiUrl: e.target.value })}
            error={!!s.errors['asaBotSyncSettings.apiUrl']}
            helperText={s.errors['asaBotSyncSettings.apiUrl']}
          />
        )}
      </Stack>
      <SettingsActions
        dirty={s.dirty}
        canEdit={canEdit}
        saving={s.saving}
        onSave={s.save}
        onRevert={s.revert}
      />
    </Box>
  );
}
