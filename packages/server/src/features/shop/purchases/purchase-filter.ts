import { and, asc, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { PurchaseSort, PurchaseSource, PurchaseStatus } from '@asa/domain';
import { purchases } from '../../../db/schema';

/**
 * The purchases list's filters and order (`purchaseFilterFields` of @asa/domain: the URL of /purchases,
 * the list's and the CSV export's query). One reading for the list, its status counts and the export.
 */
export interface PurchaseFilter {
  playerId?: number;
  status?: PurchaseStatus;
  source?: PurchaseSource;
  /** UTC days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  kitId?: number;
  serverId?: number;
  sort?: PurchaseSort;
  order?: 'asc' | 'desc';
}

/** The URL's names (`kit`, `server`) as the filter's. */
export const purchaseFilterOf = (q: {
  playerId?: number;
  status?: PurchaseStatus;
  source?: PurchaseSource;
  from?: string;
  to?: string;
  kit?: number;
  server?: number;
  sort?: PurchaseSort;
  order?: 'asc' | 'desc';
}): PurchaseFilter => ({
  playerId: q.playerId,
  status: q.status,
  source: q.source,
  from: q.from,
  to: q.to,
  kitId: q.kit,
  serverId: q.server,
  sort: q.sort,
  order: q.order,
});

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The purchases of an instance the filters match; `withStatus: false` leaves the status filter out (counts). */
export function purchaseListWhere(botId: number, f: PurchaseFilter, withStatus = true): SQL {
  return and(
    eq(purchases.botId, botId),
    // a player's purchases: theirs, and the gifts they sent
    f.playerId === undefined
      ? undefined
      : or(
          eq(purchases.playerId, f.playerId),
          and(eq(purchases.isGift, true), eq(purchases.giftFromPlayerId, f.playerId)),
        ),
    withStatus && f.status !== undefined ? eq(purchases.status, f.status) : undefined,
    f.source === undefined ? undefined : eq(purchases.source, f.source),
    f.kitId === undefined ? undefined : eq(purchases.kitId, f.kitId),
    f.serverId === undefined ? undefined : eq(purchases.serverId, f.serverId),
    f.from ? gte(purchases.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(purchases.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)) : undefined,
  )!;
}

const sortColumns = {
  createdAt: purchases.createdAt,
  price: purchases.price,
  playerName: purchases.playerName,
  kitName: purchases.kitName,
} as const;

/** ORDER BY of the list: newest first unless a sort is named (then its order, descending by default). */
export function purchaseOrder(f: PurchaseFilter) {
  const dir = (f.order ?? 'desc') === 'asc' ? asc : desc;
  return [dir(sortColumns[f.sort ?? 'createdAt']), dir(purchases.id)];
}
