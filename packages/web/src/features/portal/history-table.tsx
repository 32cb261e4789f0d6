import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { CreditHistoryEntry } from '@asa/domain';

/** The player's last credit changes, newest first. */
export function HistoryTable({ history }: { history: CreditHistoryEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Credit history">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>Reason</TableCell>
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
            </TableRow>
          ))}
          {history.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No credit changes yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
