import { Box, TextField } from '@mui/material';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { groupErrors } from '../../components/form/group-errors';
import { SettingsCard } from '../../components/form/settings-card';
import { SwitchField } from '../../components/form/switch-field';

import { useAsaBotT } from './texts';

const toggles = [
  'isEnabled',
  'isSyncServers',
  'isAutoSyncServersEnabled',
  'isSyncPlayerRegistration',
  'isExecuteCommands',
  'overrideApiUrl',
] as const;

export function AsaBotSettings({ canEdit }: { canEdit: boolean }) {
  const t = useAsaBotT();
  const s = useBotSettings(['asaBotSyncSettings']);
  if (!s.draft) return null;
  const v = s.draft.asaBotSyncSettings;
  const err = groupErrors('asaBotSyncSettings', v, s.errors);
  return (
    <Box sx={{ maxWidth: 600 }}>
      <LeaveGuard dirty={s.dirty} />
      <SettingsCard state={s} canSave={canEdit && err.valid}>
        {toggles.map((key) => (
          <SwitchField
            key={key}
            label={t(`toggle.${key}`)}
            checked={v[key]}
            disabled={!canEdit}
            onChange={(on) => s.set('asaBotSyncSettings', { [key]: on })}
          />
        ))}
        <TextField
          label={t('apiKey')}
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
            label={t('apiUrl')}
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
