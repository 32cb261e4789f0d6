import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useSession } from '../../lib/session';
import { BotPage } from '../../components/bot-page';
import { AsaBotSettings } from './asabot-settings';
import { JobStatus } from '../../components/job-status';
import { UnverifiedNote } from '../../components/unverified-note';

// the servers grid loads with its tab, not with the settings
const ServerSyncTab = lazy(() =>
  import('../../components/hosting-sync/server-sync-tab').then((m) => ({ default: m.ServerSyncTab })),
);

function AsaBotDashboard({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const [tab, setTab] = useState(0);
  const ready = !!bot?.asaBotSyncSettings.isEnabled && !!bot.asaBotSyncSettings.apiKey;
  return (
    <Box>
      <UnverifiedNote page="/asabot" />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Settings" />
        <Tab label="Server Sync" />
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
          <Alert severity="info">
            Enable the integration and save your ASA Bot API key on the Settings tab first.
          </Alert>
        ))}
    </Box>
  );
}

export default function AsaBotPage() {
  return (
    <BotPage
      title="ASA Bot Sync"
      subtitle="Servers, player registrations and command execution through the ASA Bot"
      view="AsaBotSync_View"
      edit="AsaBotSync_Edit"
    >
      {(canEdit) => <AsaBotDashboard canEdit={canEdit} />}
    </BotPage>
  );
}
