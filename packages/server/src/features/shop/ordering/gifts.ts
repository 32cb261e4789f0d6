import { shopRefusals } from '@asa/domain';
import type { KitRow } from '../../kits/service';
import type { PlayerRow } from '../../players/service';
import { ShopError, shopError } from '../errors';

/**
 * Gifts (issue 26): the buyer pays, the recipient (the purchase's player) must be online and gets the
 * delivery; the recipient's rank, Discord role and ids apply. The buy limit is the buyer's: a gift counts
 * toward the buyer's limit, never the recipient's (docs/decisions/2026-11-28-gifts-and-buy-limits.md). A
 * missing id of the recipient is refused naming them (rank and role refusals name them through checkRoles).
 */
export function asGiftRefusal(e: unknown, recipient: Pick<PlayerRow, 'name'>, kit: Pick<KitRow, 'name'>) {
  if (!(e instanceof ShopError)) return e;
  const name = recipient.name || 'The recipient';
  switch (e.code) {
    case 'missing_eos_id':
    case 'missing_steam_id':
    case 'missing_discord_id':
      return shopError(e.code, e.status, shopRefusals.giftMissingId(name, kit.name));
    default:
      return e;
  }
}

/** Runs a check about the recipient, rewording its refusal (asGiftRefusal) when the order is a gift. */
export function checkFor<T>(gift: boolean, recipient: PlayerRow, kit: KitRow, check: () => T): T {
  try {
    return check();
  } catch (e) {
    throw gift ? asGiftRefusal(e, recipient, kit) : e;
  }
}

/** Who paid for a purchase and gets its refund: the buyer of a gift (null once deleted), else the player. */
export const payerOf = (p: { isGift: boolean; giftFromPlayerId: number | null; playerId: number | null }) =>
  p.isGift ? p.giftFromPlayerId : p.playerId;
