import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { api, data } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useCommonT } from '../../lib/common-texts';
import { useSiteStatusT } from './site-status-texts';

const when = (v: string | null, never: string) => (v ? formatDateTime(v) : never);

/** The site admin's view across tenants: version, processes, jobs, queues, failing integrations (GET /api/admin/status). */
export default function SiteStatusPage() {
  const t = useSiteStatusT();
  const c = useCommonT();
  const status = useQuery({
    queryKey: ['admin', 'status'],
    queryFn: () => data(api.GET('/api/admin/status')),
    refetchInterval: 30_000,
  });
  if (status.isPending) return <CircularProgress aria-label={c('loading')} />;
  if (status.isError) return <Alert severity="error">{(status.error as Error).message}</Alert>;
  const s = status.data;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button onClick={() => void status.refetch()}>{c('refresh')}</Button>
      </Stack>
      <Typography>
        {t('version', { version: s.version })}
        {s.commit ? ` (${t('commit', { commit: s.commit })})` : ''} · {t('database', { kind: s.database })}
      </Typography>

      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('processes')}
        </Typography>
        {s.processes.length === 0 ? (
          <Typography color="text.secondary">{t('noProcesses')}</Typography>
        ) : (
          <TableContainer component={Paper}>
            <Table size="small" aria-label={t('processes')}>
              <TableHead>
                <TableRow>
                  {(['role', 'host', 'pid', 'version', 'started', 'lastSeen', 'state'] as const).map((k) => (
                    <TableCell key={k}>{t(`col.${k}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {s.processes.map((p) => (
                  <TableRow key={`${p.host}:${p.pid}:${p.startedAt}`}>
                    <TableCell>{p.role}</TableCell>
                    <TableCell>{p.host}</TableCell>
                    <TableCell>{p.pid}</TableCell>
                    <TableCell title={p.commit || undefined}>{p.version}</TableCell>
                    <TableCell>{formatDateTime(p.startedAt)}</TableCell>
                    <TableCell>{formatDateTime(p.lastSeenAt)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={p.live ? 'success' : 'default'}
                        label={p.live ? t('live') : t('gone')}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('jobs')}
        </Typography>
        <TableContainer component={Paper}>
          <Table size="small" aria-label={t('jobs')}>
            <TableHead>
              <TableRow>
                {(['job', 'lastRun', 'lastOk', 'nextRun', 'failures', 'state'] as const).map((k) => (
                  <TableCell key={k}>{t(`col.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {s.jobs.map((j) => (
                <TableRow key={j.name}>
                  <TableCell>{j.name}</TableCell>
                  <TableCell>{when(j.lastRunAt, t('never'))}</TableCell>
                  <TableCell>{when(j.lastOkAt, t('never'))}</TableCell>
                  <TableCell>
                    {when(j.nextRunAt, '-')}
                    {j.overdueSeconds > 60
                      ? ` (${t('overdue', { seconds: formatNumber(j.overdueSeconds) })})`
                      : ''}
                  </TableCell>
                  <TableCell>{formatNumber(j.failures)}</TableCell>
                  <TableCell title={j.error || undefined}>
                    {j.ok === null ? (
                      '-'
                    ) : (
                      <Chip
                        size="small"
                        color={j.ok ? 'success' : 'error'}
                        label={j.ok ? t('ok') : t('failed')}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>

      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('queues')}
        </Typography>
        <Typography>
          {t('deliveryOpen', {
            count: formatNumber(s.queues.deliveryOpen),
            seconds: formatNumber(s.queues.deliveryOldestSeconds),
          })}
        </Typography>
        <Typography>
          {t('webhooksPending', {
            count: formatNumber(s.queues.webhooksPending),
            seconds: formatNumber(s.queues.webhooksOldestSeconds),
          })}
        </Typography>
      </Box>

      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('integrations')}
        </Typography>
        {s.failingIntegrations.length === 0 ? (
          <Typography color="text.secondary">{t('noFailing')}</Typography>
        ) : (
          <TableContainer component={Paper}>
            <Table size="small" aria-label={t('integrations')}>
              <TableHead>
                <TableRow>
                  {(['instance', 'integration', 'failures', 'error'] as const).map((k) => (
                    <TableCell key={k}>{t(`col.${k}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {s.failingIntegrations.map((f) => (
                  <TableRow key={`${f.botId}:${f.integration}`}>
                    <TableCell>
                      {f.guildName || '-'} (#{f.botId})
                    </TableCell>
                    <TableCell>{f.integration}</TableCell>
                    <TableCell>{formatNumber(f.failures)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{f.lastError}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>

      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {t('backups')}
        </Typography>
        <Typography>
          {s.backups.everyHours === 0
            ? t('backupsOff')
            : t('backupsEvery', {
                hours: formatNumber(s.backups.everyHours),
                when: s.backups.newestAt ? formatDateTime(s.backups.newestAt) : t('backupsNone'),
              })}
        </Typography>
      </Box>
    </Stack>
  );
}
