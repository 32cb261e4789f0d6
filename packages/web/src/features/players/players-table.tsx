import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { messages, PAGE_SIZES, type Player } from '@asa/domain';
import { useSession } from '../../lib/session';
import { api, data } from '../../lib/api';
import { useDelete } from '../../lib/use-delete';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { CsvExportButton, CsvImportButton } from '../../components/csv-buttons';
import { useRanks } from '../shop-ranks/use-ranks';
import { playerColumns } from './player-columns';
import { useDebounced } from './use-debounced';
import { usePlayersPage, useRefreshPlayers } from './use-players';

// the form loads when the dialog opens, not with the page
const PlayerDialog = lazy(() => import('./player-dialog').then((m) => ({ default: m.PlayerDialog })));

const CsvImportDialog = lazy(() =>
  import('../../components/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

/** Players grid, paged and searched on the server (search debounced 300 ms). */
export function PlayersTable({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const botId = bot!.id;
  const refresh = useRefreshPlayers(botId);
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES.players });
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    // a new search starts on the first page
    setSearched(search);
    setModel((m) => ({ ...m, page: 0 }));
  }
  const page = usePlayersPage(botId, model.page, model.pageSize, search);
  const ranks = useRanks(botId).data ?? [];
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const del = useDelete<Player>((pl) => api.DELETE('/api/player', { body: { playerId: pl.id } }), refresh);
  const columns = playerColumns({ ranks, canEdit, onEdit: setEditing, onDelete: del.ask });
  return (
    <Box>
      <ListToolbar
        addLabel="Add player"
        addDisabled={!canEdit}
        onAdd={() => setEditing('new')}
        onRefresh={() => refresh()}
        search={input}
        onSearch={setInput}
      >
        <CsvExportButton
          label="Export CSV"
          filename={`players-${botId}.csv`}
          load={() =>
            data(api.GET('/api/player/export/{botId}', { params: { path: { botId } }, parseAs: 'blob' }))
          }
        />
        <CsvImportButton
          dialog={CsvImportDialog}
          kind="players"
          botId={botId}
          disabled={!canEdit}
          onApplied={() => void refresh()}
        />
        <CsvExportButton
          label="Export credit history"
          filename={`credit-history-${botId}.csv`}
          load={() =>
            data(
              api.GET('/api/player/credit-history/export/{botId}', {
                params: { path: { botId }, query: {} },
                parseAs: 'blob',
              }),
            )
          }
        />
      </ListToolbar>
      <DataGrid
        rows={page.data?.items ?? []}
        rowCount={page.data?.total ?? 0}
        columns={columns}
        loading={page.isFetching}
        paginationMode="server"
        filterMode="server"
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[PAGE_SIZES.players]}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        localeText={{
          noRowsLabel: search ? messages.noMatches : messages.noData,
          noResultsOverlayLabel: messages.noMatches,
          // a large instance's total is counted only so far past the page: "more than" then
          paginationDisplayedRows: ({ from, to, count }) =>
            `${from}–${to} of ${page.data?.totalExact === false ? 'more than ' : ''}${count.toLocaleString('en-US')}`,
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <PlayerDialog
            botId={botId}
            player={editing === 'new' ? null : editing}
            ranks={ranks}
            canEdit={canEdit}
            onClose={() => setEditing(null)}
            onSaved={(id) => {
              setEditing(null);
              void refresh(id);
            }}
          />
        </Suspense>
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
