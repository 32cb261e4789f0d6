import { Link as RouterLink } from 'react-router';
import { Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DateField } from '../../components/form/date-field';
import { addDays, isIsoDay, isoDayOf, OVERVIEW_DEFAULT_DAYS } from '@asa/domain';
import type { OverviewRangeParams } from './keys';
import { useOverviewT } from './texts';

/** From / To (two date inputs), Per day or week, and the tier's look-back; the page keeps them in the URL. */
export function RangeBar(p: {
  value: OverviewRangeParams;
  historyDays: number | undefined;
  onChange(next: OverviewRangeParams): void;
}) {
  const t = useOverviewT();
  const today = isoDayOf(new Date());
  const earliest = p.historyDays ? addDays(today, -(p.historyDays - 1)) : undefined;
  const set = (patch: Partial<OverviewRangeParams>) => {
    const next = { ...p.value, ...patch };
    if (isIsoDay(next.from) && isIsoDay(next.to)) p.onChange(next);
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <DateField
        label={t('range.from')}
        size="small"
        min={earliest}
        max={p.value.to}
        value={p.value.from}
        onChange={(from) => set({ from })}
      />
      <DateField
        label={t('range.to')}
        size="small"
        min={p.value.from}
        value={p.value.to}
        onChange={(to) => set({ to })}
      />
      <TextField
        select
        label={t('range.per')}
        size="small"
        sx={{ minWidth: 110 }}
        value={p.value.bucket}
        onChange={(e) => set({ bucket: e.target.value === 'week' ? 'week' : 'day' })}
      >
        <MenuItem value="day">{t('range.day')}</MenuItem>
        <MenuItem value="week">{t('range.week')}</MenuItem>
      </TextField>
      <Link
        component="button"
        type="button"
        onClick={() =>
          p.onChange({ ...p.value, from: addDays(today, -(OVERVIEW_DEFAULT_DAYS - 1)), to: today })
        }
      >
        {t('range.last30')}
      </Link>
      {p.historyDays !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="overview-history">
          {t('range.historyBefore', { days: p.historyDays })}
          <Link component={RouterLink} to="/patreon">
            {t('range.historyLink')}
          </Link>
          {t('range.historyAfter')}
        </Typography>
      )}
    </Stack>
  );
}
