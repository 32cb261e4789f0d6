import { Chip } from '@mui/material';
import type { PurchaseStatus, PurchaseView } from '@asa/domain';
import { usePurchasesT } from './texts';

const colors: Record<PurchaseStatus, 'success' | 'error' | 'warning' | 'info' | 'secondary'> = {
  queued: 'info',
  delivering: 'info',
  waiting: 'warning',
  delivered: 'success',
  failed: 'error',
  expired: 'error',
  unknown: 'secondary',
};

/** A purchase's state, with "(refunded)" when what was paid went back (as the domain's purchaseStatusLabel). */
export function PurchaseStatusChip({ purchase }: { purchase: Pick<PurchaseView, 'status' | 'refunded'> }) {
  const t = usePurchasesT();
  const label = t(`status.${purchase.status}`);
  const refunded =
    purchase.refunded &&
    (purchase.status === 'failed' || purchase.status === 'expired' || purchase.status === 'delivered');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[purchase.status]}
      label={refunded ? t('status.refunded', { status: label }) : label}
    />
  );
}
