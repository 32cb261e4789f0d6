import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { useOverviewT } from './texts';

/** One number of the overview, linking to the filtered list behind it. */
export function StatCard(p: {
  label: string;
  value: ReactNode;
  to?: string;
  hint?: string;
  testId?: string;
}) {
  const t = useOverviewT();
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }} data-testid={p.testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {p.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
          {p.to ? (
            <Link
              component={RouterLink}
              to={p.to}
              underline="hover"
              aria-label={t('stat.link', { label: p.label, value: p.value })}
            >
              {p.value}
            </Link>
          ) : (
            p.value
          )}
        </Typography>
        {p.hint && (
          <Typography variant="caption" color="text.secondary">
            {p.hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
