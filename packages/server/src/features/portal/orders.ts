import type { PurchaseView } from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden, HttpError } from '../../lib/errors';
import { getPlayerRow } from '../players/service';
import type { UserRow } from '../../db/rows';
import { listRanks } from '../shop-ranks/service';
import { buyKit, buyShopRank, redeemVoucher } from '../shop';
import type { Portal } from './catalog';
import { ensurePlayer } from './player';
import { errorMessages, type PortalOrder } from '@asa/domain';

export const KITS_NOT_OFFERED = errorMessages.kitsNotOffered;
export const GIFT_ONLY_BOUGHT = errorMessages.giftOnlyBought;
export const RANKS_NOT_OFFERED = errorMessages.ranksNotOffered;
export const DISCORD_ROLES_UNAVAILABLE =
  'Your Discord roles could not be read right now. Please try again in a moment.';

/** Who did it, in credit history and purchase records. */
export const portalActor = (user: UserRow) => `portal:${user.discordId}`;

/**
 * The caller's role ids in the portal's guild, read from Discord with the bot token (kits may require a
 * Discord role). Not a member: no roles. Discord unreachable: 502, so nothing is charged on a guess.
 */
async function memberRoles(ctx: AppContext, portal: Portal, discordId: string): Promise<string[]> {
  if (!discordId) return [];
  try {
    return (await ctx.discord.memberRoleIds(portal.row.guildId, discordId)) ?? [];
  } catch {
    throw new HttpError(502, DISCORD_ROLES_UNAVAILABLE);
  }
}

/** POST buy / redeem: the engine does every check, charges, delivers and answers the purchase. */
export async function portalKitOrder(
  ctx: AppContext,
  portal: Portal,
  user: UserRow,
  order: PortalOrder,
  mode: 'buy' | 'redeem',
): Promise<PurchaseView> {
  if (!portal.bot.userPortalSettings.isKitsEnabled) throw forbidden(KITS_NOT_OFFERED);
  if (order.giftTo !== undefined && mode !== 'buy') throw badRequest(GIFT_ONLY_BOUGHT);
  const { player } = await ensurePlayer(ctx, portal, user);
  // a gift: the recipient's Discord roles count (kits may require one); the engine checks the recipient
  const recipient =
    order.giftTo === undefined ? null : await getPlayerRow(ctx.db, order.giftTo).catch(() => null);
  const roleOf = recipient && recipient.botId === portal.row.id ? recipient.discordId : '';
  const input = {
    botId: portal.row.id,
    playerId: player.id,
    kitId: order.kitId,
    serverId: order.serverId,
    itemGroupIndex: order.itemGroupIndex,
    coupon: order.coupon,
    shownPrice: order.shownPrice,
    memberDiscordRoleIds: await memberRoles(
      ctx,
      portal,
      order.giftTo === undefined ? user.discordId : roleOf,
    ),
    source: 'portal' as const,
    actor: portalActor(user),
    ...(order.giftTo === undefined ? {} : { giftTo: order.giftTo, giftMessage: order.giftMessage }),
  };
  return mode === 'buy' ? buyKit(ctx, input) : redeemVoucher(ctx, input);
}

/** POST buyRank: answers the new balance and the caller's ranks. */
export async function portalRankOrder(ctx: AppContext, portal: Portal, user: UserRow, rankId: number) {
  if (!portal.bot.userPortalSettings.isShopRanksEnabled) throw forbidden(RANKS_NOT_OFFERED);
  const { player } = await ensurePlayer(ctx, portal, user);
  const updated = await buyShopRank(ctx, {
    botId: portal.row.id,
    playerId: player.id,
    rankId,
    actor: portalActor(user),
  });
  const ranks = await listRanks(ctx.db, portal.row.id);
  return {
    credits: updated.credits,
    shopRanks: ranks
      .filter((r) => updated.roles.includes(r.id))
      .map((r) => ({ id: r.id, name: r.name, discount: r.discount })),
  };
}
