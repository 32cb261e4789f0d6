import { Alert, Typography } from '@mui/material';
import type { PurchaseResolution, PurchaseView } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paidPhrase, resolutionLabels } from './purchase-format';

const consequence = (a: PurchaseResolution, p: PurchaseView) => {
  switch (a) {
    case 'send-again':
      return `The commands whose answer never came are sent to ${p.serverName} again. If they already ran, ${p.playerName} gets those items twice.`;
    case 'mark-delivered':
      return `The purchase counts as delivered and ${p.playerName} keeps what they paid. Any command that was never sent is sent now. Choose this when you checked in game that the items arrived.`;
    case 'refund':
      return `${p.playerName} gets back ${paidPhrase(p)} and the purchase is marked failed. If the commands already ran, the player keeps the items as well.`;
  }
};

/** Confirms the owner's decision on an `unknown` purchase, saying that the command may already have run. */
export function ResolveDialog(p: {
  purchase: PurchaseView;
  action: PurchaseResolution;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open
      title={`${resolutionLabels[p.action]}: purchase #${p.purchase.id}`}
      confirmLabel={resolutionLabels[p.action]}
      danger={p.action !== 'mark-delivered'}
      disabled={p.busy}
      onClose={p.onClose}
      onConfirm={p.onConfirm}
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        The game server never answered a command of this purchase: it may already have run.
      </Alert>
      <Typography>{consequence(p.action, p.purchase)}</Typography>
    </ConfirmDialog>
  );
}
