import { and, count, desc, eq, gte, not } from 'drizzle-orm';
import {
  shopMessages,
  type PurchaseCommandResult,
  type PurchaseSource,
  type PurchaseStatus,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { players, purchases } from '../../db/schema';
import { getInstanceRow } from '../bots/repo';
import { toBotInstance } from '../bots/service';
import { getKitRow } from '../kits/service';
import { creditPlayerInTx } from '../players/ledger';
import { getPlayerRow, type PlayerRow } from '../players/service';
import { getServerRow, listServers } from '../servers/service';
import { listRanks } from '../shop-ranks/service';
import { finishPurchase, sendCommands, type PurchaseRow } from './delivery';
import { changeVouchers } from './voucher-list';
import { shopError, shopNotFound } from './errors';
import {
  buyWindow,
  checkBuyLimit,
  checkRoles,
  checkServer,
  commandsFor,
  kitPriceFor,
  limitsBuys,
  ranksOf,
} from './rules';

export interface KitOrderInput {
  botId: number;
  playerId: number;
  kitId: number;
  serverId: number;
  /** The chosen group's `index` (Item Choice kits only). */
  itemGroupIndex?: number;
  /** Discord roles of the buyer (for kits that require one); omitted = none. */
  memberDiscordRoleIds?: string[];
  source: PurchaseSource;
  actor: string;
}

export function toPurchaseView(row: PurchaseRow): PurchaseView {
  return {
    id: row.id,
    botId: row.botId,
    playerId: row.playerId,
    playerName: row.playerName,
    kitId: row.kitId,
    kitName: row.kitName,
    serverId: row.serverId,
    serverName: row.serverName,
    source: row.source as PurchaseSource,
    price: row.price,
    usedVoucher: row.usedVoucher,
    itemGroupName: row.itemGroupName,
    status: row.status as PurchaseStatus,
    refunded: row.refunded,
    results: row.results,
    commands: row.results.map((r) => ({
      command: r.command,
      status: r.ok ? ('ok' as const) : ('error' as const),
      response: r.response,
      sentAt: null,
      answeredAt: null,
    })),
    waitingReason: row.waitingReason,
    mustBeOnline: row.mustBeOnline,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  };
}

export async function instanceOrThrow(ctx: AppContext, botId: number) {
  const bot = await getInstanceRow(ctx.db, botId);
  if (!bot) throw shopNotFound('Bot instance');
  return bot;
}

export async function playerOrThrow(db: AppContext['db'] | Tx, botId: number, playerId: number) {
  const p = await getPlayerRow(db, playerId);
  if (!p || p.botId !== botId) throw shopNotFound('Player');
  return p;
}

/** Everything checked before money moves: shop, kit, server, roles, item group and placeholders. */
async function prepare(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const bot = await instanceOrThrow(ctx, input.botId);
  if (!bot.isShopEnabled) throw shopError('shop_disabled', 403, shopMessages.shopDisabled);
  const settings = toBotInstance(ctx, bot).kitSettings;
  const kit = await getKitRow(ctx.db, input.kitId);
  if (!kit || kit.botId !== bot.id) throw shopNotFound('Kit');
  const player = await playerOrThrow(ctx.db, bot.id, input.playerId);
  const server = await getServerRow(ctx.db, input.serverId);
  if (!server || server.botId !== bot.id) throw shopNotFound('Server');
  if (!kit.isEnabled) throw shopError('kit_disabled', 403, shopMessages.kitDisabled(kit.name));
  if (mode === 'buy' && !kit.isBuyable)
    throw shopError('kit_not_buyable', 403, shopMessages.kitNotBuyable(kit.name));
  const ranks = await listRanks(ctx.db, bot.id);
  checkRoles(kit, settings, player, ranks, input.memberDiscordRoleIds, mode);
  checkServer(kit, settings, server, await listServers(ctx.db, bot.id));
  const { commands, itemGroupName } = commandsFor(kit, player, input.itemGroupIndex);
  return { bot, settings, kit, server, ranks, commands, itemGroupName };
}

/** Purchases of this kit by this player since `start` that still count (all but failed-and-refunded). */
async function countedPurchases(
  tx: Tx | AppContext['db'],
  playerId: number,
  kitId: number,
  start: Date | null,
) {
  const [r] = await tx
    .select({ n: count() })
    .from(purchases)
    .where(
      and(
        eq(purchases.playerId, playerId),
        eq(purchases.kitId, kitId),
        start ? gte(purchases.createdAt, start) : undefined,
        not(and(eq(purchases.status, 'failed'), eq(purchases.refunded, true))!),
      ),
    );
  return Number(r?.n ?? 0);
}

async function lockPlayer(tx: Tx, playerId: number) {
  const [locked] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!locked) throw shopNotFound('Player');
  return locked;
}

/** Takes one voucher of `kitId` from the locked player. */
async function takeVoucher(tx: Tx, locked: PlayerRow, kitId: number, kitName: string) {
  const v = locked.kitVouchers.find((x) => x.kitId === kitId);
  if (!v || v.count < 1) throw shopError('no_voucher', 409, shopMessages.noVoucher(kitName));
  const kitVouchers = changeVouchers(locked.kitVouchers, kitId, -1);
  await tx.update(players).set({ kitVouchers }).where(eq(players.id, locked.id));
}

/** Deducts `price` from the locked player with a history row; a clear message when the balance is short. */
async function charge(
  tx: Tx,
  now: Date,
  locked: PlayerRow,
  price: number,
  what: string,
  reason: string,
  actor: string,
) {
  if (locked.credits < price)
    throw shopError('not_enough_credits', 409, shopMessages.notEnoughCredits(what, price, locked.credits));
  if (price > 0) await creditPlayerInTx(tx, now, locked.id, { amount: -price, reason, actor });
}

