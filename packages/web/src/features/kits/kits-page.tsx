import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useSession } from '../../lib/session';
import { BotPage } from '../../components/bot-page';
import { KitSettingsTab } from './kit-settings-tab';
import { KitsTab } from './kits-tab';
import { useKitData } from './use-kits';

function KitsScreen({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const [tab, setTab] = useState(1);
  const { ranks } = useKitData(bot!.id);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Settings" />
        <Tab label="Kits" />
      </Tabs>
      {tab === 0 ? <KitSettingsTab canEdit={canEdit} ranks={ranks} /> : <KitsTab canEdit={canEdit} />}
    </Box>
  );
}

export default function KitsPage() {
  return (
    <BotPage
      title="Kits"
      subtitle="Bundles of RCON commands your players buy with credits"
      view="Kits_View"
      edit="Kits_Edit"
    >
      {(canEdit) => <KitsScreen canEdit={canEdit} />}
    </BotPage>
  );
}
