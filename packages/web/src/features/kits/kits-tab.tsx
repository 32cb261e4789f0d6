import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Avatar, Box, Button, IconButton, Link } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { countItems, messages, PAGE_SIZES, type Kit } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useDelete } from '../../lib/use-delete';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { RowActions } from '../../components/row-actions';
import { channelName, rankName, roleName } from '../../components/refs';
import { duplicateKit, KitEditor, newKit, type KitDraft } from './kit-editor';
import { SampleKitDialog } from './sample-kit-dialog';
import { useKitData } from './use-kits';

export function KitsTab({ canEdit }: { canEdit: boolean }) {
  const { bot, limits, channels, roles } = useSession();
  const data = useKitData(bot!.id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<KitDraft | null>(null);
  const [samples, setSamples] = useState(false);
  const del = useDelete<Kit>(
    '/api/kit',
    (k) => ({ kitId: k.id }),
    () => data.refresh(),
  );
  const ks = bot!.kitSettings;
  const atLimit = !!limits && data.kits.length >= limits.numKits;
  const q = search.trim().toLowerCase();
  const rows = q
    ? data.kits.filter((k) => k.name.toLowerCase().includes(q) || k.description.toLowerCase().includes(q))
    : data.kits;

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
          <RowActions
            name={row.name}
            canEdit={canEdit}
            onEdit={() => setEditing(row)}
            onDelete={() => del.ask(row)}
          />
        </>
      ),
    },
  ];
  return (
    <Box>
      <ListToolbar
        addLabel="Add kit"
        addDisabled={!canEdit || atLimit}
        onAdd={() => setEditing(newKit(bot!))}
        onRefresh={() => data.refresh()}
        search={search}
        onSearch={setSearch}
      >
        <Button disabled={!canEdit || atLimit} onClick={() => setSamples(true)}>
          Add Sample Kit
        </Button>
      </ListToolbar>
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
        open={!!del.target}
        title="Delete kit?"
        danger
        confirmLabel="Delete"
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {del.target?.name} will be deleted. Its message in Discord may need to be deleted by hand.
      </ConfirmDialog>
    </Box>
  );
}
