import { lazy, Suspense, useState } from 'react';
import { Box, Button } from '@mui/material';
import { MASKED_PASSWORD, PAGE_SIZES, type Server } from '@asa/domain';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';
import { useSession } from '../../lib/session';
import { api, data } from '../../lib/api';
import { useDelete } from '../../lib/use-delete';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeleteSelected } from '../../components/delete-selected';
import { ListToolbar } from '../../components/list-toolbar';
import { LightTable } from '../../components/light-table';
import { serverColumns } from './server-columns';
import { ServerLimitNotice, SyncNote } from './server-notes';
import { useRconTest } from './use-rcon-test';
import { useServers } from './use-servers';
import { useServersT } from './texts';

// the form (react-hook-form, the zod schemas) loads when a dialog opens, not with the list
const ServerDialog = lazy(() => import('./server-dialog').then((m) => ({ default: m.ServerDialog })));

const matches = (s: Server, q: string) =>
  [s.name, s.ip, s.serverGroup, String(s.rconPort), String(s.sortingIndex)].some((v) =>
    v.toLowerCase().includes(q),
  );

/** Searchable servers list with add / edit / delete (one or the selected) / Test RCON. */
export function ServersTable({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  const t = useServersT();
  const m = useSpecMessages();
  const botId = bot!.id;
  const servers = useServers(botId);
  const rcon = useRconTest();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Server | 'new' | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const del = useDelete<Server>(
    (s) => api.DELETE('/api/server', { body: { serverId: s.id } }),
    servers.refresh,
  );
  const list = servers.data ?? [];
  const atLimit = !!limits && list.length >= limits.numServers;
  const q = search.trim().toLowerCase();
  const rows = q ? list.filter((s) => matches(s, q)) : list;
  const columns = serverColumns({
    t,
    canEdit,
    testing: rcon.testing,
    onEdit: setEditing,
    onDelete: del.ask,
    // the stored password is used for the stored host and port
    onTest: (s) =>
      rcon.test({ botId, host: s.ip, port: s.rconPort, password: MASKED_PASSWORD, serverId: s.id }),
  });
  return (
    <Box>
      <SyncNote />
      <ListToolbar
        addLabel={t('add')}
        addDisabled={!canEdit || atLimit}
        onAdd={() => setEditing('new')}
        onRefresh={() => servers.refresh()}
        search={search}
        onSearch={setSearch}
      >
        <DeleteSelected
          kind="servers"
          ids={rows.filter((s) => selected.has(s.id)).map((s) => s.id)}
          remove={(serverIds) => data(api.DELETE('/api/server/many', { body: { botId, serverIds } }))}
          onDone={() => {
            setSelected(new Set());
            void servers.refresh();
          }}
        />
      </ListToolbar>
      {atLimit && <ServerLimitNotice />}
      <LightTable
        label={t('title')}
        rows={rows}
        columns={columns}
        loading={servers.isLoading}
        pageSize={PAGE_SIZES.servers}
        empty={m(q ? 'noMatches' : 'noData')}
        emptyHint={q ? undefined : t('emptyHint')}
        emptyAction={
          !q && canEdit && !atLimit ? (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          ) : undefined
        }
        selection={canEdit ? { ids: selected, onChange: setSelected, nameOf: (s) => s.name } : undefined}
      />
      {editing && (
        <Suspense fallback={null}>
          <ServerDialog
            botId={botId}
            server={editing === 'new' ? null : editing}
            nextIndex={list.reduce((m, s) => Math.max(m, s.sortingIndex + 1), 0)}
            canEdit={canEdit}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void servers.refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!del.target}
        title={t('deleteTitle')}
        danger
        confirmLabel={useCommonT()('delete')}
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {t('deleteText', { name: del.target?.name, host: del.target?.ip, port: del.target?.rconPort })}
      </ConfirmDialog>
    </Box>
  );
}
