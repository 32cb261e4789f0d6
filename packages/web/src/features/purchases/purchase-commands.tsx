import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CommandStatus, PurchaseCommandView } from '@asa/domain';
import { when } from './purchase-format';

const labels: Record<CommandStatus, string> = {
  pending: 'Not sent yet',
  sending: 'Sending',
  ok: 'OK',
  error: 'Error',
  unknown: 'May have run',
};
const colors: Record<CommandStatus, 'default' | 'info' | 'success' | 'error' | 'secondary'> = {
  pending: 'default',
  sending: 'info',
  ok: 'success',
  error: 'error',
  unknown: 'secondary',
};

/** Per-command progress of a purchase, in sending order: status, the game server's answer and the times. */
export function PurchaseCommands({ commands }: { commands: PurchaseCommandView[] }) {
  return (
    <Table size="small" aria-label="Commands">
      <TableHead>
        <TableRow>
          <TableCell>Command</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Server response</TableCell>
          <TableCell>Sent</TableCell>
          <TableCell>Answered</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {commands.map((c, i) => (
          <TableRow key={i} data-testid="purchase-command">
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{c.command}</TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={colors[c.status]} label={labels[c.status]} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{c.response}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.sentAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.answeredAt)}</TableCell>
          </TableRow>
        ))}
        {commands.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>This purchase has no commands.</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
