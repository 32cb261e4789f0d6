import { formatNumber } from '../../lib/format';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { creditSourceLabels, creditSources, type Overview } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { TierNotice } from '../../components/messages';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { CreditChart } from './credit-chart';
import type { OverviewRangeParams } from './keys';
import { links } from './overview-links';
import { OnboardingChecklist } from './onboarding-checklist';
import { RangeBar } from './range-bar';
import { StatCard } from './stat-card';
import { useOverview, useRangeParams } from './use-overview';

const fmt = formatNumber;

function duration(seconds: number | null): string {
  if (seconds === null) return 'none delivered';
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

function OverviewBody({ botId }: { botId: number }) {
  const [range, setRange] = useRangeParams();
  const q = useOverview(botId, range);
  const o = q.data;
  return (
    <Box aria-busy={q.isFetching || undefined}>
      {o && <OnboardingChecklist checklist={o.checklist} />}
      <RangeBar value={range} historyDays={o?.historyDays} onChange={setRange} />
      {q.isError &&
        (q.error instanceof ApiError && q.error.status === 403 ? (
          <TierNotice text={q.error.message} />
        ) : (
          <Alert severity="error" sx={{ mb: 2 }}>
            The overview could not be loaded: {q.error.message}
          </Alert>
        ))}
      {q.isPending && (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {o && !q.isError && <Numbers o={o} range={range} />}
    </Box>
  );
}

function Numbers({ o, range }: { o: Overview; range: OverviewRangeParams }) {
  const created = creditSources.reduce((n, s) => n + o.totals[s], 0);
  const d = o.deliveries;
  const purchases = d.delivered + d.waiting + d.failed + d.expired + d.needsDecision;
  const empty = created === 0 && o.totals.spent === 0 && purchases === 0 && o.newPlayers === 0;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <StatCard
          label="Credits held by players"
          value={fmt(o.balance.credits)}
          to={links.richestPlayers()}
          hint={`${fmt(o.balance.players)} players`}
          testId="stat-balance"
        />
        <StatCard label="Credits created" value={fmt(created)} testId="stat-created" />
        <StatCard
          label="Credits spent"
          value={fmt(o.totals.spent)}
          to={links.purchases(range)}
          hint={`${fmt(o.totals.refunded)} refunded`}
          testId="stat-spent"
        />
        <StatCard
          label="Active buyers"
          value={fmt(o.activeBuyers)}
          to={links.activePlayers(range)}
          testId="stat-buyers"
        />
        <StatCard
          label="New players"
          value={fmt(o.newPlayers)}
          to={links.newPlayers(range)}
          testId="stat-new-players"
        />
      </Stack>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Credits created by source vs spent
          </Typography>
          {empty ? (
            <Typography color="text.secondary" data-testid="overview-empty">
              Nothing happened in this range yet. Credits from votes, activity, passive income, Tip4Serv and
              admins, and the kits players buy, show up here.
            </Typography>
          ) : (
            <>
              <CreditChart o={o} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {creditSources.map((s) => `${creditSourceLabels[s]} ${fmt(o.totals[s])}`).join(' · ')}
                {` · Removed by admins ${fmt(o.totals.removed)}`}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Deliveries
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Purchases made in the range, where they stand now. Median time to delivery:{' '}
              {duration(d.medianSeconds)}.
            </Typography>
            <Table size="small" aria-label="Deliveries">
              <TableBody>
                {(
                  [
                    ['Delivered', d.delivered, 'delivered'],
                    ['Waiting', d.waiting, 'waiting'],
                    ['Failed (refunded)', d.failed, 'failed'],
                    ['Expired (refunded)', d.expired, 'expired'],
                    ['Needs decision', d.needsDecision, 'unknown'],
                  ] as const
                ).map(([label, n, status]) => (
                  <TableRow key={status}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell align="right">
                      <Link
                        component={RouterLink}
                        to={links.purchases(range, { status })}
                        aria-label={`${label}: ${n}`}
                        data-testid={`deliveries-${status}`}
                      >
                        {fmt(n)}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Top kits
            </Typography>
            {o.topKits.length === 0 ? (
              <Typography color="text.secondary">No kits bought in this range.</Typography>
            ) : (
              <Table size="small" aria-label="Top kits">
                <TableHead>
                  <TableRow>
                    <TableCell>Kit</TableCell>
                    <TableCell align="right">Bought</TableCell>
                    <TableCell align="right">Credits</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {o.topKits.map((k) => (
                    <TableRow key={`${k.kitId}-${k.kitName}`}>
                      <TableCell component="th" scope="row">
                        {k.kitName}
                      </TableCell>
                      <TableCell align="right">
                        {k.kitId === null ? (
                          fmt(k.count)
                        ) : (
                          <Link
                            component={RouterLink}
                            to={links.purchases(range, { kit: k.kitId })}
                            aria-label={`${k.kitName} bought ${k.count} times`}
                          >
                            {fmt(k.count)}
                          </Link>
                        )}
                      </TableCell>
                      <TableCell align="right">{fmt(k.credits)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

export default function OverviewPage() {
  const { bot } = useSession();
  return (
    <BotPage
      title="Overview"
      subtitle="Your shop's economy: where credits come from, what they buy, and how deliveries go."
      view="Players_View"
      edit="Players_View"
    >
      {() => <OverviewBody botId={bot!.id} />}
    </BotPage>
  );
}
