import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { api, data } from '../../lib/api';
import { formatNumber, formatOddsPercent } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useKitEditorT } from './editor-texts';

/**
 * A saved random kit's draws against its odds (issue 37, GET /api/kit/draws/{botId}/{kitId}): per item group
 * its weight, chance now, draws and expected draws.
 */
export function KitDrawsTable({ kitId }: { kitId: number }) {
  const t = useKitEditorT();
  const { bot } = useSession();
  const draws = useQuery({
    queryKey: ['kit-draws', bot?.id, kitId],
    queryFn: () =>
      data(api.GET('/api/kit/draws/{botId}/{kitId}', { params: { path: { botId: bot!.id, kitId } } })),
    enabled: !!bot,
  });
  if (!draws.data) return null;
  const d = draws.data;
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('draws')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {d.total ? t('drawsTotal', { total: formatNumber(d.total) }) : t('drawsNone')}
      </Typography>
      {d.total > 0 && (
        <Table size="small" aria-label={t('draws')} data-testid="kit-draws">
          <TableHead>
            <TableRow>
              <TableCell>{t('col.group')}</TableCell>
              <TableCell align="right">{t('col.weight')}</TableCell>
              <TableCell align="right">{t('col.chance')}</TableCell>
              <TableCell align="right">{t('col.draws')}</TableCell>
              <TableCell align="right">{t('col.expected')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.groups.map((g) => (
              <TableRow key={g.index}>
                <TableCell data-user-text>{g.name || `#${g.index + 1}`}</TableCell>
                <TableCell align="right">{formatNumber(g.weight)}</TableCell>
                <TableCell align="right">{formatOddsPercent(g.percent)}</TableCell>
                <TableCell align="right">{formatNumber(g.draws)}</TableCell>
                <TableCell align="right">{formatNumber(g.expected)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
