import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, useMediaQuery } from '@mui/material';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES, type Player } from '@asa/domain';
import { useSession } from '../../lib/session';
import { api, data } from '../../lib/api';
import { useDelete } from '../../lib/use-delete';
import { formatNumber } from '../../lib/format';
import { useUrlQuery } from '../../lib/use-url-query';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeleteSelected } from '../../components/delete-selected';
import { ListToolbar } from '../../components/list-toolbar';
import { CsvImport, useCsvDownload } from '../../components/csv-buttons';
import { useRanks } from '../shop-ranks/use-ranks';
import { playerColumns } from './player-columns';
import { PlayerFilters } from './player-filters';
import { apiQuery, fieldOfSort, playerQueryNames, sortFields, type PlayerQuery } from './player-query';
import { useDebounced } from '../../lib/use-debounced';
import { usePlayersPage, useRefreshPlayers } from './use-players';
import { usePlayersT } from './texts';
import { useCommonT } from '../../lib/common-texts';
import { useSpecMessages } from '../../lib/spec-messages';
import { useGridLocaleText } from '../../lib/grid-locale';
import { serverGrid } from '../../lib/server-grid';

// the forms load when their dialog opens, not with the page
// the phone's card list loads on phones only (the desktop grid's route stays in its transfer budget)
const PhoneList = lazy(() => import('../../components/phone-list').then((m) => ({ default: m.PhoneList })));

const PlayerDialog = lazy(() => import('./player-dialog').then((m) => ({ default: m.PlayerDialog })));
const BulkCreditDialog = lazy(() =>
  import('./bulk-credit-dialog').then((m) => ({ default: m.BulkCreditDialog })),
);

