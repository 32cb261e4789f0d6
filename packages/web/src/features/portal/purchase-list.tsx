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
import { formatCredits } from '../../lib/format';

const colors = {
  delivered: 'success',
  waiting: 'warning',
  queued: 'info',
  delivering: 'info',
  unknown: 'secondary',
  failed: 'error',
  expired: 'error',
} as const;

/**
 * On phones (under 600 px) each row is a card: the cells stack, each after its column's name (`data-label`),
 * so the status and its reason show without scrolling sideways (issue 38).
 */
const stacked = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& table, & tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: 0.5,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& td': { display: 'flex', gap: 1.5, border: 0, p: 0, textAlign: 'left' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 84px',
      color: 'text.secondary',
      fontSize: 13,
    },
    '& td > div': { minWidth: 0 },
  },
} as const;

/** "My orders": the player's own purchases, newest first, each with its status and why it waits or failed. */
export function PurchaseList({ purchases }: { purchases: PurchaseView[] }) {
  const t = usePortalT();
  return (
    <TableContainer sx={stacked}>
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
                <TableCell data-label={t('orders.date')}>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell data-label={t('orders.kit')}>
                  <div>
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
                  </div>
                </TableCell>
                <TableCell data-label={t('orders.server')}>{p.serverName}</TableCell>
                <TableCell align="right" data-label={t('orders.paid')}>
                  {p.usedVoucher
                    ? t('orders.voucher')
                    : t('orders.credits', { price: formatCredits(p.price) })}
                </TableCell>
                <TableCell data-label={t('orders.status')}>
                  <div>
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
                  </div>
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
