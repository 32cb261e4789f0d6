import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  leaderboardMetrics,
  leaderboardPeriods,
  type Leaderboard,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@asa/domain';
import { formatNumber } from '../lib/format';

export type LeaderboardLabel =
  'board' | 'period' | 'player' | 'empty' | `metric.${LeaderboardMetric}` | `period.${LeaderboardPeriod}`;

/**
 * A leaderboard with its board and period switches (the portal's section and the dashboard's page share it);
 * `load` fetches one board, `t` gives the labels in the caller's namespace.
 */
export function LeaderboardTable(p: {
  queryKey: unknown[];
  load: (metric: LeaderboardMetric, period: LeaderboardPeriod) => Promise<Leaderboard>;
  t: (key: LeaderboardLabel) => string;
}) {
  const t = p.t;
  const [metric, setMetric] = useState<LeaderboardMetric>('earned');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const board = useQuery({
    queryKey: [...p.queryKey, metric, period],
    queryFn: () => p.load(metric, period),
  });
  const rows = board.data?.rows ?? [];
  return (
    <Stack spacing={1.5} data-testid="leaderboard">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, v: LeaderboardMetric | null) => v && setMetric(v)}
          aria-label={t('board')}
        >
          {leaderboardMetrics.map((m) => (
            <ToggleButton key={m} value={m}>
              {t(`metric.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_, v: LeaderboardPeriod | null) => v && setPeriod(v)}
          aria-label={t('period')}
        >
          {leaderboardPeriods.map((x) => (
            <ToggleButton key={x} value={x}>
              {t(`period.${x}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {board.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t(`metric.${metric}`)}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('player')}</TableCell>
              <TableCell align="right">{t(`metric.${metric}`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.playerId}>
                <TableCell>{r.rank}</TableCell>
                <TableCell data-user-text>{r.name}</TableCell>
                <TableCell align="right">{formatNumber(r.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
