import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Switch,
  TextField,
} from '@mui/material';
import {
  webhookEndpointInputSchema,
  webhookEvents,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '@asa/domain';
import { FormDialog } from '../../components/form/form-dialog';
import { api, data } from '../../lib/api';
import { fieldError, useSaveEntity, useZodForm } from '../../lib/form';
import { webhookKeys } from './keys';
import { eventLabel, useWebhooksT } from './texts';

/** Add or edit an endpoint: URL, events (checkboxes), Enabled. A new endpoint answers its secret once. */
export function EndpointDialog(p: {
  botId: number;
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onSecret(secret: string): void;
}) {
  const qc = useQueryClient();
  const t = useWebhooksT();
  const form = useZodForm(
    webhookEndpointInputSchema,
    p.endpoint
      ? { url: p.endpoint.url, events: p.endpoint.events, enabled: p.endpoint.enabled }
      : { url: '', events: [...webhookEvents], enabled: true },
  );
  const save = useSaveEntity({
    save: async (body: WebhookEndpointInput) =>
      p.endpoint
        ? {
            secret: '',
            ...(await data(
              api.PUT('/api/webhooks/endpoint/{id}', { params: { path: { id: p.endpoint.id } }, body }),
            )),
          }
        : data(api.POST('/api/webhooks/{botId}', { params: { path: { botId: p.botId } }, body })),
    done: p.endpoint ? t('saved') : t('added'),
    onSaved: async (r) => {
      if (r.secret) p.onSecret(r.secret);
      p.onClose();
      await qc.invalidateQueries({ queryKey: webhookKeys.list(p.botId) });
    },
    form,
  });
  const err = fieldError(form.formState.errors);
  return (
    <FormDialog
      id="webhook-form"
      title={p.endpoint ? t('edit') : t('add')}
      onClose={p.onClose}
      busy={save.isPending}
      submitDisabled={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <TextField
        label={t('url')}
        placeholder={t('urlPlaceholder')}
        {...form.register('url')}
        {...err('url')}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend">{t('events')}</FormLabel>
            <FormGroup>
              {webhookEvents.map((e) => {
                const list = (field.value ?? []) as WebhookEvent[];
                return (
                  <FormControlLabel
                    key={e}
                    label={eventLabel(t, e)}
                    control={
                      <Checkbox
                        checked={list.includes(e)}
                        onChange={(ev) =>
                          field.onChange(ev.target.checked ? [...list, e] : list.filter((x) => x !== e))
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            label={t('enabled')}
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
    </FormDialog>
  );
}
