import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { Manager } from '@asa/domain';
import { sessionKeys } from '../../lib/query-keys';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { useSession } from '../../lib/session';
import { SettingsActions } from '../../components/settings-actions';
import { useCommonT } from '../../lib/common-texts';
import { translateText } from '../../lib/spec-messages';
import { ManagersGrid } from './managers-grid';
import { usePermissionsT } from './texts';

// the form loads when the dialog opens, not with the page
const ManagerDialog = lazy(() => import('./manager-dialog').then((m) => ({ default: m.ManagerDialog })));

/** Permissions (owner only): managers and their per-area levels; changes stay local until Save. */
export default function PermissionsPage() {
  const t = usePermissionsT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Owner" edit="Owner">
      {(canEdit) => <Managers canEdit={canEdit} />}
    </BotPage>
  );
}

function Managers({ canEdit }: { canEdit: boolean }) {
  const qc = useQueryClient();
  const t = usePermissionsT();
  const c = useCommonT();
  const s = useBotSettings(['managers']);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; editing: Manager | null }>({
    open: false,
    editing: null,
  });
  const botId = useSession().bot!.id;
  const managers = s.draft?.managers ?? [];
  const q = search.trim().toLowerCase();
  const rows = q
    ? managers.filter(
        (m) => m.discordId.includes(q) || m.permissions.some((p) => p.toLowerCase().includes(q)),
      )
    : managers;
  const setManagers = (fn: (list: Manager[]) => Manager[]) =>
    s.setDraft((d) => (d ? { ...d, managers: fn(d.managers) } : d));
  const fieldErrors = Object.entries(s.errors).filter(([k]) => k.startsWith('managers'));

  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <Card variant="outlined">
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <TextField
              size="small"
              label={c('search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button onClick={() => qc.invalidateQueries({ queryKey: sessionKeys.instancesAll })}>
              {c('refresh')}
            </Button>
            <Button
              variant="contained"
              disabled={!canEdit}
              onClick={() => setDialog({ open: true, editing: null })}
            >
              {t('addUser')}
            </Button>
          </Stack>
          <ManagersGrid
            botId={botId}
            rows={rows}
            searching={!!q}
            onEdit={(m) => setDialog({ open: true, editing: m })}
            onRemove={(m) => setManagers((list) => list.filter((x) => x.discordId !== m.discordId))}
          />
          {fieldErrors.map(([k, v]) => (
            <Typography key={k} color="error" variant="body2" sx={{ mt: 1 }}>
              {translateText(v)}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('keptNote')}
          </Typography>
          <SettingsActions
            dirty={s.dirty}
            canEdit={canEdit}
            saving={s.saving}
            onSave={s.save}
            onRevert={s.revert}
          />
        </CardContent>
      </Card>
      {dialog.open && (
        <Suspense fallback={null}>
          <ManagerDialog
            open={dialog.open}
            editing={dialog.editing}
            existingIds={managers.map((m) => m.discordId)}
            onClose={() => setDialog((d) => ({ ...d, open: false }))}
            onSubmit={(m) => {
              setManagers((list) =>
                dialog.editing ? list.map((x) => (x.discordId === m.discordId ? m : x)) : [...list, m],
              );
              setDialog((d) => ({ ...d, open: false }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
