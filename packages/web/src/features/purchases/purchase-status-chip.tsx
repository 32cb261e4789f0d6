import { Chip } from '@mui/material';
import { purchaseStatusLabel, type PurchaseStatus, type PurchaseView } from '@asa/domain';

const colors: Record<PurchaseStatus, 'success' | 'error' | 'warning' | 'info' | 'secondary'> = {
  queued: 'info',
  delivering: 'info',
  waiting: 'warning',
  delivered: 'success',
  failed: 'error',
  expired: 'error',
  unknown: 'secondary',
};

export function PurchaseStatusChip({ purchase }: { purchase: Pick<PurchaseView, 'status' | 'refunded'> }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[purchase.status]}
      label={purchaseStatusLabel(purchase)}
    />
  );
}
