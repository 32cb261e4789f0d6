import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useInGameShopT } from './texts';

/** Per server read: the chat reader's state; and the latest in-game commands with their outcome. */
export function InGameStatus({ botId }: { botId: number }) {
  const t = useInGameShopT();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('never'));
  const q = useQuery({
    queryKey: ['bot', 'in-game-status', botId],
    queryFn: () => data(api.GET('/api/inGameShop/status/{botId}', { params: { path: { botId } } })),
    refetchInterval: 10_000,
  });
  const s = q.data;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('readers')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('readers')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('col.server')}</TableCell>
                  <TableCell>{t('col.lastRead')}</TableCell>
                  <TableCell align="right">{t('col.lines')}</TableCell>
                  <TableCell align="right">{t('col.commands')}</TableCell>
                  <TableCell>{t('col.lastError')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(s?.readers ?? []).map((r) => (
                  <TableRow key={r.serverId}>
                    <TableCell>{r.serverName}</TableCell>
                    <TableCell>{when(r.lastReadAt)}</TableCell>
                    <TableCell align="right">{r.linesLastHour}</TableCell>
                    <TableCell align="right">{r.commandsLastHour}</TableCell>
                    <TableCell data-server-text>{r.lastError || '-'}</TableCell>
                  </TableRow>
                ))}
                {s && !s.readers.length && (
                  <TableRow>
                    <TableCell colSpan={5}>{t('noReaders')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('recent')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('recent')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('col.time')}</TableCell>
                  <TableCell>{t('col.server')}</TableCell>
                  <TableCell>{t('col.player')}</TableCell>
                  <TableCell>{t('col.typed')}</TableCell>
                  <TableCell>{t('col.outcome')}</TableCell>
                  <TableCell>{t('col.reply')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(s?.commands ?? []).map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{when(c.createdAt)}</TableCell>
                    <TableCell>{c.serverName}</TableCell>
                    <TableCell data-server-text>{c.platformName}</TableCell>
                    <TableCell data-server-text>{c.message}</TableCell>
                    <TableCell data-server-text>{c.status === 'done' ? c.outcome : c.status}</TableCell>
                    <TableCell data-server-text>{c.reply}</TableCell>
                  </TableRow>
                ))}
                {s && !s.commands.length && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('noCommands')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </>
  );
}
