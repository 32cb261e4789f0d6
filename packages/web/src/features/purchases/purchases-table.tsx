import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, useMediaQuery } from '@mui/material';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { PurchaseStatus, PurchaseView } from '@asa/domain';
import { DialogLoading } from '../../components/dialog-loading';
import { CsvExportButton } from '../../components/csv-buttons';
import { api, data } from '../../lib/api';
import { useGridLocaleText } from '../../lib/grid-locale';
import { useSession } from '../../lib/session';
import { useUrlQuery } from '../../lib/use-url-query';
import { purchaseColumns } from './purchase-columns';
import { StatusFilter } from './status-filter';
import { PurchaseFilters } from './purchase-filters';
import { purchaseKeys } from './keys';
import { usePurchasesT } from './texts';
import {
  PURCHASES_PAGE_SIZE,
  purchaseQueryNames,
  usePurchasesPage,
  type PurchaseFilters as Filters,
} from './use-purchases';
import { serverGrid } from '../../lib/server-grid';

// the detail dialog (with its command table and the owner actions) loads when a purchase is opened
// the phone's card list loads on phones only (the desktop grid's route stays in its transfer budget)
const PhoneList = lazy(() => import('../../components/phone-list').then((m) => ({ default: m.PhoneList })));

const BulkRefundDialog = lazy(() =>
  import('./bulk-refund-dialog').then((m) => ({ default: m.BulkRefundDialog })),
);
const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

const PurchaseDetailDialog = lazy(() =>
  import('./purchase-detail-dialog').then((m) => ({ default: m.PurchaseDetailDialog })),
);

/**
 * The instance's purchases, newest first, paged, filtered and sorted on the server (filters and sort in the
 * URL: `/purchases?from=2026-11-01&to=2026-11-26&status=failed&kit=3&source=portal`), with the status
 * filter's counts and the owner actions.
 */
export function PurchasesTable({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const t = usePurchasesT();
  const gridText = useGridLocaleText();
  const botId = bot!.id;
  const qc = useQueryClient();
  const phone = useMediaQuery((th) => th.breakpoints.down('sm'), { noSsr: true });
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PURCHASES_PAGE_SIZE });
  const url = useUrlQuery(purchaseQueryNames);
  const status = url.values.status as PurchaseStatus | undefined;
  const change = (patch: Filters) => {
    url.set(patch);
    setModel((m) => ({ ...m, page: 0 }));
  };
  const [open, setOpen] = useState<{ purchase: PurchaseView; retry: boolean; at: number } | null>(null);
  const page = usePurchasesPage(botId, { page: model.page, pageSize: model.pageSize, filters: url.values });
  const sortModel: GridSortModel = url.values.sort
    ? [{ field: url.values.sort, sort: url.values.order === 'asc' ? 'asc' : 'desc' }]
    : [];
  const rows = page.data?.items ?? [];
  // the selection of the page shown (bulk refund); a new page, filter or sort starts without one
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [bulkRefund, setBulkRefund] = useState(false);
  const selected = rows.filter((r) =>
    selection.type === 'include' ? selection.ids.has(r.id) : !selection.ids.has(r.id),
  );
  const columns = purchaseColumns({
    t,
    canEdit,
    onDetails: (p) => setOpen({ purchase: p, retry: false, at: Date.now() }),
    onRetry: (p) => setOpen({ purchase: p, retry: true, at: Date.now() }),
  });
  // the dialog follows the list's refreshes (the queue may deliver while it is open), unless the answer of
  // an action it shows is newer than the list
  const listed =
    open && page.dataUpdatedAt > open.at ? rows.find((r) => r.id === open.purchase.id) : undefined;
  const shown = open && (listed ?? open.purchase);
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusFilter value={status} counts={page.data?.counts} onChange={(v) => change({ status: v })} />
        <Box sx={{ flexGrow: 1 }} />
        {canEdit && !phone && (
          <Button disabled={!selected.length} onClick={() => setBulkRefund(true)}>
            {t('bulkRefund.open', { count: selected.length })}
          </Button>
        )}
        <CsvExportButton
          label={t('exportCsv')}
          filename={`purchases-${botId}${status ? `-${status}` : ''}.csv`}
          load={() =>
            data(
              api.GET('/api/purchase/export/{botId}', {
                params: { path: { botId }, query: { ...url.values } as never },
                parseAs: 'blob',
              }),
            )
          }
        />
        <Button onClick={() => qc.invalidateQueries({ queryKey: purchaseKeys.list(botId) })}>
          {t('refresh')}
        </Button>
      </Stack>
      <PurchaseFilters
        botId={botId}
        value={url.values}
        playerName={rows.find((r) => String(r.playerId) === url.values.playerId)?.playerName}
        onChange={change}
      />
      {page.error && <Alert severity="error">{page.error.message}</Alert>}
      {phone ? (
        <Suspense fallback={null}>
          <PhoneList
            label={t('grid')}
            rows={rows}
            // the lazy component is not generic: the grid's own column type
            columns={columns as never}
            titleField="kitName"
            actionsField="actions"
            rowCount={page.data?.total ?? 0}
            loading={page.isFetching}
            model={model}
            onModel={setModel}
            empty={gridText.noRowsLabel as string}
          />
        </Suspense>
      ) : (
        <DataGrid
          {...serverGrid(t('grid'), page, rows)}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(m) =>
            change(
              m[0]?.sort ? { sort: m[0].field, order: m[0].sort } : { sort: undefined, order: undefined },
            )
          }
          paginationModel={model}
          onPaginationModelChange={(m) => {
            setSelection(noSelection);
            setModel(m);
          }}
          pageSizeOptions={[PURCHASES_PAGE_SIZE]}
          checkboxSelection={canEdit}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          autoHeight
          disableRowSelectionOnClick
          disableColumnFilter
          localeText={gridText}
        />
      )}
      {bulkRefund && (
        <Suspense fallback={<DialogLoading />}>
          <BulkRefundDialog
            botId={botId}
            selected={selected}
            onDone={() => setSelection(noSelection)}
            onClose={() => setBulkRefund(false)}
          />
        </Suspense>
      )}
      {open && shown && (
        <Suspense fallback={<DialogLoading />}>
          <PurchaseDetailDialog
            key={open.purchase.id}
            botId={botId}
            purchase={shown}
            canEdit={canEdit}
            retryFirst={open.retry}
            onChanged={(p) => setOpen({ purchase: p, retry: false, at: Date.now() })}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
