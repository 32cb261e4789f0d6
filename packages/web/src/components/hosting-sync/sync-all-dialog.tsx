import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { Server } from '@asa/domain';
import { useCommonT } from '../../lib/common-texts';
import { useHostingSyncT } from './texts';

/** Sync All: the servers needing a sync, a confirm checkbox and a progress bar over the bulk updates. */
export function SyncAllDialog(p: {
  servers: Server[];
  progress: number | null;
  onSync(): void;
  onClose(): void;
}) {
  const t = useHostingSyncT();
  const c = useCommonT();
  const [confirm, setConfirm] = useState(false);
  const running = p.progress !== null && p.progress < 100;
  return (
    <Dialog
      open
      onClose={running ? undefined : p.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="sync-all-title"
    >
      <DialogTitle id="sync-all-title">{t('syncAll')}</DialogTitle>
      <DialogContent>
        {p.servers.length === 0 ? (
          <Typography>{t('allSynced')}</Typography>
        ) : (
          <List dense>
            {p.servers.map((s) => (
              <ListItem key={s.id}>
                <ListItemText primary={s.name} secondary={`${s.ip}:${s.rconPort}`} />
              </ListItem>
            ))}
          </List>
        )}
        <FormControlLabel
          control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
          label={t('confirmSync')}
        />
        {p.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={p.progress}
            aria-label={t('progress')}
            sx={{ mt: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={running}>
          {p.progress === 100 ? c('close') : c('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!confirm || running || p.servers.length === 0 || p.progress === 100}
          onClick={p.onSync}
        >
          {t('syncAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
