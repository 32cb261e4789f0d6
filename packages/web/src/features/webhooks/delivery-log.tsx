import { useQuery } from '@tanstack/react-query';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { messages, webhookEventLabels, type WebhookEvent } from '@asa/domain';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { webhookKeys } from './keys';

const statusColor = { delivered: 'success', failed: 'error', pending: 'warning' } as const;

/** The newest deliveries of one endpoint with their last answer; refreshed while any is pending. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () =>
      data(api.GET('/api/webhooks/endpoint/{id}/deliveries', { params: { path: { id: endpointId } } })),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false),
  });
  const rows = log.data?.deliveries ?? [];
  return (
    <TableContainer>
      <Table size="small" aria-label="Delivery log" aria-busy={log.isFetching || undefined}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>When</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Event</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Status</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Attempts</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Answer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id} data-testid="delivery-row">
              <TableCell>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</TableCell>
              <TableCell>
                {webhookEventLabels[d.event as WebhookEvent] ?? (d.event === 'test' ? 'Test event' : d.event)}
              </TableCell>
              <TableCell>
                <Chip size="small" label={d.status} color={statusColor[d.status]} variant="outlined" />
              </TableCell>
              <TableCell>{d.attempts}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {d.lastStatus !== null ? `HTTP ${d.lastStatus}` : ''}
                {d.lastAnswer ? `${d.lastStatus !== null ? ': ' : ''}${d.lastAnswer}` : ''}
                {d.status === 'pending' && d.nextAttemptAt
                  ? ` (next try ${formatDateTime(d.nextAttemptAt)})`
                  : ''}
              </TableCell>
            </TableRow>
          ))}
          {!log.isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{log.isError ? log.error.message : messages.noData}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
