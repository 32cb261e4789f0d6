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
import type { PurchaseView } from '@asa/domain';

/** Delivered / Failed (refunded) / Failed / Pending, with the delivery error as a tooltip. */
export function PurchaseStatusChip({ p }: { p: PurchaseView }) {
  if (p.status === 'delivered') return <Chip size="small" color="success" label="Delivered" />;
  if (p.status === 'pending') return <Chip size="small" color="warning" label="Pending" />;
  const chip = <Chip size="small" color="error" label={p.refunded ? 'Failed (refunded)' : 'Failed'} />;
  return p.error ? (
    <Tooltip title={p.error}>
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
