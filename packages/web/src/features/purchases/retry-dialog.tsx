import { useState } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { PurchaseView } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paidPhrase } from './purchase-format';
import { usePurchasesT } from './texts';

/**
 * Confirms an owner retry of a failed or expired purchase: what it charges again, and the explicit
 * override that keeps the retry out of the kit's buy limit (off unless the owner ticks it).
 */
export function RetryDialog(p: {
  purchase: PurchaseView;
  busy: boolean;
  onConfirm(ignoreBuyLimit: boolean): void;
  onClose(): void;
}) {
  const t = usePurchasesT();
  const [ignore, setIgnore] = useState(false);
  const pu = p.purchase;
  return (
    <ConfirmDialog
      open
      title={t('retry.title', { id: pu.id })}
      confirmLabel={t('retry.confirm')}
      disabled={p.busy}
      onClose={p.onClose}
      onConfirm={() => p.onConfirm(ignore)}
    >
      <Typography sx={{ mb: 1 }}>
        {pu.refunded ? t('retry.chargesAgain', { player: pu.playerName, paid: paidPhrase(t, pu) }) : ''}
        {t('retry.text', { server: pu.serverName })}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={ignore} onChange={(e) => setIgnore(e.target.checked)} />}
        label={t('retry.ignoreLimit')}
      />
      <Typography variant="caption" color="text.secondary" component="div">
        {t('retry.ignoreHelp')}
      </Typography>
    </ConfirmDialog>
  );
}
