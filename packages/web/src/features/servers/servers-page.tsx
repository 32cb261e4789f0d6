import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Cloud from '@mui/icons-material/Cloud';
import SmartToy from '@mui/icons-material/SmartToy';
import { messages, PAGE_SIZES, type Server } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useDelete } from '../../lib/use-delete';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { RowActions } from '../../components/row-actions';
import { ServerDialog } from './server-dialog';
import { useServers } from './use-servers';

function ServersTable({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  const servers = useServers(bot!.id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Server | 'new' | null>(null);
  const del = useDelete<Server>(
    '/api/server',
    (s) => ({ serverId: s.id }),
    () => servers.refresh(),
  );
  const list = servers.data ?? [];
  const atLimit = !!limits && list.length >= limits.numServers;
  const q = search.trim().toLowerCase();
  const rows = q
    ? list.filter((s) =>
        [s.name, s.ip, s.serverGroup, String(s.rconPort)].some((v) => v.toLowerCase().includes(q)),
      )
    : list;

  const columns: GridColDef<Server>[] = [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    {
      field: 'link',
      headerName: '',
      width: 50,
      sortable: false,
      renderCell: ({ row }) =>
        row.nitradoServiceId > 0 ? (
          <Tooltip title="Linked to hosting provider">
            <Cloud fontSize="small" color="primary" aria-label="Linked to hosting provider" />
          </Tooltip>
        ) : row.asaBotServerId ? (
          <Tooltip title="Linked to companion bot">
            <SmartToy fontSize="small" color="primary" aria-label="Linked to companion bot" />
          </Tooltip>
        ) : null,
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'ip', headerName: 'Host', flex: 1, minWidth: 150 },
    { field: 'rconPort', headerName: 'RCON Port', width: 110 },
    { field: 'serverGroup', headerName: 'Tag', width: 100 },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <RowActions
          name={row.name}
          canEdit={canEdit}
          onEdit={() => setEditing(row)}
          onDelete={() => del.ask(row)}
        />
      ),
    },
  ];

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        Tip: import your servers with the{' '}
        <Link component={RouterLink} to="/nitrado">
          Nitrado sync
        </Link>{' '}
        instead of typing them in; linked servers keep host, RCON port and password up to date by themselves.
      </Alert>
      <ListToolbar
        addLabel="Add server"
        addDisabled={!canEdit || atLimit}
        onAdd={() => setEditing('new')}
        onRefresh={() => servers.refresh()}
        search={search}
        onSearch={setSearch}
      />
      {atLimit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {messages.serverLimitReached}{' '}
          <Link component={RouterLink} to="/patreon">
            See the Patreon tiers
          </Link>
        </Alert>
      )}
      <DataGrid
        rows={rows}
        columns={columns}
        loading={servers.isLoading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.servers } } }}
        pageSizeOptions={[PAGE_SIZES.servers]}
        localeText={{
          noRowsLabel: q ? messages.noMatches : messages.noData,
          noResultsOverlayLabel: messages.noMatches,
        }}
      />
      {editing && (
        <ServerDialog
          botId={bot!.id}
          server={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await servers.refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!del.target}
        title="Delete server?"
        danger
        confirmLabel="Delete"
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {del.target?.name} ({del.target?.ip}:{del.target?.rconPort}) will be deleted. Kits limited to it will
        no longer offer it.
      </ConfirmDialog>
    </Box>
  );
}

export default function ServersPage() {
  return (
    <BotPage
      title="Servers"
      subtitle="The game servers the bot delivers kits to over RCON"
      view="Servers_View"
      edit="Servers_Edit"
    >
      {(canEdit) => <ServersTable canEdit={canEdit} />}
    </BotPage>
  );
}
