import { lazy, Suspense, useState } from 'react';
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
import { NitradoAccounts } from './nitrado-accounts';
import { JobStatus } from '../../components/job-status';
import { UnverifiedNote } from '../../components/unverified-note';
import { useNitradoT } from './texts';

// the servers grid loads with its tab, not with the settings
const ServerSyncTab = lazy(() =>
  import('../../components/hosting-sync/server-sync-tab').then((m) => ({ default: m.ServerSyncTab })),
);

function NitradoDashboard({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const [tab, setTab] = useState(0);
  const t = useNitradoT();
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
        <Tab label={t('tab.settings')} />
        <Tab
          label={t('tab.serverSync')}
          disabled={!valid.data}
          aria-describedby={valid.isSuccess && !valid.data ? 'server-sync-locked' : undefined}
        />
      </Tabs>
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
                  label={t('autoSync')}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('autoSyncHelp')}
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
      {/* below the card: it appears when the check answers, and nothing above it moves (layout shift) */}
      {valid.isSuccess && !valid.data && (
        <Alert severity="info" sx={{ mt: 2 }} id="server-sync-locked" data-testid="server-sync-locked">
          {t('syncLocked')}
        </Alert>
      )}
      {tab === 1 && valid.data && (
        <Suspense fallback={null}>
          <ServerSyncTab provider="nitrado" botId={bot!.id} canEdit={canEdit} />
        </Suspense>
      )}
    </Box>
  );
}

export default function NitradoPage() {
  const t = useNitradoT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Nitrado_View" edit="Nitrado_Edit">
      {(canEdit) => <NitradoDashboard canEdit={canEdit} />}
    </BotPage>
  );
}
