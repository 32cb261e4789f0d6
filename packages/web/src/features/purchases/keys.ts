import type { PurchaseStatus } from '@asa/domain';
import { botKeys } from '../../lib/query-keys';

/** Query keys of the Purchases log and the player dialog's purchases tab; under botKeys.all. */
export const purchaseKeys = {
  /** Every page of an instance's purchases (invalidate after an action). */
  list: botKeys.purchases,
  page: (botId: number, q: { page: number; pageSize: number; status?: PurchaseStatus; playerId?: number }) =>
    [...botKeys.purchases(botId), q.page, q.pageSize, q.status ?? 'all', q.playerId ?? 'all'] as const,
};
