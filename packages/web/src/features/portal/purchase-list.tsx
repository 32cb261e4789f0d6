import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { orderReason, purchaseStatusLabel, type PurchaseView } from '@asa/domain';
import { formatDateTime } from '../../lib/format';
import { giftLine } from './order-outcome';
import { usePortalT } from './texts';

const colors = {
  delivered: 'success',
  waiting: 'warning',
  queued: 'info',
  delivering: 'info',
  unknown: 'secondary',
  failed: 'error',
  expired: 'error',
} as const;

/** "My orders": the player's own purchases, newest first, each with its status and why it waits or failed. */
export function PurchaseList({ purchases }: { purchases: PurchaseView[] }) {
  const t = usePortalT();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('myOrders')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.date')}</TableCell>
            <TableCell>{t('orders.kit')}</TableCell>
            <TableCell>{t('orders.server')}</TableCell>
            <TableCell align="right">{t('orders.paid')}</TableCell>
            <TableCell>{t('orders.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((p) => {
            const reason = orderReason(t, p);
            return (
              <TableRow key={p.id} data-testid="purchase-row">
                <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell>
                  <span data-user-text>{p.kitName}</span>
                  {p.gift && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      data-testid="order-gift"
                    >
                      {giftLine(t, p)}
                    </Typography>
                  )}
                  {p.itemGroupName && (
                    <Typography variant="caption" color="text.secondary" component="div" data-user-text>
                      {p.itemGroupName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{p.serverName}</TableCell>
                <TableCell align="right">
                  {p.usedVoucher ? t('orders.voucher') : t('orders.credits', { price: p.price })}
                </TableCell>
                <TableCell>
                  <Chip size="small" color={colors[p.status]} label={purchaseStatusLabel(t, p)} />
                  {reason && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      data-testid="order-reason"
                      sx={{ mt: 0.5, maxWidth: 320 }}
                    >
                      {reason}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {purchases.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('orders.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
