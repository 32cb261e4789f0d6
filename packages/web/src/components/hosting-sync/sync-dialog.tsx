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
import type { HostingService, Server, SyncRow } from '@asa/domain';

/**
 * Sync one server: comparison of Host/IP, RCON Port and RCON Password, each marked Differs or Same (from the
 * server's comparison), and a Confirm Sync checkbox. Passwords are never shown: only whether they differ.
 */
export function SyncDialog(p: {
  server: Server;
  service: HostingService;
  differences: SyncRow['differences'];
  busy: boolean;
  onSync(): void;
  onClose(): void;
}) {
  const [confirm, setConfirm] = useState(false);
  const hidden = 'hidden';
  const rows: [string, string, string, boolean][] = [
    ['Host/IP', p.server.ip, p.service.ip, p.differences.includes('ip')],
    ['RCON Port', String(p.server.rconPort), String(p.service.rconPort), p.differences.includes('rconPort')],
    [
      'RCON Password',
      hidden,
      p.service.adminPassword ? hidden : 'unknown',
      p.differences.includes('rconPassword'),
    ],
  ];
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="sync-title">
      <DialogTitle id="sync-title">Sync {p.server.name}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Comparison">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Bot server</TableCell>
              <TableCell>{p.service.name}</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, a, b, differs]) => (
              <TableRow key={label} data-testid={`sync-field-${label}`}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{a}</TableCell>
                <TableCell sx={{ fontWeight: differs ? 'bold' : undefined }}>{b}</TableCell>
                <TableCell sx={{ fontWeight: differs ? 'bold' : undefined }}>
                  {differs ? 'Differs' : 'Same'}
                </TableCell>
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
