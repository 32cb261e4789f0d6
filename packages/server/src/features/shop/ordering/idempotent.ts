import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_HOURS, shopMessages, type PurchaseView } from '@asa/domain';
import type { AppContext } from '../../../context';
import { purchases } from '../../../db/schema';
import { IdempotencyKeyTaken, shopError } from '../errors';
import { buyKit, type KitOrderInput } from './ordering';
import { purchaseView } from '../purchases/views';
import type { PurchaseRow } from '../delivery/claims';

/** True for a unique-index violation (pg and PGlite report SQLSTATE 23505; drizzle may wrap it). */
export function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) {
    if (x.code === '23505') return true;
  }
  return false;
}

async function byKey(ctx: AppContext, botId: number, key: string) {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.botId, botId), eq(purchases.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The canonical body of an order: what decides it (buyer, kit, server, chosen group, gift recipient), in a fixed order and
 * shape, hashed (SHA-256, hex). Two calls that mean the same order hash the same.
 */
export function orderHash(
  input: Pick<KitOrderInput, 'playerId' | 'kitId' | 'serverId' | 'itemGroupIndex' | 'coupon' | 'giftTo'>,
) {
  const order: unknown[] = [input.playerId, input.kitId, input.serverId, input.itemGroupIndex ?? null];
  // a gift's recipient and a coupon are part of the order (appended only when given: the hashes of orders
  // without them stay as they were)
  if (input.giftTo !== undefined) order.push(input.giftTo);
  if (input.coupon?.trim()) order.push({ coupon: input.coupon.trim().toLowerCase() });
  const canonical = JSON.stringify(order);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** A purchase made with the key answers this call only when the call means the same order. */
function replayOf(first: PurchaseRow, hash: string) {
  // purchases from before the hash was stored (null) are answered as before
  if (first.requestHash !== null && first.requestHash !== hash)
    throw shopError('idempotency_key_reused', 422, shopMessages.idempotencyKeyReused);
  return first;
}

/**
 * buyKit once per `Idempotency-Key` of an instance: a key used within IDEMPOTENCY_WINDOW_HOURS answers the
 * purchase it made (in its current state) without charging again, when the call means the same order (the
 * hash of its canonical body is stored with the key); the same key with a different order is refused (422,
 * nothing charged). An older key is released and starts a new purchase. Two concurrent calls with one key:
 * the unique index lets one purchase commit, the other's charge rolls back and it answers the first (or
 * 422 when its body differs). Answers `{ purchase, replayed }`.
 */
export async function buyKitOnce(
  ctx: AppContext,
  key: string,
  input: Omit<KitOrderInput, 'idempotencyKey' | 'requestHash'>,
): Promise<{ purchase: PurchaseView; replayed: boolean }> {
  const windowMs = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;
  const hash = orderHash(input);
  const first = await byKey(ctx, input.botId, key);
  if (first) {
    if (ctx.now().getTime() - first.createdAt.getTime() < windowMs)
      return { purchase: await purchaseView(ctx, replayOf(first, hash)), replayed: true };
    await ctx.db
      .update(purchases)
      .set({ idempotencyKey: null })
      .where(and(eq(purchases.id, first.id), eq(purchases.idempotencyKey, key)));
  }
  try {
    return {
      purchase: await buyKit(ctx, { ...input, idempotencyKey: key, requestHash: hash }),
      replayed: false,
    };
  } catch (e) {
    if (!(e instanceof IdempotencyKeyTaken) && !isUniqueViolation(e)) throw e;
    const winner = await byKey(ctx, input.botId, key);
    if (!winner) throw shopError('idempotency_conflict', 409, shopMessages.idempotencyKeyInvalid);
    return { purchase: await purchaseView(ctx, replayOf(winner, hash)), replayed: true };
  }
}
