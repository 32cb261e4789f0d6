import { Box, Typography } from '@mui/material';
import type { CreditHistoryEntry } from '@asa/domain';

/** Balance over time as a small SVG line chart (oldest left). */
export function CreditChart({ history }: { history: CreditHistoryEntry[] }) {
  if (history.length < 2) return <Typography variant="body2">Not enough history for a chart yet.</Typography>;
  const points = [...history].reverse();
  const w = 520;
  const h = 120;
  const max = Math.max(...points.map((p) => p.balanceAfter), 1);
  const x = (i: number) => (i / (points.length - 1)) * (w - 20) + 10;
  const y = (v: number) => h - 10 - (v / max) * (h - 20);
  const d = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.balanceAfter).toFixed(1)}`)
    .join(' ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label="Credit balance over time"
      sx={{ width: '100%', maxWidth: w, height: 'auto', color: 'primary.main' }}
    >
      <line x1={10} y1={h - 10} x2={w - 10} y2={h - 10} stroke="currentColor" strokeOpacity={0.2} />
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={p.id} cx={x(i)} cy={y(p.balanceAfter)} r={3} fill="currentColor">
          <title>{`${new Date(p.createdAt).toLocaleString()}: ${p.balanceAfter}`}</title>
        </circle>
      ))}
      <text x={10} y={12} fontSize={11} fill="currentColor">
        {max}
      </text>
    </Box>
  );
}
