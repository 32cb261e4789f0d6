import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { purchaseStatusLabel, type PurchaseView } from '@asa/domain';

const colors = {
  delivered: 'success',
  waiting: 'warning',
  queued: 'info',
  delivering: 'info',
  unknown: 'secondary',
  failed: 'error',
  expired: 'error',
} as const;

/** The purchase's status, with why it waits or failed as a tooltip. */
export function PurchaseStatusChip({ p }: { p: PurchaseView }) {
  const chip = <Chip size="small" color={colors[p.status]} label={purchaseStatusLabel(p)} />;
  const why = p.status === 'waiting' ? p.waitingReason : p.status === 'delivered' ? '' : p.error;
  return why ? (
    <Tooltip title={why}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

/** The player's own purchases, newest first. */
export function PurchaseList({ purchases }: { purchases: PurchaseView[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Your purchases">
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
          {purchases.map((p) => (
            <TableRow key={p.id} data-testid="purchase-row">
              <TableCell>{new Date(p.createdAt).toLocaleString()}</TableCell>
              <TableCell>
                {p.kitName}
                {p.itemGroupName && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {p.itemGroupName}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{p.serverName}</TableCell>
              <TableCell align="right">{p.usedVoucher ? 'Voucher' : `${p.price} credits`}</TableCell>
              <TableCell>
                <PurchaseStatusChip p={p} />
              </TableCell>
            </TableRow>
          ))}
          {purchases.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No purchases yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