const CsvImportDialog = lazy(() =>
  import('../../components/csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * Players grid, paged, searched, filtered and sorted on the server; the search (debounced 300 ms), filters
 * and sort live in the URL (`/players?sort=credits&order=desc&rank=3`), so a view can be shared. Editors
 * select players for a bulk credit change or delete.
 */
export function PlayersTable({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const botId = bot!.id;
  const t = usePlayersT();
  const c = useCommonT();
  const m = useSpecMessages();
  const gridText = useGridLocaleText();
  const refresh = useRefreshPlayers(botId);
  const url = useUrlQuery(playerQueryNames);
  const phone = useMediaQuery((th) => th.breakpoints.down('sm'), { noSsr: true });
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES.players });
  const [input, setInput] = useState(url.values.q ?? '');
  const search = useDebounced(input.trim(), 300);
  const query: PlayerQuery = { ...url.values, q: search || undefined };
  const change = (patch: PlayerQuery) => {
    // a new search, filter or sort starts on the first page
    url.set(patch);
    setModel((m) => ({ ...m, page: 0 }));
  };
  const urlSearch = url.values.q ?? '';
  useEffect(() => {
    if (urlSearch !== search) change({ q: search });
    // only a new search text moves the URL (the URL's own changes come in through `url.values`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const page = usePlayersPage(botId, model.page, model.pageSize, query);
  const ranks = useRanks(botId).data ?? [];
  const [editing, setEditing] = useState<Player | 'new' | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [bulk, setBulk] = useState(false);
  const [importing, setImporting] = useState(false);
  const csv = useCsvDownload();
  const rows = page.data?.items ?? [];
  const selected =
    selection.type === 'include'
      ? [...selection.ids].map(Number)
      : rows.map((r) => r.id).filter((id) => !selection.ids.has(id));
  const del = useDelete<Player>((pl) => api.DELETE('/api/player', { body: { playerId: pl.id } }), refresh);
  const columns = playerColumns({ t, ranks, canEdit, onEdit: setEditing, onDelete: del.ask });
  const sortField = fieldOfSort(url.values.sort);
  const sortModel: GridSortModel = sortField
    ? [
        {
          field: sortField,
          sort: url.values.order === 'asc' || (!url.values.order && sortField === 'name') ? 'asc' : 'desc',
        },
      ]
    : [];
  const onSort = (m: GridSortModel) => {
    const s = m[0];
    change(
      s?.sort
        ? { sort: sortFields[s.field as keyof typeof sortFields], order: s.sort }
        : { sort: undefined, order: undefined },
    );
  };
  return (
    <Box>
      <ListToolbar
        addLabel={t('add')}
        addDisabled={!canEdit}
        onAdd={() => setEditing('new')}
        onRefresh={() => refresh()}
        search={input}
        onSearch={setInput}
        more={[
          {
            label: t('exportCsv'),
            onClick: () =>
              void csv.download(`players-${botId}.csv`, () =>
                data(
                  api.GET('/api/player/export/{botId}', {
                    params: { path: { botId }, query: apiQuery(query) },
                    parseAs: 'blob',
                  }),
                ),
              ),
          },
          { label: c('csv.import'), onClick: () => setImporting(true), disabled: !canEdit },
          {
            label: t('exportHistory'),
            onClick: () =>
              void csv.download(`credit-history-${botId}.csv`, () =>
                data(
                  api.GET('/api/player/credit-history/export/{botId}', {
                    params: { path: { botId }, query: {} },
                    parseAs: 'blob',
                  }),
                ),
              ),
          },
        ]}
      >
        <Button disabled={!canEdit} onClick={() => setBulk(true)}>
          {t('grantTake')}
        </Button>
        {canEdit && (
          <DeleteSelected
            kind="players"
            ids={selected}
            remove={(playerIds) => data(api.DELETE('/api/player/many', { body: { botId, playerIds } }))}
            onDone={() => {
              setSelection(noSelection);
              void refresh();
            }}
          />
        )}
      </ListToolbar>
      {importing && (
        <CsvImport
          dialog={CsvImportDialog}
          kind="players"
          botId={botId}
          onApplied={() => void refresh()}
          onClose={() => setImporting(false)}
        />
      )}
      <PlayerFilters value={url.values} ranks={ranks} onChange={change} />
      {/* a bad value in the URL (a link typed by hand) is the server's 400: its message says which */}
      {page.error && <Alert severity="error">{page.error.message}</Alert>}
      {phone ? (
        <Suspense fallback={null}>
          <PhoneList
            label={t('grid')}
            rows={rows}
            // the lazy component is not generic: the grid's own column type
            columns={columns as never}
            titleField="name"
            actionsField="actions"
            rowCount={page.data?.total ?? 0}
            loading={page.isFetching}
            model={model}
            onModel={setModel}
            empty={search ? m('noMatches') : m('noData')}
          />
        </Suspense>
      ) : (
        <DataGrid
          {...serverGrid(t('grid'), page, rows)}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={onSort}
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[PAGE_SIZES.players]}
          checkboxSelection={canEdit}
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          autoHeight
          disableRowSelectionOnClick
          disableColumnFilter
          localeText={{
            ...gridText,
            noRowsLabel: search ? m('noMatches') : m('noData'),
            noResultsOverlayLabel: m('noMatches'),
            // a large instance's total is counted only so far past the page: "more than" then
            paginationDisplayedRows: ({ from, to, count }) =>
              t('rowsShown', {
                from: formatNumber(from),
                to: formatNumber(to),
                count: formatNumber(count),
                more: page.data?.totalExact === false,
              }),
          }}
        />
      )}
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
      {bulk && (
        <Suspense fallback={null}>
          <BulkCreditDialog
            botId={botId}
            selected={selected}
            ranks={ranks}
            defaultRank={url.values.rank}
            onClose={() => setBulk(false)}
            onDone={() => {
              setBulk(false);
              void refresh();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!del.target}
        title={t('deleteTitle')}
        danger
        confirmLabel={c('delete')}
        onClose={del.cancel}
        onConfirm={del.confirm}
      >
        {t('deleteText', { name: del.target?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
