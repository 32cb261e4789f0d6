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
import type { WebhookEndpoint } from '@asa/domain';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog } from './endpoint-dialog';
import { webhookKeys } from './keys';
import { eventLabel, useWebhooksT } from './texts';
import { useCommonT } from '../../lib/common-texts';

/** Webhooks (owner only, Tier 2): endpoints that receive signed events, their delivery logs, a test button. */
export default function WebhooksPage() {
  const t = useWebhooksT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
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
  const t = useWebhooksT();
  const c = useCommonT();
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
      toast({ severity: 'success', message: t('testQueued') });
      await qc.invalidateQueries({ queryKey: webhookKeys.deliveries(id) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  const rotate = useMutation({
    mutationFn: (id: number) =>
      data(api.POST('/api/webhooks/endpoint/{id}/rotate-secret', { params: { path: { id } } })),
    onSuccess: (r) => setSecret(r.secret),
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => data(api.DELETE('/api/webhooks/endpoint/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      setDeleting(null);
      toast({ severity: 'success', message: t('deleted') });
      await refresh();
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  const endpoints = list.data?.endpoints ?? [];
  return (
    <Box>
      <Button variant="contained" disabled={!canEdit} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {t('add')}
      </Button>
      {secret && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setSecret('')}>
          <Typography sx={{ mb: 1 }}>{t('secretNote')}</Typography>
          <CopyField label={t('secretLabel')} value={secret} monospace />
        </Alert>
      )}
      {list.isPending && <CircularProgress aria-label={c('loading')} />}
      {!list.isPending && endpoints.length === 0 && (
        <Typography color="text.secondary">{list.isError ? list.error.message : t('none')}</Typography>
      )}
      <Stack spacing={2}>
        {endpoints.map((e) => (
          <Card key={e.id} variant="outlined" component="section" aria-label={t('endpoint', { url: e.url })}>
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
                  label={e.enabled ? t('enabled') : t('disabled')}
                  color={e.enabled ? 'success' : 'default'}
                />
                {e.failingSince && (
                  <Chip
                    size="small"
                    color="error"
                    label={t('failingSince', { time: formatDateTime(e.failingSince) })}
                  />
                )}
              </Stack>
              {e.failingSince && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('failingNote', { time: formatDateTime(e.failingSince) })}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {e.events.map((x) => eventLabel(t, x)).join(', ')}
              </Typography>
              <DeliveryLog endpointId={e.id} canEdit={canEdit} />
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button disabled={!canEdit || test.isPending} onClick={() => test.mutate(e.id)}>
                {t('sendTest')}
              </Button>
              <Button disabled={!canEdit} onClick={() => setEditing(e)}>
                {t('editButton')}
              </Button>
              <Button disabled={!canEdit || rotate.isPending} onClick={() => rotate.mutate(e.id)}>
                {t('rotate')}
              </Button>
              <Button color="error" disabled={!canEdit} onClick={() => setDeleting(e)}>
                {c('delete')}
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
        title={t('deleteTitle')}
        danger
        confirmLabel={c('delete')}
        disabled={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t('deleteText', { url: deleting.url }) : ''}
      </ConfirmDialog>
    </Box>
  );
}
