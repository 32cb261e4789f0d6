import { Chip, Stack } from '@mui/material';
import type { PurchaseStatus } from '@asa/domain';

const filters: [string, PurchaseStatus | undefined][] = [
  ['All', undefined],
  ['Delivered', 'delivered'],
  ['Failed', 'failed'],
];

/** Status filter chips of the Purchases log: All / Delivered / Failed. */
export function StatusFilter(p: { value?: PurchaseStatus; onChange(v?: PurchaseStatus): void }) {
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Status filter">
      {filters.map(([label, v]) => (
        <Chip
          key={label}
          label={label}
          clickable
          aria-pressed={p.value === v}
          color={p.value === v ? 'primary' : 'default'}
          variant={p.value === v ? 'filled' : 'outlined'}
          onClick={() => p.onChange(v)}
        />
      ))}
    </Stack>
  );
}
