import { useEffect, useState } from 'react';
import { Box, Chip, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import Cancel from '@mui/icons-material/Cancel';
import { messages, PAGE_SIZES, type Player } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useDelete } from '../../lib/use-delete';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { RowActions } from '../../components/row-actions';
import { rankName } from '../../components/refs';
import { PlayerDialog } from './player-dialog';
import { usePlayersPage, useRanks, useRefreshPlayers } from './use-players';

function PlayersTable({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const refresh = useRefreshPlayers();
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES.players });
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(input.trim());
      setModel((m) => ({ ...m, page: 0 }));
    }, 300);
    return () => clearTimeout(t);
  }, [input]);
  const page = usePlayersPage(bot!.id, model.page, model.pageSize, search);
  const ranks = useRanks(bot!.id).data ?? [];
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const del = useDelete<Player>(
    '/api/player',
    (pl) => ({ playerId: pl.id }),
    () => refresh(),
  );

  const columns: GridColDef<Player>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, sortable: false },
    { field: 'credits', headerName: 'Credits', width: 100, sortable: false },
    { field: 'totalCreditsEarned', headerName: 'Total Credits Earned', width: 170, sortable: false },
    {
      field: 'discord',
      headerName: 'Discord',
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) =>
        row.discordName ? (
          `${row.discordName} (${row.discordId})`
        ) : (
          <Tooltip title="No Discord name">
            <Cancel color="disabled" aria-label="No Discord name" />
          </Tooltip>
        ),
    },
    {
      field: 'roles',
      headerName: 'Shop Ranks',
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) =>
        row.roles.map((id) => <Chip key={id} size="small" label={rankName(id, ranks)} sx={{ mr: 0.5 }} />),
    },
    {
      field: 'bought',
      headerName: '# Bought',
      width: 90,
      sortable: false,
      valueGetter: (_v, row) => row.boughtKits.length,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
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
        addLabel="Add player"
        addDisabled={!canEdit}
        onAdd={() => setEditing('new')}
        onRefresh={() => refresh()}
        search={input}
        onSearch={setInput}
      ></ListToolbar>
      <DataGrid
        rows={page.data?.items ?? []}
        rowCount={page.data?.total ?? 0}
        columns={columns}
        loading={page.isFetching}
        paginationMode="server"
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[PAGE_SIZES.players]}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        localeText={{
          noRowsLabel: search ? messages.noMatches : messages.noData,
          noResultsOverlayLabel: messages.noMatches,
        }}
      />
      {editing && (
        <PlayerDialog
          botId={bot!.id}
          player={editing === 'new' ? null : editing}
          ranks={ranks}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!del.target}
        title="Delete player?"
        danger
        confirmLabel="Delete"
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {del.target?.name} and their credit history will be deleted.
      </ConfirmDialog>
    </Box>
  );
}

export default function PlayersPage() {
  return (
    <BotPage
      title="Players"
      subtitle="Credits, shop ranks and history of your players"
      view="Players_View"
      edit="Players_Edit"
    >
      {(canEdit) => <PlayersTable canEdit={canEdit} />}
    </BotPage>
  );
}
