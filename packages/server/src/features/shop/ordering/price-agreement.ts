import { shopRefusals } from '@asa/domain';
import type { AppContext } from '../../../context';
import { getKitRow } from '../../kits/service';
import { getPlayerRow } from '../../players/service';
import { listRanks } from '../../shop-ranks/service';
import { shopError } from '../errors';
import { priceOf } from '../promotions/promotions';
import { ranksOf } from './rules';

/**
 * Price agreement (issue 33, docs/shop-engine.md "The price agreed"): an order may carry the price its buyer
 * agreed to (the portal's shown price, the key API's `maxPrice`, the price when a Discord or in-game order
 * was placed). The ONE check before charging: a charge above it is refused with 409 `price_changed` and
 * the new price, nothing charged; the buyer orders again. A lower charge goes through.
 */
export function checkAgreedPrice(agreed: number | undefined, price: number) {
  if (agreed === undefined || price <= agreed) return;
  const e = shopError('price_changed', 409, shopRefusals.priceChanged(agreed, price));
  e.extra = { price };
  throw e;
}

/**
 * The price `playerId` pays for the kit at `at` (list price, running sale, best shop-rank discount; no
 * coupon): what a Discord or in-game buyer agreed to when they placed the order. Undefined when the kit or
 * the player is not there (the order is refused for that anyway).
 */
export async function priceAgreedAt(
  ctx: AppContext,
  o: { botId: number; playerId: number; kitId: number },
  at: Date,
): Promise<number | undefined> {
  const [kit, player, ranks] = await Promise.all([
    getKitRow(ctx.db, o.kitId),
    getPlayerRow(ctx.db, o.playerId),
    listRanks(ctx.db, o.botId),
  ]);
  if (!kit || !player || kit.botId !== o.botId || player.botId !== o.botId) return undefined;
  return priceOf(kit, ranksOf(player, ranks), at).price;
}
