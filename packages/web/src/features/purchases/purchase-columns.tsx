import { Button, IconButton } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { giftLine, type PurchaseView } from '@asa/domain';
import { purchaseKit, purchasePrice, purchaseSource, retryable } from './purchase-format';
import { PurchaseStatusChip } from './purchase-status-chip';
import type { PurchasesT } from './texts';
import { formatDateTime } from '../../lib/format';

/** Columns of the Purchases log; sorting is off because paging happens on the server. */
export function purchaseColumns(a: {
  t: PurchasesT;
  canEdit: boolean;
  onDetails(p: PurchaseView): void;
  onRetry(p: PurchaseView): void;
}): GridColDef<PurchaseView>[] {
  const col = { sortable: false, filterable: false } as const;
  const sorted = { sortable: true, filterable: false } as const;
  const t = a.t;
  return [
    {
      ...sorted,
      field: 'createdAt',
      headerName: t('col.date'),
      // the fixed widths and minimums add up to 990 px, and the owner's checkbox column 50: the whole Actions
      // column shows at 1366 px (e2e/tests/finish.e2e.ts)
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      ...sorted,
      field: 'playerName',
      headerName: t('col.player'),
      flex: 1,
      minWidth: 90,
      // a gift: "Gift from Dodo to Rex" (the player is the recipient)
      valueGetter: (_v, row) => giftLine(row) || row.playerName,
      // a name a player chose: not a text of ours (the German browser test skips it)
      renderCell: ({ row, value }) => (row.gift ? value : <span data-user-text>{value}</span>),
    },
    {
      ...sorted,
      field: 'kitName',
      headerName: t('col.kit'),
      flex: 1.5,
      minWidth: 100,
      valueGetter: (_v, row) => purchaseKit(row),
      // the owner's kit and item-group names
      renderCell: ({ value }) => <span data-user-text>{value}</span>,
    },
    { ...col, field: 'serverName', headerName: t('col.server'), flex: 1, minWidth: 90 },
    {
      ...sorted,
      field: 'price',
      headerName: t('col.price'),
      width: 100,
      // with a coupon: "80 (E2E20)"; the detail dialog says how much it took off
      valueGetter: (_v, row) => {
        const price = purchasePrice(row, t('voucher'));
        return row.couponCode ? t('priceWithCoupon', { price, code: row.couponCode }) : price;
      },
    },
    {
      ...col,
      field: 'source',
      headerName: t('col.source'),
      width: 95,
      valueGetter: (_v, row) => purchaseSource(t, row),
    },
    {
      ...col,
      field: 'status',
      headerName: t('col.status'),
      // "Fehlgeschlagen (erstattet)" fits (a 186 px chip, with the cell's padding)
      width: 215,
      renderCell: ({ row }) => <PurchaseStatusChip purchase={row} />,
    },
    {
      ...col,
      field: 'actions',
      headerName: t('col.actions'),
      width: 150,
      renderCell: ({ row }) => (
        <>
          <IconButton aria-label={t('details', { id: row.id })} onClick={() => a.onDetails(row)}>
            <InfoOutlined />
          </IconButton>
          {a.canEdit && retryable(row) && (
            <Button size="small" onClick={() => a.onRetry(row)}>
              {t('retry')}
            </Button>
          )}
          {a.canEdit && row.status === 'unknown' && (
            <Button size="small" color="secondary" onClick={() => a.onDetails(row)}>
              {t('decide')}
            </Button>
          )}
        </>
      ),
    },
  ];
}
