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
import { giftLine, orderReason, purchaseStatusLabel, type PurchaseView } from '@asa/domain';
import { formatDateTime } from '../../lib/format';

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
  return (
    <TableContainer>
      <Table size="small" aria-label="My orders">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kit</TableCell>
            <TableCell>Server</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((p) => {
            const reason = orderReason(p);
            return (
              <TableRow key={p.id} data-testid="purchase-row">
                <TableCell>{formatDateTime(p.createdAt)}</TableCell>
                <TableCell>
                  {p.kitName}
                  {p.gift && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      data-testid="order-gift"
                    >
                      {giftLine(p)}
                    </Typography>
                  )}
                  {p.itemGroupName && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {p.itemGroupName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{p.serverName}</TableCell>
                <TableCell align="right">{p.usedVoucher ? 'Voucher' : `${p.price} credits`}</TableCell>
                <TableCell>
                  <Chip size="small" color={colors[p.status]} label={purchaseStatusLabel(p)} />
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
              <TableCell colSpan={5}>No orders yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
