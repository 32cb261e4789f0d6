import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PurchaseView } from '@asa/domain';
import { purchaseKit, purchasePrice, purchaseSource } from './purchase-format';
import { PurchaseStatusChip } from './purchase-status-chip';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/** One purchase: its facts, the delivery error, and each command sent with OK/failed and the server's answer. */
export function PurchaseDetailDialog(p: {
  purchase: PurchaseView;
  canEdit: boolean;
  retrying: boolean;
  onRetry(): void;
  onClose(): void;
}) {
  const pu = p.purchase;
  const facts: [string, string][] = [
    ['Date', when(pu.createdAt)],
    ['Player', pu.playerName],
    ['Kit', purchaseKit(pu)],
    ['Server', pu.serverName],
    ['Price', purchasePrice(pu)],
    ['Source', purchaseSource(pu)],
    ['Delivered', when(pu.deliveredAt)],
  ];
  return (
    <Dialog open onClose={p.onClose} maxWidth="md" fullWidth aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">Purchase #{pu.id}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Purchase">
          <TableBody>
            {facts.map(([k, v]) => (
              <TableRow key={k}>
                <TableCell component="th" scope="row" sx={{ width: 140 }}>
                  {k}
                </TableCell>
                <TableCell>{v}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Status
              </TableCell>
              <TableCell>
                <PurchaseStatusChip purchase={pu} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {pu.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="purchase-error">
            {pu.error}
          </Alert>
        )}
        <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
          Commands
        </Typography>
        <Table size="small" aria-label="Commands">
          <TableHead>
            <TableRow>
              <TableCell>Command</TableCell>
              <TableCell>Result</TableCell>
              <TableCell>Server response</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pu.results.map((r, i) => (
              <TableRow key={i}>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.command}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={r.ok ? 'success' : 'error'}
                    variant="outlined"
                    label={r.ok ? 'OK' : 'Failed'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{r.response}</TableCell>
              </TableRow>
            ))}
            {pu.results.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>No command was sent.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {pu.status === 'failed' && (
          <Button disabled={!p.canEdit || p.retrying} onClick={p.onRetry}>
            Retry
          </Button>
        )}
        <Button onClick={p.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
