import { and, count, eq, gt, gte, isNull, max, or } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { buyLimitResets, purchases } from '../../../db/schema';
import { getKitRow } from '../../kits/service';
import { instanceOrThrow, playerOrThrow } from './lookups';
import { shopNotFound } from '../errors';
import { limitsBuys } from './rules';
import { buyWindow } from '../../kits/service';

/** The latest admin reset of this player's limits that covers the kit (one kit or all kits), or null. */
async function latestReset(tx: Tx | AppContext['db'], playerId: number, kitId: number) {
  const [r] = await tx
    .select({ at: max(buyLimitResets.createdAt) })
    .from(buyLimitResets)
    .where(
      and(
        eq(buyLimitResets.playerId, playerId),
        or(eq(buyLimitResets.kitId, kitId), isNull(buyLimitResets.kitId)),
      ),
    );
  return r?.at ?? null;
}

/**
 * Purchases of this kit PAID by this player since `start` (or the latest admin reset, whichever is later)
 * that still count: all but the ones given back (failed or expired and refunded, or refunded by an owner
 * whatever their status: issue 36). A gift counts toward its buyer's limit, never the recipient's
 * (docs/decisions/2026-11-28-gifts-and-buy-limits.md): nobody can use up someone else's limit by gifting,
 * and two friends cannot pass their limits by gifting each other.
 */
export async function countedPurchases(
  tx: Tx | AppContext['db'],
  playerId: number,
  kitId: number,
  windowStart: Date | null,
) {
  const reset = await latestReset(tx, playerId, kitId);
  const [r] = await tx
    .select({ n: count() })
    .from(purchases)
    .where(
      and(
        or(
          and(eq(purchases.isGift, false), eq(purchases.playerId, playerId)),
          and(eq(purchases.isGift, true), eq(purchases.giftFromPlayerId, playerId)),
        ),
        eq(purchases.kitId, kitId),
        windowStart ? gte(purchases.createdAt, windowStart) : undefined,
        reset ? gt(purchases.createdAt, reset) : undefined,
        eq(purchases.refunded, false),
      ),
    );
  return Number(r?.n ?? 0);
}

/**
 * Resets a player's buy limits for one kit (or every kit when kitId is omitted): an audit row with who and
 * when; limits then count only purchases made after it.
 */
export async function resetBuyLimits(
  ctx: AppContext,
  input: { botId: number; playerId: number; kitId?: number | null; actor: string },
) {
  const bot = await instanceOrThrow(ctx, input.botId);
  await playerOrThrow(ctx.db, bot.id, input.playerId);
  if (input.kitId != null) {
    const kit = await getKitRow(ctx.db, input.kitId);
    if (!kit || kit.botId !== bot.id) throw shopNotFound('Kit');
  }
  const [row] = await ctx.db
    .insert(buyLimitResets)
    .values({
      botId: bot.id,
      playerId: input.playerId,
      kitId: input.kitId ?? null,
      actor: input.actor,
      createdAt: ctx.now(),
    })
    .returning();
  return {
    id: row!.id,
    playerId: row!.playerId,
    kitId: row!.kitId,
    actor: row!.actor,
    createdAt: row!.createdAt.toISOString(),
  };
}

/** Where a player stands with the buy limits of some kits (kits without a limit are left out). */
export async function buyLimitsFor(
  ctx: AppContext,
  settings: Parameters<typeof limitsBuys>[1],
  playerId: number,
  kits: Parameters<typeof limitsBuys>[0][],
): Promise<{ kitId: number; maxBuys: number; used: number; resetsAt: string | null }[]> {
  const now = ctx.now();
  return Promise.all(
    kits
      .filter((k) => limitsBuys(k, settings))
      .map(async (k) => {
        const window = buyWindow(k.resetAt, now);
        return {
          kitId: k.id,
          maxBuys: k.maxBuys,
          used: await countedPurchases(ctx.db, playerId, k.id, window.start),
          resetsAt: window.end ? window.end.toISOString() : null,
        };
      }),
  );
}
