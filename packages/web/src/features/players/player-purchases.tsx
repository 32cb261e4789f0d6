import { useState } from 'react';
import {
  CircularProgress,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { messages, type PurchaseView } from '@asa/domain';
import { usePurchasesPage } from '../purchases/use-purchases';
import { PurchaseDetailDialog } from '../purchases/purchase-detail-dialog';
import { PurchaseStatusChip } from '../purchases/purchase-status-chip';
import { purchaseKit, purchasePrice } from '../purchases/purchase-format';
import { formatDateTime } from '../../lib/format';

const LAST = 10;

/** The player's last purchases (newest first) with the delivery state; a row opens the purchase detail. */
export function PlayerPurchases(p: { botId: number; playerId: number; canEdit: boolean }) {
  const q = usePurchasesPage(p.botId, { page: 0, pageSize: LAST, playerId: p.playerId });
  const [open, setOpen] = useState<PurchaseView | null>(null);
  if (q.isLoading) return <CircularProgress size={24} aria-label="Loading purchases" />;
  const rows = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  return (
    <>
      <Table size="small" aria-label="Player purchases">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kit</TableCell>
            <TableCell>Server</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{formatDateTime(r.createdAt)}</TableCell>
              <TableCell>{purchaseKit(r)}</TableCell>
              <TableCell>{r.serverName}</TableCell>
              <TableCell align="right">{purchasePrice(r)}</TableCell>
              <TableCell>
                <PurchaseStatusChip purchase={r} />
              </TableCell>
              <TableCell align="right">
                <IconButton aria-label={`Details of purchase ${r.id}`} onClick={() => setOpen(r)}>
                  <InfoOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{q.isError ? q.error.message : messages.noData}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The last {rows.length} of {total} purchases; the Purchases page lists all of them.
        </Typography>
      )}
      {open && (
        <PurchaseDetailDialog
          key={open.id}
          botId={p.botId}
          purchase={open}
          canEdit={p.canEdit}
          onChanged={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
