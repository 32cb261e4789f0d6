import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import type { HostingService, Server } from '@asa/domain';
import { useCommonT } from '../../lib/common-texts';
import { useHostingSyncT } from './texts';

/** Link an external server to one of the bot's servers; warns when that bot server is linked elsewhere. */
export function LinkDialog(p: {
  service: HostingService;
  servers: Server[];
  linkOf(s: Server): string | number | null;
  busy: boolean;
  onLink(server: Server): void;
  onClose(): void;
}) {
  const t = useHostingSyncT();
  const c = useCommonT();
  const [id, setId] = useState<number | ''>('');
  const server = p.servers.find((s) => s.id === id);
  const current = server ? p.linkOf(server) : null;
  const elsewhere = server && current !== null && String(current) !== String(p.service.id);
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="link-title">
      <DialogTitle id="link-title">{t('linkItem', { name: p.service.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={t('botServer')}
          value={id}
          onChange={(e) => setId(Number(e.target.value))}
          sx={{ mt: 1 }}
        >
          {p.servers.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} ({s.ip}:{s.rconPort})
            </MenuItem>
          ))}
        </TextField>
        {elsewhere && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('linkedElsewhere', { server: server.name, current: String(current) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{c('cancel')}</Button>
        <Button variant="contained" disabled={!server || p.busy} onClick={() => server && p.onLink(server)}>
          {elsewhere ? t('overwriteLink') : t('link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
