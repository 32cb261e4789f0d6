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
import { useCommonT } from '../../lib/common-texts';
import { useHostingSyncT } from './texts';

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
  const t = useHostingSyncT();
  const c = useCommonT();
  const [confirm, setConfirm] = useState(false);
  const hidden = t('hidden');
  // [test id (the English name), label, bot server, service, differs]
  const rows: [string, string, string, string, boolean][] = [
    ['Host/IP', t('field.ip'), p.server.ip, p.service.ip, p.differences.includes('ip')],
    [
      'RCON Port',
      t('field.rconPort'),
      String(p.server.rconPort),
      String(p.service.rconPort),
      p.differences.includes('rconPort'),
    ],
    [
      'RCON Password',
      t('field.rconPassword'),
      hidden,
      p.service.adminPassword ? hidden : t('unknown'),
      p.differences.includes('rconPassword'),
    ],
  ];
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="sync-title">
      <DialogTitle id="sync-title">{t('syncItem', { name: p.server.name })}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t('comparison')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('field')}</TableCell>
              <TableCell>{t('botServer')}</TableCell>
              <TableCell>{p.service.name}</TableCell>
              <TableCell>{t('col.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([id, label, a, b, differs]) => (
              <TableRow key={id} data-testid={`sync-field-${id}`}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{a}</TableCell>
                <TableCell sx={{ fontWeight: differs ? 'bold' : undefined }}>{b}</TableCell>
                <TableCell sx={{ fontWeight: differs ? 'bold' : undefined }}>
                  {differs ? t('differs') : t('same')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <FormControlLabel
          control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
          label={t('confirmSync')}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{c('cancel')}</Button>
        <Button variant="contained" disabled={!confirm || p.busy} onClick={p.onSync}>
          {t('sync')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
