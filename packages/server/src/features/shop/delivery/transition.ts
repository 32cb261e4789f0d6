import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isPurchaseTransition, type PurchaseStatus } from '@asa/domain';
import type { Db, Tx } from '../../../db/client';
import { purchases } from '../../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;
type PurchasePatch = Omit<PgUpdateSetSource<typeof purchases>, 'id' | 'status'>;

/** A status change the state machine (packages/domain purchase-transitions.ts) does not have. */
export class PurchaseTransitionRefused extends Error {
  constructor(
    readonly from: PurchaseStatus,
    readonly to: PurchaseStatus,
  ) {
    super(`purchase transition ${from} -> ${to} is not in the state machine`);
    this.name = 'PurchaseTransitionRefused';
  }
}

const asList = (from: PurchaseStatus | readonly PurchaseStatus[]): readonly PurchaseStatus[] =>
  typeof from === 'string' ? [from] : from;

/**
 * Throws unless every `from -> to` is in the state machine. `transition()` calls it; the two status writes
 * that are raw SQL (the queue's batch claim, the delivered CTE that records the last answer in the same
 * statement) call it before building their statement.
 */
export function assertTransition(from: PurchaseStatus | readonly PurchaseStatus[], to: PurchaseStatus) {
  const list = asList(from);
  if (!list.length) throw new Error('transition() needs at least one from-status');
  for (const f of list) if (!isPurchaseTransition(f, to)) throw new PurchaseTransitionRefused(f, to);
}

/**
 * The one way the server changes a purchase's status: a conditional UPDATE
 * (`UPDATE purchases SET status = to, …patch WHERE id = ? AND status IN (from) [AND guard]`) answering the
 * row as it is now, or null when the purchase was not in `from` (someone else moved it first). `guard`: the
 * rest of the condition (the lease owner, not refunded yet, due). A pair the state machine does not have is
 * refused before the database is touched.
 */
export async function transition(
  tx: Db | Tx,
  purchaseId: number,
  from: PurchaseStatus | readonly PurchaseStatus[],
  to: PurchaseStatus,
  patch: PurchasePatch = {},
  guard?: SQL,
): Promise<PurchaseRow | null> {
  assertTransition(from, to);
  const list = asList(from);
  const [row] = await tx
    .update(purchases)
    .set({ ...patch, status: to })
    .where(
      and(
        eq(purchases.id, purchaseId),
        list.length === 1 ? eq(purchases.status, list[0]!) : inArray(purchases.status, [...list]),
        guard,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * `transition()` for many purchases in one statement (the queue's recovery of a dead worker's claims): every
 * row of `purchaseIds` still in `from` (and `guard`) moves to `to`; answers the rows moved.
 */
export async function transitionMany(
  tx: Db | Tx,
  purchaseIds: readonly number[],
  from: PurchaseStatus,
  to: PurchaseStatus,
  patch: PurchasePatch = {},
  guard?: SQL,
): Promise<PurchaseRow[]> {
  assertTransition(from, to);
  if (!purchaseIds.length) return [];
  return tx
    .update(purchases)
    .set({ ...patch, status: to })
    .where(and(inArray(purchases.id, [...purchaseIds]), eq(purchases.status, from), guard))
    .returning();
}
