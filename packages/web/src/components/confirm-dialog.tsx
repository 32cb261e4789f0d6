import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

export function ConfirmDialog(p: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  disabled?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useCommonT();
  return (
    <Dialog open={p.open} onClose={p.onClose} maxWidth="sm" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{p.title}</DialogTitle>
      <DialogContent>{p.children}</DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color={p.danger ? 'error' : 'primary'}
          disabled={p.disabled}
          onClick={p.onConfirm}
        >
          {p.confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
