import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { MASKED_PASSWORD, type HostingService, type Server } from '@asa/domain';

/** Sync one server: comparison of Host/IP, RCON Port and RCON Password, and a Confirm Sync checkbox. */
export function SyncDialog(p: {
  server: Server;
  service: HostingService;
  busy: boolean;
  onSync(): void;
  onClose(): void;
}) {
  const [confirm, setConfirm] = useState(false);
  const rows: [string, string, string][] = [
    ['Host/IP', p.server.ip, p.service.ip],
    ['RCON Port', String(p.server.rconPort), String(p.service.rconPort)],
    ['RCON Password', MASKED_PASSWORD, p.service.adminPassword ? MASKED_PASSWORD : '(none)'],
  ];
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="sync-title">
      <DialogTitle id="sync-title">Sync {p.server.name}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Comparison">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>Bot server</TableCell>
              <TableCell>{p.service.name}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, a, b]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{a}</TableCell>
                <TableCell sx={{ fontWeight: a !== b ? 'bold' : undefined }}>{b}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FormControlLabel
          control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
          label="Confirm Sync"
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>Cancel</Button>
        <Button variant="contained" disabled={!confirm || p.busy} onClick={p.onSync}>
          Sync
        </Button>
      </DialogActions>
    </Dialog>
  );
}
