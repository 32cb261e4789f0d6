import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { players } from '../../db/schema';
import type { UserRow } from '../../db/rows';
import {
  creditHistoryOf,
  playerByDiscordId,
  playersChanged,
  toApiHistory,
  type PlayerRow,
} from '../players/service';
import { listKits } from '../kits/service';
import { listRanks } from '../shop-ranks/service';
import { buyLimitsFor, listPurchases, priceOf } from '../shop';
import { hasDemoPresence } from '../demo/service';
import { featureOn } from '../bots/service';
import { offeredKits, type Portal } from './catalog';
import type { PortalMe } from '@asa/domain';
import { playtimeToday } from '../playtime/service';
import { transferInfo } from '../transfers/service';

export const PORTAL_HISTORY_SIZE = 50;

/**
 * The caller's player on the portal's instance, matched by the user's Discord id. A user without one gets a
 * player on first use: name and Discord name from the account, 0 credits, no ranks. A concurrent first
 * visit cannot create two (the unique (instance, Discord id) index; the loser reads the winner's row).
 */
export async function ensurePlayer(
  ctx: AppContext,
  portal: Portal,
  user: UserRow,
): Promise<{ player: PlayerRow; created: boolean }> {
  const existing = await playerByDiscordId(ctx.db, portal.row.id, user.discordId);
  if (existing) return { player: existing, created: false };
  const name = user.username.trim().slice(0, 100) || `Player ${user.discordId}`;
  const [inserted] = await ctx.db
    .insert(players)
    .values({
      botId: portal.row.id,
      name,
      discordName: name,
      discordId: user.discordId,
      credits: 0,
      totalCreditsEarned: 0,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    playersChanged(ctx.db, portal.row.id);
    return { player: inserted, created: true };
  }
  return { player: (await playerByDiscordId(ctx.db, portal.row.id, user.discordId))!, created: false };
}

/** GET /api/portal/{guildId}/me: balance, last 50 credit changes, vouchers, ranks, purchases, prices. */
export async function portalMe(ctx: AppContext, portal: Portal, user: UserRow): Promise<PortalMe> {
  const { player, created } = await ensurePlayer(ctx, portal, user);
  const botId = portal.row.id;
  const [history, ranks, allKits, purchases] = await Promise.all([
    creditHistoryOf(ctx.db, player.id, PORTAL_HISTORY_SIZE),
    listRanks(ctx.db, botId),
    listKits(ctx.db, botId),
    listPurchases(ctx, { botId, playerId: player.id, page: 1, pageSize: PORTAL_HISTORY_SIZE }),
  ]);
  const mine = ranks.filter((r) => player.roles.includes(r.id));
  const offered = offeredKits(portal, allKits);
  // vouchers name any kit of the instance (a disabled kit's voucher is still the player's)
  const kitNames = new Map(allKits.map((k) => [k.id, k.name]));
  return {
    player: {
      id: player.id,
      name: player.name,
      discordName: player.discordName,
      eosId: player.eosId,
      credits: player.credits,
      totalCreditsEarned: player.totalCreditsEarned,
    },
    created,
    dmNotifications: player.dmNotifications,
    demoPresence: hasDemoPresence(ctx, portal.row.guildId, player.eosId),
    inGameShop: await inGameCommands(ctx, portal),
    creditHistory: history.map(toApiHistory),
    vouchers: player.kitVouchers
      .filter((v) => v.count > 0)
      .map((v) => ({ kitId: v.kitId, kitName: kitNames.get(v.kitId) ?? 'DELETED KIT', count: v.count })),
    shopRanks: mine.map((r) => ({ id: r.id, name: r.name, discount: r.discount })),
    purchases: purchases.rows,
    kitPrices: offered.map((k) => ({ kitId: k.id, price: priceOf(k, mine, ctx.now()).price })),
    buyLimits: await buyLimitsFor(ctx, portal.bot.kitSettings, player.id, offered),
    transfers: await transferInfo(ctx, portal.row, player.id),
    leaderboardOptOut: player.leaderboardOptOut,
    playtimeToday: await playtimeToday(ctx, portal.row, player.id),
  };
}

/** The in-game shop's command words as typed in game, or null when the shop is not effective here. */
export async function inGameCommands(ctx: AppContext, portal: Portal): Promise<PortalMe['inGameShop']> {
  if (!(await featureOn(ctx, portal.row, 'inGameShop'))) return null;
  const s = portal.bot.inGameShopSettings;
  return {
    link: `${s.prefix}${s.linkCommand}`,
    shop: `${s.prefix}${s.shopCommand}`,
    buy: `${s.prefix}${s.buyCommand}`,
    bal: `${s.prefix}${s.balCommand}`,
  };
}

/** PUT /api/portal/{guildId}/notifications: switches the caller's Discord DMs about their orders. */
export async function setDmNotifications(ctx: AppContext, portal: Portal, user: UserRow, on: boolean) {
  const { player } = await ensurePlayer(ctx, portal, user);
  await ctx.db.update(players).set({ dmNotifications: on }).where(eq(players.id, player.id));
  return { dmNotifications: on };
}
