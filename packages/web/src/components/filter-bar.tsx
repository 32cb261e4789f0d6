import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DateField } from './form/date-field';

/** A list's row of filters (Players, Purchases, Credit History): one labelled group that wraps on narrow screens. */
export function FilterBar(p: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={p.label}
      sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {p.children}
    </Stack>
  );
}

/** A whole-day filter: the date field, its value YYYY-MM-DD as the URL keeps it ('' = none). */
export function DayFilter(p: { label: string; value: string | undefined; onChange(day: string): void }) {
  return <DateField size="small" label={p.label} value={p.value} onChange={p.onChange} />;
}
