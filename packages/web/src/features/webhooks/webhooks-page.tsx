import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { messages, webhookEventLabels, type WebhookEndpoint } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { api, data } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog } from './endpoint-dialog';
import { webhookKeys } from './keys';

/** Webhooks (owner only, Tier 2): endpoints that receive signed events, their delivery logs, a test button. */
export default function WebhooksPage() {
  return (
    <BotPage
      title="Webhooks"
      tier="Tier 2 feature"
      subtitle="Send signed events (purchases, credits, votes, in-game links) to your own tools. The bodies and the signature check are described in the API documentation (/api/docs, webhooks)."
      view="Owner"
      edit="Owner"
      feature="webhooks"
    >
      {(canEdit) => <Endpoints canEdit={canEdit} />}
    </BotPage>
  );
}

function Endpoints({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const botId = bot!.id;
  const qc = useQueryClient();
  const toast = useToast();
  const list = useQuery({
    queryKey: webhookKeys.list(botId),
    queryFn: () => data(api.GET('/api/webhooks/list/{botId}', { params: { path: { botId } } })),
  });
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: webhookKeys.list(botId) });
  const test = useMutation({
    mutationFn: (id: number) =>
      data(api.POST('/api/webhooks/endpoint/{id}/test', { params: { path: { id } } })),
    onSuccess: async (_r, id) => {
      toast({ severity: 'success', message: 'Test event queued.' });
      await qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) });
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  const rotate = useMutation({
    mutationFn: (id: number) =>
      data(api.POST('/api/webhooks/endpoint/{id}/rotate-secret', { params: { path: { id } } })),
    onSuccess: (r) => setSecret(r.secret),
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/webhooks/endpoint/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      setDeleting(null);
      toast({ severity: 'success', message: 'Endpoint deleted.' });
      await refresh();
    },
    onError: (e) => toast({ severity: 'error', title: messages.errorTitle, message: e.message }),
  });
  const endpoints = list.data?.endpoints ?? [];
  return (
    <Box>
      <Button variant="contained" disabled={!canEdit} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        Add endpoint
      </Button>
      {secret && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setSecret('')}>
          <Typography sx={{ mb: 1 }}>
            The signing secret of this endpoint. Copy it now: it is not shown again.
          </Typography>
          <CopyField label="Signing secret" value={secret} monospace />
        </Alert>
      )}
      {list.isPending && <CircularProgress aria-label="Loading" />}
      {!list.isPending && endpoints.length === 0 && (
        <Typography color="text.secondary">
          {list.isError ? list.error.message : 'No endpoints yet.'}
        </Typography>
      )}
      <Stack spacing={2}>
        {endpoints.map((e) => (
          <Card key={e.id} variant="outlined" component="section" aria-label={`Endpoint ${e.url}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography
                  component="h2"
                  variant="subtitle1"
                  sx={{ fontWeight: 600, wordBreak: 'break-all' }}
                >
                  {e.url}
                </Typography>
                <Chip
                  size="small"
                  label={e.enabled ? 'Enabled' : 'Disabled'}
                  color={e.enabled ? 'success' : 'default'}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {e.events.map((x) => webhookEventLabels[x]).join(', ')}
              </Typography>
              <DeliveryLog endpointId={e.id} />
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button disabled={!canEdit || test.isPending} onClick={() => test.mutate(e.id)}>
                Send test event
              </Button>
              <Button disabled={!canEdit} onClick={() => setEditing(e)}>
                Edit
              </Button>
              <Button disabled={!canEdit || rotate.isPending} onClick={() => rotate.mutate(e.id)}>
                Rotate secret
              </Button>
              <Button color="error" disabled={!canEdit} onClick={() => setDeleting(e)}>
                Delete
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {editing && (
        <EndpointDialog
          botId={botId}
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSecret={setSecret}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete endpoint"
        danger
        confirmLabel="Delete"
        disabled={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `Delete the endpoint ${deleting.url} and its delivery log?` : ''}
      </ConfirmDialog>
    </Box>
  );
}
