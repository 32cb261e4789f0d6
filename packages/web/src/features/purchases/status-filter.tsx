import { Chip, Stack } from '@mui/material';
import type { PurchaseStatus } from '@asa/domain';
import { formatNumber } from '../../lib/format';
import { usePurchasesT } from './texts';

const filters: (PurchaseStatus | undefined)[] = [
  undefined,
  'waiting',
  'unknown',
  'delivered',
  'failed',
  'expired',
  'queued',
  'delivering',
];

/** Status filter chips of the Purchases log: All and one per status, each with its count under the other filters. */
export function StatusFilter(p: {
  value?: PurchaseStatus;
  counts?: Record<string, number>;
  onChange(v?: PurchaseStatus): void;
}) {
  const t = usePurchasesT();
  const all = Object.values(p.counts ?? {}).reduce((a, b) => a + b, 0);
  const label = (v?: PurchaseStatus) => {
    const name = v ? t(`status.${v}`) : t('filter.all');
    // before the counts arrive each chip holds "…" in their place, so the row keeps its width and does not
    // wrap anew (and push the list down) when they come (design check: layout shift <= 0.1)
    const count = p.counts ? formatNumber(v ? (p.counts[v] ?? 0) : all) : '…';
    return t('filter.count', { label: name, count });
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('filter.status')}
      // phones: one row that scrolls sideways (its height does not change when the counts arrive: no shift)
      sx={{
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        minWidth: 0,
        maxWidth: '100%',
        pb: { xs: 0.5, sm: 0 },
        '& .MuiChip-root': { flexShrink: 0 },
      }}
    >
      {filters.map((v) => (
        <Chip
          key={v ?? 'all'}
          label={label(v)}
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
