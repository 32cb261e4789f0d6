import { Alert, Typography } from '@mui/material';
import type { PurchaseResolution, PurchaseView } from '@asa/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paidPhrase } from './purchase-format';
import { usePurchasesT } from './texts';

/** Confirms the owner's decision on an `unknown` purchase, saying that the command may already have run. */
export function ResolveDialog(p: {
  purchase: PurchaseView;
  action: PurchaseResolution;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = usePurchasesT();
  const action = t(`resolution.${p.action}`);
  const pu = p.purchase;
  return (
    <ConfirmDialog
      open
      title={t('resolve.title', { action, id: pu.id })}
      confirmLabel={action}
      danger={p.action !== 'mark-delivered'}
      disabled={p.busy}
      onClose={p.onClose}
      onConfirm={p.onConfirm}
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('resolve.warning')}
      </Alert>
      <Typography>
        {t(`resolve.${p.action}`, { server: pu.serverName, player: pu.playerName, paid: paidPhrase(t, pu) })}
      </Typography>
    </ConfirmDialog>
  );
}
