import { asc, eq, inArray } from 'drizzle-orm';
import { shopRefusals } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { players } from '../../../db/schema';
import { toBotInstance } from '../../bots/service';
import { ledgerActors, recordCredit } from '../../players/ledger';
import type { PlayerRow } from '../../players/service';
import { getRankRow, type ShopRankRow } from '../../shop-ranks/service';
import { shopError, shopNotFound } from '../errors';
import { instanceOrThrow } from '../ordering/lookups';

interface RankInput {
  botId: number;
  playerId: number;
  rankId: number;
  actor: string;
}

async function rankOf(ctx: AppContext, botId: number, rankId: number): Promise<ShopRankRow> {
  const rank = await getRankRow(ctx.db, rankId);
  if (!rank || rank.botId !== botId) throw shopNotFound('Shop rank');
  return rank;
}

async function lockPlayerOf(tx: Tx, botId: number, playerId: number) {
  const [locked] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!locked || locked.botId !== botId) throw shopNotFound('Player');
  return locked;
}

const setRoles = async (tx: Tx, id: number, roles: number[]) =>
  (await tx.update(players).set({ roles }).where(eq(players.id, id)).returning())[0]!;

/**
 * A player buys a shop rank: the shop and rank buying must be on, the rank buyable, not held yet. The price
 * (buyRolePrice) is charged like a kit, with the history reason `Bought shop rank <name>`.
 */
export async function buyShopRank(ctx: AppContext, input: RankInput): Promise<PlayerRow> {
  const bot = await instanceOrThrow(ctx, input.botId);
  if (!bot.isShopEnabled) throw shopError('shop_disabled', 403, shopRefusals.shopDisabled);
  if (!toBotInstance(ctx, bot).shopRoleSettings.isBuyingEnabled)
    throw shopError('rank_buying_disabled', 403, shopRefusals.rankBuyingDisabled);
  const rank = await rankOf(ctx, bot.id, input.rankId);
  if (!rank.buyRoleEnabled) throw shopError('rank_not_buyable', 403, shopRefusals.rankNotBuyable(rank.name));
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayerOf(tx, bot.id, input.playerId);
    if (locked.roles.includes(rank.id))
      throw shopError('rank_already_held', 409, shopRefusals.rankAlreadyHeld(rank.name));
    const price = rank.buyRolePrice;
    if (locked.credits < price)
      throw shopError(
        'not_enough_credits',
        409,
        shopRefusals.notEnoughCredits(rank.name, price, locked.credits),
      );
    if (price === 0) return setRoles(tx, locked.id, [...locked.roles, rank.id]);
    const row = await recordCredit(
      tx,
      now,
      {
        playerId: locked.id,
        delta: -price,
        kind: 'rank_purchase',
        actor: ledgerActors.player(locked.id, input.actor),
        params: { rank: rank.name },
      },
      (l) => ({ roles: [...l.roles, rank.id] }),
    );
    return row!;
  });
}

/** Admin action: gives a player a shop rank without charging (409 when already held). */
export async function addShopRank(ctx: AppContext, input: RankInput): Promise<PlayerRow> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const rank = await rankOf(ctx, bot.id, input.rankId);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayerOf(tx, bot.id, input.playerId);
    if (locked.roles.includes(rank.id))
      throw shopError('rank_already_held', 409, shopRefusals.playerHasRank(locked.name, rank.name));
    return setRoles(tx, locked.id, [...locked.roles, rank.id]);
  });
}

/** Admin action: takes a shop rank from a player (409 when not held). Nothing is refunded. */
export async function removeShopRank(ctx: AppContext, input: RankInput): Promise<PlayerRow> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const rank = await rankOf(ctx, bot.id, input.rankId);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayerOf(tx, bot.id, input.playerId);
    if (!locked.roles.includes(rank.id))
      throw shopError('rank_not_held', 409, shopRefusals.playerLacksRank(locked.name, rank.name));
    return setRoles(
      tx,
      locked.id,
      locked.roles.filter((r) => r !== rank.id),
    );
  });
}

/**
 * Moves a shop rank from one player to another (only when the instance allows trading). Both rows are
 * locked in id order, so two opposite trades cannot deadlock.
 */
export async function tradeShopRank(
  ctx: AppContext,
  input: { botId: number; fromPlayerId: number; toPlayerId: number; rankId: number; actor: string },
): Promise<{ from: PlayerRow; to: PlayerRow }> {
  const bot = await instanceOrThrow(ctx, input.botId);
  if (!toBotInstance(ctx, bot).shopRoleSettings.isRoleTradingAllowed)
    throw shopError('trading_not_allowed', 403, shopRefusals.tradingNotAllowed);
  if (input.fromPlayerId === input.toPlayerId)
    throw shopError('trade_with_self', 400, shopRefusals.tradeWithSelf);
  const rank = await rankOf(ctx, bot.id, input.rankId);
  return ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(players)
      .where(inArray(players.id, [input.fromPlayerId, input.toPlayerId]))
      .orderBy(asc(players.id))
      .for('update');
    const from = locked.find((p) => p.id === input.fromPlayerId);
    const to = locked.find((p) => p.id === input.toPlayerId);
    if (!from || from.botId !== bot.id || !to || to.botId !== bot.id) throw shopNotFound('Player');
    if (!from.roles.includes(rank.id))
      throw shopError('rank_not_held', 409, shopRefusals.playerLacksRank(from.name, rank.name));
    if (to.roles.includes(rank.id))
      throw shopError('rank_already_held', 409, shopRefusals.playerHasRank(to.name, rank.name));
    return {
      from: await setRoles(
        tx,
        from.id,
        from.roles.filter((r) => r !== rank.id),
      ),
      to: await setRoles(tx, to.id, [...to.roles, rank.id]),
    };
  });
}
