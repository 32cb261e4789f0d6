import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, IconButton, Link, Stack, TextField, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import AddIcon from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import Cloud from '@mui/icons-material/Cloud';
import SmartToy from '@mui/icons-material/SmartToy';
import { messages, PAGE_SIZES, type Server } from '@asa/domain';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServerDialog } from './server-dialog';
import { useServers } from './use-servers';

function ServersTable({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  const toast = useToast();
  const servers = useServers(bot!.id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Server | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Server | null>(null);
  const list = servers.data ?? [];
  const atLimit = !!limits && list.length >= limits.numServers;
  const q = search.trim().toLowerCase();
  const rows = q
    ? list.filter((s) =>
        [s.name, s.ip, s.serverGroup, String(s.rconPort)].some((v) => v.toLowerCase().includes(q)),
      )
    : list;

  const remove = async (s: Server) => {
    setDeleting(null);
    try {
      await api('DELETE', '/api/server', { serverId: s.id });
      toast({ severity: 'success', message: `${s.name} deleted.` });
      await servers.refresh();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };

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
        <>
          <IconButton aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
            <Edit />
          </IconButton>
          <IconButton aria-label={`Delete ${row.name}`} disabled={!canEdit} onClick={() => setDeleting(row)}>
            <Delete />
          </IconButton>
        </>
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
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!canEdit || atLimit}
          onClick={() => setEditing('new')}
        >
          Add server
        </Button>
        <Button onClick={() => servers.refresh()}>Refresh</Button>
        <Box sx={{ flexGrow: 1 }} />
        <TextField size="small" label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Stack>
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
        open={!!deleting}
        title="Delete server?"
        danger
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting?.name} ({deleting?.ip}:{deleting?.rconPort}) will be deleted. Kits limited to it will no
        longer offer it.
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
