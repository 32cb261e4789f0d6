import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { messages, type PurchaseStatus, type PurchaseView } from '@asa/domain';
import { useSession } from '../../lib/session';
import { purchaseColumns } from './purchase-columns';
import { PurchaseDetailDialog } from './purchase-detail-dialog';
import { StatusFilter } from './status-filter';
import { PURCHASES_PAGE_SIZE, purchasesKey, usePurchasesPage, useRetryPurchase } from './use-purchases';

/** The instance's purchases, newest first, paged on the server, with a status filter and retry. */
export function PurchasesTable({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const botId = bot!.id;
  const qc = useQueryClient();
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize: PURCHASES_PAGE_SIZE });
  const [status, setStatus] = useState<PurchaseStatus | undefined>();
  const [open, setOpen] = useState<PurchaseView | null>(null);
  const page = usePurchasesPage(botId, { page: model.page, pageSize: model.pageSize, status });
  const retry = useRetryPurchase(botId, (p) => setOpen((o) => (o?.id === p.id ? p : o)));
  const columns = purchaseColumns({
    canEdit,
    retryingId: retry.isPending ? (retry.variables ?? null) : null,
    onDetails: setOpen,
    onRetry: (p) => retry.mutate(p.id),
  });
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusFilter
          value={status}
          onChange={(v) => {
            setStatus(v);
            setModel((m) => ({ ...m, page: 0 }));
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={() => qc.invalidateQueries({ queryKey: purchasesKey(botId) })}>Refresh</Button>
      </Stack>
      <DataGrid
        aria-label="Purchases"
        rows={page.data?.items ?? []}
        rowCount={page.data?.total ?? 0}
        columns={columns}
        loading={page.isFetching}
        paginationMode="server"
        filterMode="server"
        paginationModel={model}
        onPaginationModelChange={setModel}
        pageSizeOptions={[PURCHASES_PAGE_SIZE]}
        autoHeight
        disableRowSelectionOnClick
        disableColumnFilter
        localeText={{ noRowsLabel: messages.noData, noResultsOverlayLabel: messages.noMatches }}
      />
      {open && (
        <PurchaseDetailDialog
          purchase={open}
          canEdit={canEdit}
          retrying={retry.isPending}
          onRetry={() => retry.mutate(open.id)}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
