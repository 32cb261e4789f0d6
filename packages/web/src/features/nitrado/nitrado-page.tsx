import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { api, data } from '../../lib/api';
import { nitradoKeys } from './keys';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { SettingsActions } from '../../components/settings-actions';
import { ServerSyncTab } from '../../components/hosting-sync/server-sync-tab';
import { NitradoAccounts } from './nitrado-accounts';
import { JobStatus } from '../../components/job-status';
import { UnverifiedNote } from '../../components/unverified-note';

function NitradoDashboard({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const [tab, setTab] = useState(0);
  const s = useBotSettings(['nitradoSettings']);
  const valid = useQuery({
    queryKey: nitradoKeys.verify(bot!.id),
    queryFn: () =>
      data(api.GET('/api/nitrado/auth/verify/{botId}', { params: { path: { botId: bot!.id } } })),
  });
  return (
    <Box>
      <LeaveGuard dirty={s.dirty} />
      <UnverifiedNote page="/nitrado" />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Settings" />
        <Tab
          label="Server Sync"
          disabled={!valid.data}
          aria-describedby={valid.isSuccess && !valid.data ? 'server-sync-locked' : undefined}
        />
      </Tabs>
      {valid.isSuccess && !valid.data && (
        <Alert severity="info" sx={{ mb: 2 }} id="server-sync-locked" data-testid="server-sync-locked">
          Server Sync opens once a Nitrado account with a valid token is connected below: it lists your
          Nitrado game servers to link and sync.
        </Alert>
      )}
      {tab === 0 && <JobStatus jobs={['nitrado-auto-sync']} />}
      {tab === 0 && (
        <Card variant="outlined">
          <CardContent>
            <NitradoAccounts botId={bot!.id} canEdit={canEdit} valid={!!valid.data} />
            {valid.data && s.draft && (
              <Box sx={{ mt: 2 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.draft.nitradoSettings.isAutoSyncEnabled}
                      disabled={!canEdit}
                      onChange={(e) => s.set('nitradoSettings', { isAutoSyncEnabled: e.target.checked })}
                    />
                  }
                  label="Automatic server sync"
                />
                <Typography variant="body2" color="text.secondary">
                  About every 60 minutes, linked servers take over host, RCON port and password from Nitrado.
                </Typography>
                <SettingsActions
                  dirty={s.dirty}
                  canEdit={canEdit}
                  saving={s.saving}
                  onSave={s.save}
                  onRevert={s.revert}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      {tab === 1 && valid.data && <ServerSyncTab provider="nitrado" botId={bot!.id} canEdit={canEdit} />}
    </Box>
  );
}

export default function NitradoPage() {
  return (
    <BotPage
      title="Nitrado Sync"
      subtitle="Import and sync your Nitrado ASA servers"
      view="Nitrado_View"
      edit="Nitrado_Edit"
    >
      {(canEdit) => <NitradoDashboard canEdit={canEdit} />}
    </BotPage>
  );
}
