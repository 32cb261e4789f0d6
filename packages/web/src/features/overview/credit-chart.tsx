import { useId, useState } from 'react';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { creditSources, type Overview } from '@asa/domain';
import { formatDate, formatNumber } from '../../lib/format';
import { useOverviewT } from './texts';

type Bucket = Overview['buckets'][number];

/** Colours of the sources and of spending: distinct at 3:1 against both themes' paper. */
const palette = {
  votes: '#1e88e5',
  activity: '#8e24aa',
  passiveIncome: '#00897b',
  tip4serv: '#f4511e',
  admins: '#c0a000',
  other: '#78909c',
  spent: '#e53935',
};

const dayOf = (iso: string) => formatDate(`${iso}T12:00:00Z`);
const created = (b: Bucket) => creditSources.reduce((n, s) => n + b[s], 0);
/** What left through the shop, refunds given back. */
const netSpent = (b: Bucket) => Math.max(0, b.spent - b.refunded);
const fmt = formatNumber;

/**
 * Credits created per source (stacked) next to credits spent, per day or week: a hand-made SVG (no chart
 * library in the page's transfer budget). Its text alternative is the summary it is labelled with and the
 * table behind "Show as table".
 */
export function CreditChart({ o }: { o: Overview }) {
  const t = useOverviewT();
  const theme = useTheme();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  // a phone draws on a narrower canvas (its 11-unit labels stay about 10 px) with fewer day labels
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const W = narrow ? 400 : 800;
  const H = narrow ? 260 : 240;
  const left = 48;
  const bottom = 24;
  // room above the top line for its label (the label's middle sits on the line)
  const topPad = 10;
  const max = Math.max(1, ...o.buckets.map((b) => Math.max(created(b), netSpent(b))));
  const step = niceStep(max / 4);
  const top = Math.ceil(max / step) * step;
  const y = (v: number) => topPad + ((H - bottom - topPad) * (top - v)) / top;
  const slot = (W - left) / Math.max(1, o.buckets.length);
  const bar = Math.max(1, slot * 0.38);
  const labelEvery = Math.ceil(o.buckets.length / (narrow ? 4 : 8));
  const totalCreated = creditSources.reduce((n, s) => n + o.totals[s], 0);
  const summary = t('chart.summary', {
    total: fmt(totalCreated),
    sources: creditSources.map((s) => `${t(`source.${s}`)} ${fmt(o.totals[s])}`).join(', '),
    spent: fmt(netSpent({ ...o.totals, start: '' })),
    refunded: fmt(o.totals.refunded),
    from: dayOf(o.from),
    to: dayOf(o.to),
    bucket: o.bucket,
  });
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        {[...creditSources, 'spent' as const].map((k) => (
          <Stack key={k} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: palette[k], borderRadius: 0.5 }} />
            <Typography variant="caption">
              {k === 'spent' ? t('chart.spentLegend') : t(`source.${k}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography id={`${id}-summary`} variant="body2" sx={visuallyHidden}>
        {summary}
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-labelledby={`${id}-summary`}
        viewBox={`0 0 ${W} ${H}`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
        data-testid="credit-chart"
      >
        {[0, 1, 2, 3, 4].map((i) => {
          const v = (top / 4) * i;
          if (v > top) return null;
          return (
            <g key={i}>
              <line x1={left} x2={W} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
              <text
                x={left - 6}
                y={y(v) + 4}
                textAnchor="end"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {fmt(v)}
              </text>
            </g>
          );
        })}
        {o.buckets.map((b, i) => {
          const x = left + i * slot + slot * 0.1;
          let acc = 0;
          return (
            <g key={b.start}>
              <title>
                {t('chart.bar', { day: dayOf(b.start), created: fmt(created(b)), spent: fmt(netSpent(b)) })}
              </title>
              {creditSources.map((s) => {
                if (!b[s]) return null;
                const y0 = y(acc);
                acc += b[s];
                return <rect key={s} x={x} width={bar} y={y(acc)} height={y0 - y(acc)} fill={palette[s]} />;
              })}
              {netSpent(b) > 0 && (
                <rect
                  x={x + bar + 1}
                  width={bar}
                  y={y(netSpent(b))}
                  height={H - bottom - y(netSpent(b))}
                  fill={palette.spent}
                />
              )}
              {i % labelEvery === 0 && (
                // centred under its bars, the last ones kept inside the frame (anchored at its end)
                <text
                  x={Math.min(x + bar, W - 2)}
                  y={H - 6}
                  fontSize={11}
                  textAnchor={x + bar > W - 48 ? 'end' : 'middle'}
                  fill={theme.palette.text.secondary}
                >
                  {dayOf(b.start)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      <Button size="small" sx={{ mt: 1 }} onClick={() => setAsTable((v) => !v)} aria-expanded={asTable}>
        {asTable ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      {asTable && <FlowTable o={o} />}
    </Box>
  );
}

function FlowTable({ o }: { o: Overview }) {
  const t = useOverviewT();
  return (
    <TableContainer sx={{ mt: 1, maxHeight: 360 }} tabIndex={0} aria-label={t('table.scroll')}>
      <Table size="small" stickyHeader aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{o.bucket === 'week' ? t('table.weekOf') : t('table.day')}</TableCell>
            {creditSources.map((s) => (
              <TableCell key={s} align="right">
                {t(`source.${s}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('table.spent')}</TableCell>
            <TableCell align="right">{t('table.refunded')}</TableCell>
            <TableCell align="right">{t('table.removed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.buckets.map((b) => (
            <TableRow key={b.start}>
              <TableCell component="th" scope="row">
                {dayOf(b.start)}
              </TableCell>
              {creditSources.map((s) => (
                <TableCell key={s} align="right">
                  {fmt(b[s])}
                </TableCell>
              ))}
              <TableCell align="right">{fmt(b.spent)}</TableCell>
              <TableCell align="right">{fmt(b.refunded)}</TableCell>
              <TableCell align="right">{fmt(b.removed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

const visuallyHidden = {
  position: 'absolute',
  // '1px', not 1: sx reads 1 as 100% (an absolute 100% wide line overflowed the page to the right)
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
