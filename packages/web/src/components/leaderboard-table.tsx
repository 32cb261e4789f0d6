import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
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
import { formatDate, formatNumber } from '../lib/format';

export type LeaderboardLabel =
  | 'board'
  | 'period'
  | 'player'
  | 'empty'
  | 'season'
  | 'seasonCurrent'
  | 'seasonNumber'
  | 'frozen'
  | `metric.${LeaderboardMetric}`
  | `period.${LeaderboardPeriod}`;

/**
 * A leaderboard with its board and period switches (the portal's section and the dashboard's page share it);
 * `load` fetches one board (`season`: a past season's number), `t` gives the labels in the caller's namespace.
 * With the period "This season" and at least one season over, a picker shows the past seasons (by number: the
 * current board answers the current season's number); a past season's board says it is frozen. `below` shows
 * under the board once its first answer came: in place while the rows arrive, they would push it down (layout
 * shift, CLS 0.2 measured on /leaderboards).
 */
export function LeaderboardTable(p: {
  queryKey: unknown[];
  load: (metric: LeaderboardMetric, period: LeaderboardPeriod, season?: number) => Promise<Leaderboard>;
  t: (key: LeaderboardLabel, values?: Record<string, string | number>) => string;
  below?: ReactNode;
}) {
  const t = p.t;
  const [metric, setMetric] = useState<LeaderboardMetric>('earned');
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  /** 0: the current season. */
  const [season, setSeason] = useState(0);
  const past = period === 'season' && season > 0 ? season : undefined;
  const board = useQuery({
    queryKey: [...p.queryKey, metric, period, past ?? null],
    queryFn: () => p.load(metric, period, past),
  });
  // the current season's number (the same query as the current season's "Credits earned" board)
  const current = useQuery({
    queryKey: [...p.queryKey, 'earned', 'season', null],
    queryFn: () => p.load('earned', 'season'),
    enabled: period === 'season',
  });
  const currentNumber = current.data?.season ?? 0;
  const [answered, setAnswered] = useState(false);
  if (board.isFetched && !answered) setAnswered(true);
  const rows = board.data?.rows ?? [];
  const until = past !== undefined ? board.data?.until : null;
  return (
    <Stack spacing={1.5} data-testid="leaderboard">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, v: LeaderboardMetric | null) => v && setMetric(v)}
          aria-label={t('board')}
          // four boards do not fit one row of a phone in German
          sx={{ flexWrap: 'wrap' }}
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
        {period === 'season' && currentNumber > 1 && (
          <TextField
            select
            size="small"
            label={t('season')}
            value={season}
            onChange={(e) => setSeason(Number(e.target.value))}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={0}>{t('seasonCurrent', { number: currentNumber })}</MenuItem>
            {Array.from({ length: currentNumber - 1 }, (_, i) => currentNumber - 1 - i).map((n) => (
              <MenuItem key={n} value={n}>
                {t('seasonNumber', { number: n })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {until && board.data?.since && (
        <Typography variant="body2" color="text.secondary" data-testid="leaderboard-frozen">
          {t('frozen', {
            number: past ?? 0,
            since: formatDate(board.data.since),
            until: formatDate(until),
          })}
        </Typography>
      )}
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
      {answered && p.below}
    </Stack>
  );
}
