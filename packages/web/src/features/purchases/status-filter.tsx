import { Chip, Stack } from '@mui/material';
import type { PurchaseStatus } from '@asa/domain';

const filters: [string, PurchaseStatus | undefined][] = [
  ['All', undefined],
  ['Waiting', 'waiting'],
  ['Needs decision', 'unknown'],
  ['Delivered', 'delivered'],
  ['Failed', 'failed'],
  ['Expired', 'expired'],
  ['Queued', 'queued'],
  ['Delivering', 'delivering'],
];

/** Status filter chips of the Purchases log: All and one per status. */
export function StatusFilter(p: { value?: PurchaseStatus; onChange(v?: PurchaseStatus): void }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label="Status filter"
      sx={{ flexWrap: 'wrap', minWidth: 0 }}
    >
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
