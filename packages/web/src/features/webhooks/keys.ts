import { botKeys } from '../../lib/query-keys';

/** Query keys of the Webhooks page; under botKeys.all. */
export const webhookKeys = {
  list: (botId: number) => [...botKeys.all, 'webhooks', botId] as const,
  deliveries: (endpointId: number) => [...botKeys.all, 'webhooks', 'deliveries', endpointId] as const,
};
