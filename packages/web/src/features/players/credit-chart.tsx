import { Box, Typography } from '@mui/material';
import type { CreditHistoryEntry } from '@asa/domain';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePlayersT } from './texts';

const W = 560;
const H = 140;
const PAD = { left: 44, right: 10, top: 10, bottom: 22 };
const day = (iso: string) => formatDate(iso);

/** Balance over time as a small SVG line chart (x: time, y: balance after each change). */
export function CreditChart({ history }: { history: CreditHistoryEntry[] }) {
  const t = usePlayersT();
  if (history.length < 2)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('history.tooShort')}
      </Typography>
    );
  const points = [...history].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const t0 = Date.parse(points[0]!.createdAt);
  const t1 = Date.parse(points[points.length - 1]!.createdAt);
  const max = Math.max(...points.map((p) => p.balanceAfter), 1);
  const x = (p: CreditHistoryEntry, i: number) =>
    PAD.left +
    (t1 > t0 ? (Date.parse(p.createdAt) - t0) / (t1 - t0) : i / (points.length - 1)) *
      (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(p, i).toFixed(1)},${y(p.balanceAfter).toFixed(1)}`);
  const base = H - PAD.bottom;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('history.chart')}
      sx={{ width: '100%', maxWidth: W, height: 'auto', color: 'primary.main', my: 1 }}
    >
      <g fill="currentColor" fillOpacity={0.7} fontSize={10}>
        <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
          {max}
        </text>
        <text x={PAD.left - 4} y={base} textAnchor="end">
          0
        </text>
        <text x={PAD.left} y={H - 6}>
          {day(points[0]!.createdAt)}
        </text>
        <text x={W - PAD.right} y={H - 6} textAnchor="end">
          {day(points[points.length - 1]!.createdAt)}
        </text>
      </g>
      <line x1={PAD.left} y1={base} x2={W - PAD.right} y2={base} stroke="currentColor" strokeOpacity={0.3} />
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={base} stroke="currentColor" strokeOpacity={0.3} />
      <path d={d.join(' ')} fill="none" stroke="currentColor" strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={p.id} cx={x(p, i)} cy={y(p.balanceAfter)} r={3} fill="currentColor">
          <title>{`${formatDateTime(p.createdAt)}: ${p.balanceAfter}`}</title>
        </circle>
      ))}
    </Box>
  );
}
