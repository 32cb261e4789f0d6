import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { messages, type CreditHistoryEntry } from '@asa/domain';

/** The credit changes: date, amount (+/-), balance after, reason, actor. */
export function CreditTable({ history }: { history: CreditHistoryEntry[] }) {
  return (
    <Table size="small" aria-label="Credit history">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell>Reason</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((h) => (
          <TableRow key={h.id}>
            <TableCell>{new Date(h.createdAt).toLocaleString()}</TableCell>
            <TableCell align="right" sx={{ color: h.amount < 0 ? 'error.main' : 'success.main' }}>
              {h.amount > 0 ? `+${h.amount}` : h.amount}
            </TableCell>
            <TableCell align="right">{h.balanceAfter}</TableCell>
            <TableCell>{h.reason}</TableCell>
            <TableCell>{h.actor}</TableCell>
          </TableRow>
        ))}
        {history.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>{messages.noData}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
