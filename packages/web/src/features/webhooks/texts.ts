/** The `webhooks` namespace (src/locales/<lang>/webhooks.json). */
import { webhookEvents, type WebhookEvent } from '@asa/domain';
import en from '../../locales/en/webhooks.json?messages';
import type source from '../../locales/en/webhooks.json';
import { namespace, type Translate } from '../../lib/i18n';

type Key = keyof typeof source;
export const useWebhooksT = namespace<Key>('webhooks', en);

/** An event's name as the dashboard shows it (the test event too); an unknown event as it came. */
export function eventLabel(t: Translate<Key>, event: string): string {
  if (event === 'test') return t('event.test');
  return (webhookEvents as readonly string[]).includes(event) ? t(`event.${event as WebhookEvent}`) : event;
}
