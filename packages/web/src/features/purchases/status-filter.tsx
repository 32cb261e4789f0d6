import { Chip, Stack } from '@mui/material';
import type { PurchaseStatus } from '@asa/domain';
import { formatNumber } from '../../lib/format';

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

/** Status filter chips of the Purchases log: All and one per status, each with its count under the other filters. */
export function StatusFilter(p: {
  value?: PurchaseStatus;
  counts?: Record<string, number>;
  onChange(v?: PurchaseStatus): void;
}) {
  const all = Object.values(p.counts ?? {}).reduce((a, b) => a + b, 0);
  const count = (v?: PurchaseStatus) => (p.counts ? ` (${formatNumber(v ? (p.counts[v] ?? 0) : all)})` : '');
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
          label={`${label}${count(v)}`}
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
