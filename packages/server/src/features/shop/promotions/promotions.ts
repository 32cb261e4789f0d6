import { and, count, eq, sql } from 'drizzle-orm';
import { shopRefusals } from '@asa/domain';
import type { Db, Tx } from '../../../db/client';
import { coupons, kitStock, purchases } from '../../../db/schema';
import { buyWindow, salePrice, stockPeriodOf } from '../../kits/service';
import type { KitRow } from '../../kits/service';
import type { PlayerRow } from '../../players/service';
import type { ShopRankRow } from '../../shop-ranks/service';
import { shopError } from '../errors';
import { kitPriceFor } from '../ordering/rules';

/** Coupons, timed sales and stock in the engine (docs/promotions.md). */
export type CouponRow = typeof coupons.$inferSelect;
type SaleKit = Pick<KitRow, 'price' | 'salePercent' | 'saleFrom' | 'saleTo'>;

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What a player pays at `now`: the sale price, minus the best shop-rank discount; with a coupon either the
 * coupon on top of the rank discount (`stackable`) or the better single discount of the two. Never below 0.
 * `notBetter`: a non-stackable coupon that would not lower the rank price (the order is refused).
 */
export function priceOf(
  kit: SaleKit,
  ranks: Pick<ShopRankRow, 'discount'>[],
  now: Date,
  coupon?: Pick<CouponRow, 'kind' | 'amount' | 'stackable'> | null,
) {
  const listed = salePrice(kit, now);
  const ranked = kitPriceFor({ price: listed }, ranks);
  if (!coupon) return { listed, price: ranked, couponDiscount: 0, notBetter: false };
  const off = (base: number) =>
    coupon.kind === 'percent' ? Math.floor((base * Math.min(100, coupon.amount)) / 100) : coupon.amount;
  const price = coupon.stackable
    ? Math.max(0, ranked - off(ranked))
    : Math.min(ranked, Math.max(0, listed - off(listed)));
  return { listed, price, couponDiscount: ranked - price, notBetter: price === ranked && ranked < listed };
}

/** The instance's coupon with this code (case-insensitive), or undefined. */
export async function findCoupon(db: Db | Tx, botId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.botId, botId), sql`lower(${coupons.code}) = lower(${code.trim()})`))
    .limit(1);
  return row;
}

/**
 * The checks that need no lock: code, validity window, uses left, scope, minimum price. An unknown, paused,
 * not yet started, expired or used-up code gets ONE answer (`coupon_invalid`, naming the code as typed), so
 * a buyer guessing codes cannot tell an existing code from an unknown one (issue 33); the owner's coupon
 * list and report show each coupon's state. A live code's own conditions (kit or rank scope, minimum price,
 * first purchase, per-player limit) are explained: the code works, just not for this order.
 */
export function checkCoupon(
  coupon: CouponRow | undefined,
  code: string,
  kit: SaleKit & Pick<KitRow, 'id' | 'name'>,
  playerRanks: number[],
  now: Date,
): CouponRow {
  if (
    !coupon ||
    // paused: docs/decisions/2026-11-28-coupon-pause.md
    coupon.paused ||
    (coupon.validFrom && now < coupon.validFrom) ||
    (coupon.validTo && now >= coupon.validTo) ||
    (coupon.maxUses > 0 && coupon.uses >= coupon.maxUses)
  )
    throw couponNotValid(code);
  const c = coupon.code;
  if (coupon.scope === 'kits' && !coupon.kitIds.includes(kit.id))
    throw shopError('coupon_not_for_kit', 400, shopRefusals.couponNotForKit(c, kit.name));
  if (coupon.scope === 'ranks' && !coupon.rankIds.some((r) => playerRanks.includes(r)))
    throw shopError('coupon_not_for_kit', 400, shopRefusals.couponNotForRank(c));
  if (salePrice(kit, now) < coupon.minPrice)
    throw shopError('coupon_min_price', 400, shopRefusals.couponMinPrice(c, coupon.minPrice));
  return coupon;
}

/** The one answer to a code that cannot be used now, whatever the reason (the code as the buyer typed it). */
export const couponNotValid = (typed: string) =>
  shopError('coupon_invalid', 400, shopRefusals.couponInvalid(typed.trim()));

/** Purchases paid by this player: their own, and gifts they bought for others (the coupon is the payer's). */
const paidBy = (playerId: number) =>
  sql`(case when ${purchases.isGift} then ${purchases.giftFromPlayerId} else ${purchases.playerId} end) = ${playerId}`;

