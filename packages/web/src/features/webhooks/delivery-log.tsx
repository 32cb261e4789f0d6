import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useCommonT } from '../../lib/common-texts';
import { useToast } from '../../lib/toast';
import { useSpecMessages } from '../../lib/spec-messages';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { webhookKeys } from './keys';
import { eventLabel, useWebhooksT } from './texts';

const statusColor = { delivered: 'success', failed: 'error', pending: 'warning' } as const;

/**
 * The newest deliveries of one endpoint with their last answer and a Redeliver button for finished ones;
 * refreshed while any is pending.
 */
export function DeliveryLog({ endpointId, canEdit }: { endpointId: number; canEdit: boolean }) {
  const log = useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () =>
      data(api.GET('/api/webhooks/endpoint/{id}/deliveries', { params: { path: { id: endpointId } } })),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false),
  });
  const t = useWebhooksT();
  const c = useCommonT();
  const m = useSpecMessages();
  const qc = useQueryClient();
  const toast = useToast();
  const redeliver = useMutation({
    mutationFn: (id: number) =>
      data(api.POST('/api/webhooks/delivery/{id}/redeliver', { params: { path: { id } } })),
    onSuccess: async () => {
      toast({ severity: 'success', message: t('redelivered') });
      await qc.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  const rows = log.data?.deliveries ?? [];
  return (
    <TableContainer>
      <Table size="small" aria-label={t('log')} aria-busy={log.isFetching || undefined}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.when')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.event')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.status')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.attempts')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.answer')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('log.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id} data-testid="delivery-row">
              <TableCell>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</TableCell>
              <TableCell>{eventLabel(t, d.event)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`status.${d.status}`)}
                  color={statusColor[d.status]}
                  variant="outlined"
                />
              </TableCell>
              <TableCell>{d.attempts}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {d.lastStatus !== null ? t('log.http', { status: d.lastStatus }) : ''}
                {d.lastAnswer ? `${d.lastStatus !== null ? ': ' : ''}${d.lastAnswer}` : ''}
                {d.status === 'pending' && d.nextAttemptAt
                  ? t('log.nextTry', { time: formatDateTime(d.nextAttemptAt) })
                  : ''}
              </TableCell>
              <TableCell>
                {d.status !== 'pending' && (
                  <Button
                    size="small"
                    disabled={!canEdit || redeliver.isPending}
                    onClick={() => redeliver.mutate(d.id)}
                  >
                    {t('redeliver')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!log.isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{log.isError ? log.error.message : m('noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
