import { Button, IconButton } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { giftLine, type PurchaseView } from '@asa/domain';
import { purchaseKit, purchasePrice, purchaseSource, retryable } from './purchase-format';
import { PurchaseStatusChip } from './purchase-status-chip';
import { formatDateTime } from '../../lib/format';

/** Columns of the Purchases log; sorting is off because paging happens on the server. */
export function purchaseColumns(a: {
  canEdit: boolean;
  onDetails(p: PurchaseView): void;
  onRetry(p: PurchaseView): void;
}): GridColDef<PurchaseView>[] {
  const col = { sortable: false, filterable: false } as const;
  const sorted = { sortable: true, filterable: false } as const;
  return [
    {
      ...sorted,
      field: 'createdAt',
      headerName: 'Date',
      width: 165,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      ...sorted,
      field: 'playerName',
      headerName: 'Player',
      flex: 1,
      minWidth: 110,
      // a gift: "Gift from Dodo to Rex" (the player is the recipient)
      valueGetter: (_v, row) => giftLine(row) || row.playerName,
    },
    {
      ...sorted,
      field: 'kitName',
      headerName: 'Kit',
      flex: 1.5,
      minWidth: 140,
      valueGetter: (_v, row) => purchaseKit(row),
    },
    { ...col, field: 'serverName', headerName: 'Server', flex: 1, minWidth: 110 },
    {
      ...sorted,
      field: 'price',
      headerName: 'Price',
      width: 120,
      // with a coupon: "80 (E2E20)"; the detail dialog says how much it took off
      valueGetter: (_v, row) =>
        row.couponCode ? `${purchasePrice(row)} (${row.couponCode})` : purchasePrice(row),
    },
    {
      ...col,
      field: 'source',
      headerName: 'Source',
      width: 105,
      valueGetter: (_v, row) => purchaseSource(row),
    },
    {
      ...col,
      field: 'status',
      headerName: 'Status',
      width: 160,
      renderCell: ({ row }) => <PurchaseStatusChip purchase={row} />,
    },
    {
      ...col,
      field: 'actions',
      headerName: 'Actions',
      width: 150,
      renderCell: ({ row }) => (
        <>
          <IconButton aria-label={`Details of purchase ${row.id}`} onClick={() => a.onDetails(row)}>
            <InfoOutlined />
          </IconButton>
          {a.canEdit && retryable(row) && (
            <Button size="small" onClick={() => a.onRetry(row)}>
              Retry
            </Button>
          )}
          {a.canEdit && row.status === 'unknown' && (
            <Button size="small" color="secondary" onClick={() => a.onDetails(row)}>
              Decide
            </Button>
          )}
        </>
      ),
    },
  ];
}
