import { Fragment } from 'react';
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
import { creditSources, type Overview } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { TierNotice } from '../../components/messages';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { CreditChart } from './credit-chart';
import type { OverviewRangeParams } from './keys';
import { links } from './overview-links';
import { OnboardingChecklist } from './onboarding-checklist';
import { ProblemsCard } from './problems-card';
import { RangeBar } from './range-bar';
import { StatCard } from './stat-card';
import { useOverview, useRangeParams } from './use-overview';
import { useOverviewT } from './texts';
import { useCommonT } from '../../lib/common-texts';

const fmt = formatNumber;

function duration(t: ReturnType<typeof useOverviewT>, seconds: number | null): string {
  if (seconds === null) return t('noneDelivered');
  if (seconds < 90) return t('seconds', { n: fmt(seconds) });
  if (seconds < 5400) return t('minutes', { n: fmt(Math.round(seconds / 60)) });
  return t('hours', { n: fmt(Math.round(seconds / 360) / 10) });
}

function OverviewBody({ botId }: { botId: number }) {
  const t = useOverviewT();
  const c = useCommonT();
  const [range, setRange] = useRangeParams();
  const q = useOverview(botId, range);
  const o = q.data;
  return (
    <Box aria-busy={q.isFetching || undefined}>
      {/* the range first (it is there before the numbers: nothing above it moves when they arrive), then
          the problems, the unfinished checklist, the numbers */}
      <RangeBar value={range} historyDays={o?.historyDays} onChange={setRange} />
      {o && !q.isError && <ProblemsCard o={o} range={range} />}
      {o && <OnboardingChecklist checklist={o.checklist} />}
      {q.isError &&
        (q.error instanceof ApiError && q.error.status === 403 ? (
          <TierNotice text={q.error.message} />
        ) : (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('loadFailed', { message: q.error.message })}
          </Alert>
        ))}
      {q.isPending && (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress aria-label={c('loading')} />
        </Box>
      )}
      {o && !q.isError && <Numbers o={o} range={range} />}
    </Box>
  );
}

function Numbers({ o, range }: { o: Overview; range: OverviewRangeParams }) {
  const t = useOverviewT();
  const created = creditSources.reduce((n, s) => n + o.totals[s], 0);
  const d = o.deliveries;
  const purchases = d.delivered + d.waiting + d.failed + d.expired + d.needsDecision;
  const empty = created === 0 && o.totals.spent === 0 && purchases === 0 && o.newPlayers === 0;
  return (
    <>
      {/* five cards in a balanced grid: five across on a wide screen, two or three a row below */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(auto-fit, minmax(170px, 1fr))',
          },
        }}
      >
        <StatCard
          label={t('stat.balance')}
          value={fmt(o.balance.credits)}
          to={links.richestPlayers()}
          hint={t('stat.players', { count: fmt(o.balance.players) })}
          testId="stat-balance"
        />
        <StatCard
          label={t('stat.created')}
          value={fmt(created)}
          to={links.creditHistory(range)}
          testId="stat-created"
        />
        <StatCard
          label={t('stat.spent')}
          value={fmt(o.totals.spent)}
          to={links.purchases(range)}
          hint={t('stat.refunded', { count: fmt(o.totals.refunded) })}
          testId="stat-spent"
        />
        <StatCard
          label={t('stat.buyers')}
          value={fmt(o.activeBuyers)}
          to={links.activePlayers(range)}
          testId="stat-buyers"
        />
        <StatCard
          label={t('stat.newPlayers')}
          value={fmt(o.newPlayers)}
          to={links.newPlayers(range)}
          testId="stat-new-players"
        />
      </Box>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('flow.title')}
          </Typography>
          {empty ? (
            <Typography color="text.secondary" data-testid="overview-empty">
              {t('flow.empty')}
            </Typography>
          ) : (
            <>
              <CreditChart o={o} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {/* each number opens the credit history of the range and source */}
                {[...creditSources, 'removed' as const].map((s, i) => (
                  <Fragment key={s}>
                    {i > 0 && ' · '}
                    {t(`source.${s}`)}{' '}
                    <Link
                      component={RouterLink}
                      to={links.creditHistory(range, s)}
                      aria-label={t('stat.link', { label: t(`source.${s}`), value: fmt(o.totals[s]) })}
                      data-testid={`source-${s}`}
                    >
                      {fmt(o.totals[s])}
                    </Link>
                  </Fragment>
                ))}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('deliveries.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('deliveries.text', { median: duration(t, d.medianSeconds) })}
            </Typography>
            <Table size="small" aria-label={t('deliveries.title')}>
              <TableBody>
                {(
                  [
                    [d.delivered, 'delivered'],
                    [d.waiting, 'waiting'],
                    [d.failed, 'failed'],
                    [d.expired, 'expired'],
                    [d.needsDecision, 'unknown'],
                  ] as const
                ).map(([n, status]) => (
                  <TableRow key={status}>
                    <TableCell component="th" scope="row">
                      {t(`deliveries.${status}`)}
                    </TableCell>
                    <TableCell align="right">
                      <Link
                        component={RouterLink}
                        to={links.purchases(range, { status })}
                        aria-label={t('stat.link', { label: t(`deliveries.${status}`), value: fmt(n) })}
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
              {t('topKits')}
            </Typography>
            {o.topKits.length === 0 ? (
              <Typography color="text.secondary">{t('topKits.none')}</Typography>
            ) : (
              <Table size="small" aria-label={t('topKits')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('topKits.kit')}</TableCell>
                    <TableCell align="right">{t('topKits.bought')}</TableCell>
                    <TableCell align="right">{t('topKits.credits')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {o.topKits.map((k) => (
                    <TableRow key={`${k.kitId}-${k.kitName}`}>
                      <TableCell component="th" scope="row" data-user-text>
                        {k.kitName}
                      </TableCell>
                      <TableCell align="right">
                        {k.kitId === null ? (
                          fmt(k.count)
                        ) : (
                          <Link
                            component={RouterLink}
                            to={links.purchases(range, { kit: k.kitId })}
                            aria-label={t('topKits.boughtTimes', { kit: k.kitName, count: fmt(k.count) })}
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
  const t = useOverviewT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Players_View">
      {() => <OverviewBody botId={bot!.id} />}
    </BotPage>
  );
}
