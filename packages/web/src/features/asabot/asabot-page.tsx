import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useSession } from '../../lib/session';
import { BotPage } from '../../components/bot-page';
import { AsaBotSettings } from './asabot-settings';
import { JobStatus } from '../../components/job-status';
import { UnverifiedNote } from '../../components/unverified-note';
import { useAsaBotT } from './texts';

// the servers grid loads with its tab, not with the settings
const ServerSyncTab = lazy(() =>
  import('../../components/hosting-sync/server-sync-tab').then((m) => ({ default: m.ServerSyncTab })),
);

function AsaBotDashboard({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const [tab, setTab] = useState(0);
  const t = useAsaBotT();
  const ready = !!bot?.asaBotSyncSettings.isEnabled && !!bot.asaBotSyncSettings.apiKey;
  return (
    <Box>
      <UnverifiedNote page="/asabot" />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label={t('tab.settings')} />
        <Tab label={t('tab.serverSync')} />
      </Tabs>
      {tab === 0 && (
        <>
          <JobStatus jobs={['asabot-auto-sync', 'asabot-player-sync']} />
          <AsaBotSettings canEdit={canEdit} />
        </>
      )}
      {tab === 1 &&
        (ready ? (
          <Suspense fallback={null}>
            <ServerSyncTab provider="asabot" botId={bot!.id} canEdit={canEdit} />
          </Suspense>
        ) : (
          <Alert severity="info">{t('notReady')}</Alert>
        ))}
    </Box>
  );
}

export default function AsaBotPage() {
  const t = useAsaBotT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="AsaBotSync_View" edit="AsaBotSync_Edit">
      {(canEdit) => <AsaBotDashboard canEdit={canEdit} />}
    </BotPage>
  );
}
