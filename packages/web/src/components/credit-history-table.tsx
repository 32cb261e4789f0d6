import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { messages, type CreditHistoryEntry } from '@asa/domain';
import { formatDateTime } from '../lib/format';

/**
 * Credit changes, newest first: date, amount (+/-), balance after, reason and, for the dashboard, who made
 * the change (the player portal leaves that column out).
 */
export function CreditHistoryTable({
  history,
  showActor = true,
  emptyText = messages.noData,
}: {
  history: CreditHistoryEntry[];
  showActor?: boolean;
  emptyText?: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Credit history">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>Reason</TableCell>
            {showActor && <TableCell>By</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{formatDateTime(h.createdAt)}</TableCell>
              <TableCell align="right" sx={{ color: h.amount < 0 ? 'error.main' : 'success.main' }}>
                {h.amount > 0 ? `+${h.amount}` : h.amount}
              </TableCell>
              <TableCell align="right">{h.balanceAfter}</TableCell>
              <TableCell>{h.reason}</TableCell>
              {showActor && <TableCell>{h.actor}</TableCell>}
            </TableRow>
          ))}
          {history.length === 0 && (
            <TableRow>
              <TableCell colSpan={showActor ? 5 : 4}>{emptyText}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
