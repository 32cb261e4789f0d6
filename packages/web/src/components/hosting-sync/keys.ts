import { botKeys } from '../../lib/query-keys';
import type { Provider } from './provider-api';

/** Query keys of the hosting sync tabs (Nitrado, ASA Bot); under botKeys.all. */
export const hostingKeys = {
  services: (p: Provider, botId: number) => [...botKeys.all, p, 'services', botId] as const,
  sync: (p: Provider, botId: number) => [...botKeys.all, p, 'sync', botId] as const,
};
