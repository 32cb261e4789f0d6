import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_HOURS, shopMessages, type PurchaseView } from '@asa/domain';
import type { AppContext } from '../../context';
import { purchases } from '../../db/schema';
import { IdempotencyKeyTaken, shopError } from './errors';
import { buyKit, type KitOrderInput } from './ordering';
import { purchaseView } from './views';

/** True for a unique-index violation (pg and PGlite report SQLSTATE 23505; drizzle may wrap it). */
function isUniqueViolation(e: unknown): boolean {
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
 * buyKit once per `Idempotency-Key` of an instance: a key used within IDEMPOTENCY_WINDOW_HOURS answers the
 * purchase it made (in its current state) without charging again; an older key is released and starts a
 * new purchase. Two concurrent calls with one key: the unique index lets one purchase commit, the other's
 * charge rolls back and it answers the first. Answers `{ purchase, replayed }`.
 */
export async function buyKitOnce(
  ctx: AppContext,
  key: string,
  input: Omit<KitOrderInput, 'idempotencyKey'>,
): Promise<{ purchase: PurchaseView; replayed: boolean }> {
  const windowMs = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;
  const first = await byKey(ctx, input.botId, key);
  if (first) {
    if (ctx.now().getTime() - first.createdAt.getTime() < windowMs)
      return { purchase: await purchaseView(ctx, first), replayed: true };
    await ctx.db
      .update(purchases)
      .set({ idempotencyKey: null })
      .where(and(eq(purchases.id, first.id), eq(purchases.idempotencyKey, key)));
  }
  try {
    return { purchase: await buyKit(ctx, { ...input, idempotencyKey: key }), replayed: false };
  } catch (e) {
    if (!(e instanceof IdempotencyKeyTaken) && !isUniqueViolation(e)) throw e;
    const winner = await byKey(ctx, input.botId, key);
    if (!winner) throw shopError('idempotency_conflict', 409, shopMessages.idempotencyKeyInvalid);
    return { purchase: await purchaseView(ctx, winner), replayed: true };
  }
}
