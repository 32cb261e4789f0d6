import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CsvExportButton } from '../../components/csv-buttons';
import { api, data } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { couponKeys } from './use-coupons';
import { useCouponsT } from './texts';

/** Per coupon: purchases, uses still held, credits discounted and revenue (GET /api/coupon/report), with CSV. */
export function CouponReport({ botId }: { botId: number }) {
  const t = useCouponsT();
  const report = useQuery({
    queryKey: couponKeys.report(botId),
    queryFn: () => data(api.GET('/api/coupon/report/{botId}', { params: { path: { botId } } })),
  });
  const rows = report.data?.coupons ?? [];
  return (
    <Box sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ my: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('report')}
        </Typography>
        <CsvExportButton
          label={t('reportCsv')}
          filename={`coupon-report-${botId}.csv`}
          load={() =>
            data(
              api.GET('/api/coupon/report-export/{botId}', { params: { path: { botId } }, parseAs: 'blob' }),
            )
          }
        />
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('report')} aria-busy={report.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {(['code', 'purchases', 'uses', 'discounted', 'revenue'] as const).map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }} align={h === 'code' ? 'left' : 'right'}>
                  {t(`report.${h}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.couponId} data-testid="coupon-report-row">
                <TableCell>{r.code}</TableCell>
                <TableCell align="right">{formatNumber(r.purchases)}</TableCell>
                <TableCell align="right">{formatNumber(r.uses)}</TableCell>
                <TableCell align="right">{formatNumber(r.creditsDiscounted)}</TableCell>
                <TableCell align="right">{formatNumber(r.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
