import { lazy, Suspense, useCallback, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { KitsTab } from './kits-tab';
import { useKitData } from './use-kits';
import { useKitsT } from './texts';

// the settings form loads with its tab, not with the kits list
const KitSettingsTab = lazy(() => import('./kit-settings-tab').then((m) => ({ default: m.KitSettingsTab })));

const tabs = ['tab.settings', 'tab.kits'] as const;

function KitsScreen({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const t = useKitsT();
  const [tab, setTab] = useState(1);
  const { ranks } = useKitData(bot!.id);
  // held here so the settings draft survives switching tabs; one LeaveGuard covers the settings and an open kit
  const settings = useBotSettings(['kitSettings']);
  const [editorDirty, setEditorDirty] = useState(false);
  const onEditorDirty = useCallback((d: boolean) => setEditorDirty(d), []);
  return (
    <Box>
      <LeaveGuard dirty={settings.dirty || editorDirty} />
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 2 }} aria-label={t('sections')}>
        {tabs.map((key, i) => (
          <Tab
            key={key}
            label={settings.dirty && i === 0 ? `${t(key)} *` : t(key)}
            id={`kits-tab-${i}`}
            aria-controls={`kits-panel-${i}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`kits-panel-${tab}`} aria-labelledby={`kits-tab-${tab}`}>
        {tab === 0 ? (
          <Suspense fallback={null}>
            <KitSettingsTab canEdit={canEdit} ranks={ranks} s={settings} />
          </Suspense>
        ) : (
          <KitsTab canEdit={canEdit} onDirty={onEditorDirty} />
        )}
      </div>
    </Box>
  );
}

export default function KitsPage() {
  const t = useKitsT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Kits_View" edit="Kits_Edit">
      {(canEdit) => <KitsScreen canEdit={canEdit} />}
    </BotPage>
  );
}
