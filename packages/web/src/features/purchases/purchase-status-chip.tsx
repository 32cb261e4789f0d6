import { Chip } from '@mui/material';
import type { PurchaseView } from '@asa/domain';

/** Label of a purchase's state: Delivered, Failed (refunded), Failed or Pending. */
export function purchaseStatusLabel(p: Pick<PurchaseView, 'status' | 'refunded'>) {
  if (p.status === 'delivered') return 'Delivered';
  if (p.status === 'failed') return p.refunded ? 'Failed (refunded)' : 'Failed';
  return 'Pending';
}

const colors = { delivered: 'success', failed: 'error', pending: 'warning' } as const;

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
