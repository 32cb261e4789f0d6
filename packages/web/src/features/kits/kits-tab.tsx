import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Box, Button, IconButton, Link, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import AddIcon from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { countItems, messages, PAGE_SIZES, type Kit } from '@asa/domain';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { channelName, rankName, roleName } from '../../components/refs';
import { duplicateKit, KitEditor, newKit, type KitDraft } from './kit-editor';
import { SampleKitDialog } from './sample-kit-dialog';
import { useKitData } from './use-kits';

export function KitsTab({ canEdit }: { canEdit: boolean }) {
  const { bot, limits, channels, roles } = useSession();
  const toast = useToast();
  const data = useKitData(bot!.id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<KitDraft | null>(null);
  const [samples, setSamples] = useState(false);
  const [deleting, setDeleting] = useState<Kit | null>(null);
  const ks = bot!.kitSettings;
  const atLimit = !!limits && data.kits.length >= limits.numKits;
  const q = search.trim().toLowerCase();
  const rows = q
    ? data.kits.filter((k) => k.name.toLowerCase().includes(q) || k.description.toLowerCase().includes(q))
    : data.kits;

  const remove = async (k: Kit) => {
    setDeleting(null);
    try {
      await api('DELETE', '/api/kit', { kitId: k.id });
      toast({ severity: 'success', message: `${k.name} deleted.` });
      await data.refresh();
    } catch (e) {
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    }
  };
  const columns: GridColDef<Kit>[] = [
    { field: 'sortingIndex', headerName: '#', width: 60 },
    { field: 'id', headerName: 'ID', width: 70 },
    {
      field: 'iconUrl',
      headerName: 'Icon',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar src={row.iconUrl || undefined} alt="" sx={{ width: 28, height: 28 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'price', headerName: 'Price', width: 90 },
    { field: 'items', headerName: '# Items', width: 90, valueGetter: (_v, r) => countItems(r) },
    {
      field: 'channelId',
      headerName: 'Channel',
      width: 150,
      valueGetter: (_v, r) => channelName(r.channelId, channels),
    },
    ...(ks.enableRoleLimits
      ? ([
          {
            field: 'requiredRole',
            headerName: 'Role',
            width: 130,
            valueGetter: (_v, r) => rankName(r.requiredRole, data.ranks),
          },
          {
            field: 'requiredDiscordRoleId',
            headerName: 'Discord Role',
            width: 140,
            valueGetter: (_v, r) => roleName(r.requiredDiscordRoleId, roles),
          },
        ] satisfies GridColDef<Kit>[])
      : []),
    ...(ks.enableServerLimits
      ? ([
          {
            field: 'servers',
            headerName: '# Servers',
            width: 100,
            valueGetter: (_v, r) => r.serverIds.length,
          },
        ] satisfies GridColDef<Kit>[])
      : []),
    ...(ks.enableBuyLimits
      ? ([{ field: 'maxBuys', headerName: '# Max Buys', width: 110 }] satisfies GridColDef<Kit>[])
      : []),
    {
      field: 'actions',
      headerName: 'Actions',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <IconButton
            aria-label={`Duplicate ${row.name}`}
            disabled={!canEdit || atLimit}
            onClick={() => setEditing(duplicateKit(row))}
          >
            <ContentCopy />
          </IconButton>
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
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!canEdit || atLimit}
          onClick={() => setEditing(newKit(bot!))}
        >
          Add kit
        </Button>
        <Button disabled={!canEdit || atLimit} onClick={() => setSamples(true)}>
          Add Sample Kit
        </Button>
        <Button onClick={() => data.refresh()}>Refresh</Button>
        <Box sx={{ flexGrow: 1 }} />
        <TextField size="small" label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Stack>
      {atLimit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {messages.kitLimitReached}{' '}
          <Link component={RouterLink} to="/patreon">
            See the Patreon tiers
          </Link>
        </Alert>
      )}
      <DataGrid
        rows={rows}
        columns={columns}
        loading={data.loading}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZES.kits } } }}
        pageSizeOptions={[PAGE_SIZES.kits]}
        localeText={{
          noRowsLabel: q ? messages.noMatches : messages.noData,
          noResultsOverlayLabel: messages.noMatches,
        }}
      />
      {editing && (
        <KitEditor
          draft={editing}
          servers={data.servers}
          ranks={data.ranks}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await data.refresh();
          }}
        />
      )}
      {samples && (
        <SampleKitDialog
          botId={bot!.id}
          onClose={() => setSamples(false)}
          onCreated={async () => {
            setSamples(false);
            await data.refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete kit?"
        danger
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        {deleting?.name} will be deleted. Its message in Discord may need to be deleted by hand.
      </ConfirmDialog>
    </Box>
  );
}
