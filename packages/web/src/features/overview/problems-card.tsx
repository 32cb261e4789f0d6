import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import type { Overview } from '@asa/domain';
import { formatNumber } from '../../lib/format';
import type { OverviewRangeParams } from './keys';
import { links } from './overview-links';
import { useOverviewT } from './texts';

/**
 * Problems first (issue 38): when purchases of the range wait, failed or need a decision, an alert at the top
 * of the Overview names each count with a button to the Purchases list filtered to it.
 */
export function ProblemsCard({ o, range }: { o: Overview; range: OverviewRangeParams }) {
  const t = useOverviewT();
  const d = o.deliveries;
  const problems = (
    [
      ['unknown', d.needsDecision],
      ['failed', d.failed],
      ['waiting', d.waiting],
    ] as const
  ).filter(([, n]) => n > 0);
  if (problems.length === 0) return null;
  return (
    <Alert
      severity={d.needsDecision > 0 || d.failed > 0 ? 'error' : 'warning'}
      variant="outlined"
      sx={{ mb: 3, bgcolor: 'background.paper' }}
      data-testid="overview-problems"
    >
      <AlertTitle>{t('problems.title')}</AlertTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {problems.map(([status, n]) => (
          <Button
            key={status}
            component={RouterLink}
            to={links.purchases(range, { status })}
            variant="outlined"
            color="inherit"
            size="small"
            data-testid={`problem-${status}`}
          >
            {t(`problems.${status}`, { count: n, n: formatNumber(n) })}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