/**
 * Takes one use of the coupon for the locked buyer (call under the buyer's row lock, in the charge
 * transaction): the per-player limit and "first purchase only" are counted under that lock, the total in
 * one conditional UPDATE of the coupon row (concurrent buyers queue on it, so it is never passed).
 * `typed`: the code as a buyer typed it (a buyer's order: used up is answered like an unknown code); null
 * for an owner's retry, which checks no "first purchase" and is told `coupon_used_up`.
 */
export async function takeCoupon(tx: Tx, coupon: CouponRow, locked: PlayerRow, typed: string | null) {
  const firstCheck = typed !== null;
  if (coupon.maxUsesPerPlayer > 0) {
    const [mine] = await tx
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.couponId, coupon.id), paidBy(locked.id), eq(purchases.couponCounted, true)));
    if ((mine?.n ?? 0) >= coupon.maxUsesPerPlayer)
      throw shopError(
        'coupon_player_limit',
        409,
        shopRefusals.couponPlayerLimit(coupon.code, coupon.maxUsesPerPlayer),
      );
  }
  if (firstCheck && coupon.firstPurchaseOnly) {
    const earlier = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(paidBy(locked.id), eq(purchases.refunded, false)))
      .limit(1);
    if (earlier.length)
      throw shopError('coupon_first_purchase', 409, shopRefusals.couponFirstPurchase(coupon.code));
  }
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(eq(coupons.id, coupon.id), sql`(${coupons.maxUses} = 0 or ${coupons.uses} < ${coupons.maxUses})`),
    )
    .returning({ id: coupons.id });
  if (!taken.length) {
    if (typed !== null) throw couponNotValid(typed);
    throw shopError('coupon_used_up', 409, shopRefusals.couponUsedUp(coupon.code));
  }
}

/**
 * Takes one unit of a kit with a stock, in the charge transaction (one conditional upsert of the cycle's
 * counter: concurrent buyers queue on its row). Answers the cycle taken from, null for a kit without stock.
 */
export async function takeStock(
  tx: Tx,
  kit: Pick<KitRow, 'id' | 'name' | 'stock' | 'stockReset'>,
  now: Date,
) {
  if (kit.stock === null) return null;
  const period = stockPeriodOf(kit, now);
  const taken =
    kit.stock > 0
      ? await tx
          .insert(kitStock)
          .values({ kitId: kit.id, periodStart: period, sold: 1 })
          .onConflictDoUpdate({
            target: [kitStock.kitId, kitStock.periodStart],
            set: { sold: sql`${kitStock.sold} + 1` },
            setWhere: sql`${kitStock.sold} < ${kit.stock}`,
          })
          .returning({ sold: kitStock.sold })
      : [];
  if (!taken.length) {
    const end = buyWindow(kit.stockReset, now).end;
    throw shopError(
      'sold_out',
      409,
      end ? shopRefusals.soldOutUntil(kit.name, utc(end)) : shopRefusals.soldOut(kit.name),
    );
  }
  return period;
}

/**
 * Gives back the coupon use and the stock unit a purchase holds (in the refund's transaction, after its
 * conditional status UPDATE, so once). Answers the columns to write on the purchase.
 */
export async function releasePromotions(
  tx: Tx,
  p: { couponId: number | null; couponCounted: boolean; kitId: number | null; stockPeriod: Date | null },
) {
  if (p.couponCounted && p.couponId !== null)
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} - 1` })
      .where(and(eq(coupons.id, p.couponId), sql`${coupons.uses} > 0`));
  if (p.stockPeriod && p.kitId !== null)
    await tx
      .update(kitStock)
      .set({ sold: sql`${kitStock.sold} - 1` })
      .where(
        and(eq(kitStock.kitId, p.kitId), eq(kitStock.periodStart, p.stockPeriod), sql`${kitStock.sold} > 0`),
      );
  return { couponCounted: false, stockPeriod: null };
}

/**
 * An owner's retry of a given-back purchase charges again: it takes the coupon use (when the coupon still
 * exists; its limits apply, "first purchase" was decided by the purchase itself) and a unit of stock again.
 */
export async function retakePromotions(
  tx: Tx,
  p: { couponId: number | null },
  locked: PlayerRow,
  kit: Pick<KitRow, 'id' | 'name' | 'stock' | 'stockReset'> | null,
  now: Date,
) {
  const coupon =
    p.couponId === null ? undefined : (await tx.select().from(coupons).where(eq(coupons.id, p.couponId)))[0];
  if (coupon) await takeCoupon(tx, coupon, locked, null);
  const stockPeriod = kit ? await takeStock(tx, kit, now) : null;
  return { couponCounted: coupon !== undefined, stockPeriod };
}
