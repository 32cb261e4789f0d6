import { botKeys } from '../../lib/query-keys';
import type { PurchaseQuery } from './use-purchases';

/** Query keys of the Purchases log and the player dialog's purchases tab; under botKeys.all. */
export const purchaseKeys = {
  /** Every page of an instance's purchases (invalidate after an action). */
  list: botKeys.purchases,
  page: (botId: number, q: PurchaseQuery) => [...botKeys.purchases(botId), q] as const,
};