/**
 * One transaction: lock the player, check the buy limit under the lock, take the credits (or a voucher),
 * insert the purchase as 'pending'. Concurrent orders of one player queue on the row lock, so the balance
 * never goes below zero and a limit cannot be passed by racing.
 */
async function chargeOrder(
  ctx: AppContext,
  input: KitOrderInput,
  prep: Awaited<ReturnType<typeof prepare>>,
  mode: 'buy' | 'redeem',
): Promise<PurchaseRow> {
  const { kit, settings, server } = prep;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayer(tx, input.playerId);
    // roles may have changed since prepare(): check them again on the locked row
    checkRoles(kit, settings, locked, prep.ranks, input.memberDiscordRoleIds, mode);
    if (limitsBuys(kit, settings)) {
      const used = await countedPurchases(tx, locked.id, kit.id, buyWindow(kit.resetAt, now).start);
      checkBuyLimit(kit, settings, used, now);
    }
    let price = 0;
    if (mode === 'buy') {
      price = kitPriceFor(kit, ranksOf(locked, prep.ranks));
      await charge(tx, now, locked, price, kit.name, `Bought kit ${kit.name}`, input.actor);
    } else {
      await takeVoucher(tx, locked, kit.id, kit.name);
    }
    const [row] = await tx
      .insert(purchases)
      .values({
        botId: prep.bot.id,
        playerId: locked.id,
        playerName: locked.name,
        kitId: kit.id,
        kitName: kit.name,
        serverId: server.id,
        serverName: server.name,
        source: input.source,
        price,
        usedVoucher: mode === 'redeem',
        itemGroupName: prep.itemGroupName,
        status: 'pending',
        results: prep.commands.map((command) => ({ command, ok: false, response: '' })),
        createdAt: now,
        attemptedAt: now,
      })
      .returning();
    return row!;
  });
}

async function order(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const prep = await prepare(ctx, input, mode);
  const pending = await chargeOrder(ctx, input, prep, mode);
  const results = await sendCommands(ctx, prep.bot, prep.server, prep.commands);
  return toPurchaseView(await finishPurchase(ctx, prep.bot, pending.id, results, input.actor));
}

/** Buys a kit for credits and delivers it (see docs/shop-engine.md for every rule). */
export const buyKit = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'buy');

/** Redeems one voucher of the kit (works for non-buyable kits too) and delivers it. */
export const redeemVoucher = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'redeem');

/** Merges the retry's results into the earlier ones: the not-ok entries are replaced in order. */
function mergeResults(before: PurchaseCommandResult[], retried: PurchaseCommandResult[]) {
  let i = 0;
  return before.map((r) => (r.ok ? r : (retried[i++] ?? r)));
}

/**
 * Retries a failed purchase: charges again the same way (the recorded price, or one voucher) when the failed
 * attempt was given back, then re-sends only the commands that did not succeed, on the same server. Limits
 * are not checked again (the purchase passed them when it was made). Answers the updated purchase.
 */
export async function retryPurchase(
  ctx: AppContext,
  input: { botId: number; purchaseId: number; actor: string },
): Promise<PurchaseView> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const [p] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, input.purchaseId), eq(purchases.botId, bot.id)));
  if (!p) throw shopNotFound('Purchase');
  if (p.status !== 'failed') throw shopError('not_failed', 409, shopMessages.retryNotFailed);
  if (p.playerId === null) throw shopNotFound('Player');
  const server = p.serverId === null ? null : await getServerRow(ctx.db, p.serverId);
  if (!server) throw shopError('server_gone', 409, shopMessages.retryServerGone);
  const toSend = p.results.filter((r) => !r.ok).map((r) => r.command);
  if (toSend.length === 0) throw shopError('nothing_to_send', 409, shopMessages.retryNothingToSend);
  await chargeRetry(ctx, p.id, input.actor);
  const retried = await sendCommands(ctx, bot, server, toSend);
  return toPurchaseView(await finishPurchase(ctx, bot, p.id, mergeResults(p.results, retried), input.actor));
}

async function chargeRetry(ctx: AppContext, purchaseId: number, actor: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // the purchase row lock makes a second concurrent retry wait and then find it 'pending'
    const [p] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!p || p.status !== 'failed') throw shopError('not_failed', 409, shopMessages.retryNotFailed);
    if (p.playerId === null) throw shopNotFound('Player');
    const locked = await lockPlayer(tx, p.playerId);
    if (p.refunded) {
      if (p.usedVoucher) {
        if (p.kitId === null) throw shopError('no_voucher', 409, shopMessages.noVoucher(p.kitName));
        await takeVoucher(tx, locked, p.kitId, p.kitName);
      } else {
        await charge(tx, now, locked, p.price, p.kitName, `Bought kit ${p.kitName} (retry)`, actor);
      }
    }
    await tx
      .update(purchases)
      .set({ status: 'pending', refunded: false, error: '', attemptedAt: now })
      .where(eq(purchases.id, p.id));
  });
}

/** One page (1-based) of an instance's purchases, newest first, with the total count. */
export async function listPurchases(
  ctx: AppContext,
  q: { botId: number; playerId?: number; status?: PurchaseStatus; page: number; pageSize: number },
): Promise<{ rows: PurchaseView[]; total: number }> {
  const where = and(
    eq(purchases.botId, q.botId),
    q.playerId === undefined ? undefined : eq(purchases.playerId, q.playerId),
    q.status === undefined ? undefined : eq(purchases.status, q.status),
  );
  const page = Math.max(1, Math.floor(q.page));
  const pageSize = Math.min(500, Math.max(1, Math.floor(q.pageSize)));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(purchases).where(where),
  ]);
  return { rows: rows.map(toPurchaseView), total: Number(totals[0]?.n ?? 0) };
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
