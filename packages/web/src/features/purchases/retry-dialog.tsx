import { useState } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { PurchaseView } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paidPhrase } from './purchase-format';

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
  const [ignore, setIgnore] = useState(false);
  const pu = p.purchase;
  return (
    <ConfirmDialog
      open
      title={`Retry purchase #${pu.id}`}
      confirmLabel="Retry delivery"
      disabled={p.busy}
      onClose={p.onClose}
      onConfirm={() => p.onConfirm(ignore)}
    >
      <Typography sx={{ mb: 1 }}>
        {pu.refunded
          ? `${pu.playerName} got back what they paid, so the retry charges ${paidPhrase(pu)} again. `
          : ''}
        The commands that did not succeed are sent to {pu.serverName}; commands that already ran are not sent
        again.
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={ignore} onChange={(e) => setIgnore(e.target.checked)} />}
        label="Don't count this retry against the kit's buy limit"
      />
      <Typography variant="caption" color="text.secondary" component="div">
        By default a retry counts like a new purchase, so a player cannot get past the limit this way.
      </Typography>
    </ConfirmDialog>
  );
}
