import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useSession } from '../../lib/session';
import { BotPage } from '../../components/bot-page';
import { CommandBuilder } from './command-builder';
import { Tip4ServSettings } from './tip4serv-settings';
import { useTip4ServT } from './texts';

/** Web-shop integration (Tip4Serv): viewing needs Tip4Serv_View, saving needs Kits_Edit (SPEC 6). */
export default function Tip4servPage() {
  const t = useTip4ServT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
      view="Tip4Serv_View"
      edit="Kits_Edit"
      feature="tip4serv"
    >
      {(canEdit) => <Tip4ServTabs canEdit={canEdit} />}
    </BotPage>
  );
}

function Tip4ServTabs({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  const [tab, setTab] = useState(0);
  const t = useTip4ServT();
  const hasTier = !!limits?.tip4serv;
  if (!bot) return null;
  return (
    <>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }} aria-label={t('tabs')}>
        <Tab label={t('tab.settings')} id="tip4serv-tab-0" aria-controls="tip4serv-panel-0" />
        <Tab label={t('tab.commandBuilder')} id="tip4serv-tab-1" aria-controls="tip4serv-panel-1" />
      </Tabs>
      <Box role="tabpanel" id="tip4serv-panel-0" aria-labelledby="tip4serv-tab-0" hidden={tab !== 0}>
        <Tip4ServSettings canEdit={canEdit} hasTier={hasTier} />
      </Box>
      <Box role="tabpanel" id="tip4serv-panel-1" aria-labelledby="tip4serv-tab-1" hidden={tab !== 1}>
        <CommandBuilder botId={bot.id} />
      </Box>
    </>
  );
}
