import { and, asc, count, desc, eq, gt, gte, inArray, isNull, max, not, or } from 'drizzle-orm';
import {
  shopMessages,
  type CommandStatus,
  type PurchaseResolution,
  type PurchaseSource,
  type PurchaseStatus,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { buyLimitResets, players, purchaseCommands, purchases } from '../../db/schema';
import { getInstanceRow } from '../bots/repo';
import { kitSettingsOf } from '../bots/service';
import { getKitRow } from '../kits/service';
import { creditLockedInTx } from '../players/ledger';
import { getPlayerRow, type PlayerRow } from '../players/service';
import { getServerRow, listServers } from '../servers/service';
import { listRanks } from '../shop-ranks/service';
import {
  commandsOf,
  current,
  readCommands,
  deliverClaimed,
  finishDelivered,
  LEASE_MS,
  finishGivenBack,
  type CommandRow,
  type PurchaseRow,
} from './delivery';
import { deliverNow, workerId } from './queue';
import { presenceOf } from './online';
import { readOrderContext } from './order-context';
import { chargeAtOnce } from './charge-at-once';
import { changeVouchers } from './voucher-list';
import { IdempotencyKeyTaken, shopError, shopNotFound } from './errors';
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
  /** Key API `Idempotency-Key` (stored on the purchase; unique per instance). */
  idempotencyKey?: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** API shape of a purchase with its commands (rows from before purchase_commands use the legacy results). */
export function toPurchaseView(row: PurchaseRow, cmds: CommandRow[] = []): PurchaseView {
  const commands = cmds.length
    ? cmds.map((c) => ({
        command: c.command,
        status: c.status as CommandStatus,
        response: c.response,
        sentAt: iso(c.sentAt),
        answeredAt: iso(c.answeredAt),
      }))
    : row.results.map((r) => ({
        command: r.command,
        status: (r.ok ? 'ok' : 'error') as CommandStatus,
        response: r.response,
        sentAt: null,
        answeredAt: null,
      }));
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
    results: commands.map((c) => ({ command: c.command, ok: c.status === 'ok', response: c.response })),
    commands,
    waitingReason: row.status === 'waiting' ? row.waitingReason : '',
    mustBeOnline: row.mustBeOnline,
    expiresAt: row.status === 'waiting' ? iso(row.expiresAt) : null,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** Views of several purchases, with their commands in one query. */
export async function purchaseViews(db: AppContext['db'], rows: PurchaseRow[]): Promise<PurchaseView[]> {
  if (!rows.length) return [];
  const cmds = await db
    .select()
    .from(purchaseCommands)
    .where(
      inArray(
        purchaseCommands.purchaseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(purchaseCommands.purchaseId), asc(purchaseCommands.position));
  const by = new Map<number, CommandRow[]>();
  for (const c of cmds) by.set(c.purchaseId, [...(by.get(c.purchaseId) ?? []), c]);
  return rows.map((r) => toPurchaseView(r, by.get(r.id)));
}

export const purchaseView = async (ctx: AppContext, row: PurchaseRow) =>
  toPurchaseView(row, await readCommands(ctx.db, row.id));

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

/**
 * Everything checked before money moves: shop, kit, server, roles, item group and placeholders. The rows
 * are read in parallel (one round trip of waiting); the checks run in the documented order.
 */
async function prepare(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const [context, ranks] = await Promise.all([
    readOrderContext(ctx.db, input),
    listRanks(ctx.db, input.botId),
  ]);
  const { bot, kit, player, server, waiting } = context ?? {};
  if (!bot) throw shopNotFound('Bot instance');
  if (!bot.isShopEnabled) throw shopError('shop_disabled', 403, shopMessages.shopDisabled);
  const settings = kitSettingsOf(bot);
  if (!kit || kit.botId !== bot.id) throw shopNotFound('Kit');
  if (!player || player.botId !== bot.id) throw shopNotFound('Player');
  if (!server || server.botId !== bot.id) throw shopNotFound('Server');
  if (!kit.isEnabled) throw shopError('kit_disabled', 403, shopMessages.kitDisabled(kit.name));
  if (mode === 'buy' && !kit.isBuyable)
    throw shopError('kit_not_buyable', 403, shopMessages.kitNotBuyable(kit.name));
  checkRoles(kit, settings, player, ranks, input.memberDiscordRoleIds, mode);
  // the instance's other servers matter only for a kit's server limit
  const limited = settings.enableServerLimits && kit.useServerLimit;
  checkServer(kit, settings, server, limited ? await listServers(ctx.db, bot.id) : [server]);
  const { commands, itemGroupName } = commandsFor(kit, player, input.itemGroupIndex);
  return { bot, settings, kit, player, server, ranks, commands, itemGroupName, waiting };
}

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
 * Purchases of this kit by this player since `start` (or the latest admin reset, whichever is later) that
 * still count: all but the failed or expired ones that were given back.
 */
async function countedPurchases(
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
        eq(purchases.playerId, playerId),
        eq(purchases.kitId, kitId),
        windowStart ? gte(purchases.createdAt, windowStart) : undefined,
        reset ? gt(purchases.createdAt, reset) : undefined,
        not(and(inArray(purchases.status, ['failed', 'expired']), eq(purchases.refunded, true))!),
      ),
    );
  return Number(r?.n ?? 0);
}

async function lockPlayer(tx: Tx, playerId: number) {
  const [locked] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!locked) throw shopNotFound('Player');
  return locked;
}

/** Whether a purchase of the instance carries this Idempotency-Key (a plain read: never waits on a lock). */
async function keyTaken(tx: Tx, botId: number, key: string) {
  const rows = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.botId, botId), eq(purchases.idempotencyKey, key)))
    .limit(1);
  return rows.length > 0;
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
  if (price > 0) await creditLockedInTx(tx, now, locked, { amount: -price, reason, actor });
}

/** The purchase row of an order (without the buyer's id and name, taken from the charged row). */
function newPurchase(
  input: KitOrderInput,
  prep: Awaited<ReturnType<typeof prepare>>,
  price: number,
  mode: 'buy' | 'redeem',
  claim: string | null,
  now: Date,
) {
  const { kit, server } = prep;
  return {
    botId: prep.bot.id,
    kitId: kit.id,
    kitName: kit.name,
    serverId: server.id,
    serverName: server.name,
    source: input.source,
    price,
    usedVoucher: mode === 'redeem',
    itemGroupName: prep.itemGroupName,
    status: claim !== null ? 'delivering' : 'queued',
    mustBeOnline: kit.mustBeOnline,
    idempotencyKey: input.idempotencyKey ?? null,
    createdAt: now,
    attemptedAt: now,
    ...(claim !== null
      ? { leaseOwner: claim, leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: 1 }
      : {}),
  };
}

/** The order's commands: all `pending`, or the first one `sending` when the purchase is claimed at once. */
const newCommands = (commands: string[], claim: string | null, now: Date) =>
  commands.map((command, position) => ({
    position,
    command,
    status: claim !== null && position === 0 ? 'sending' : 'pending',
    sentAt: claim !== null && position === 0 ? now : null,
  }));

/**
 * One transaction: lock the player, check the buy limit under the lock, take the credits (or a voucher),
 * insert the purchase with its commands. Concurrent orders of one player queue on the row lock, so the
 * balance never goes below zero and a limit cannot be passed by racing.
 *
 * With `claim` (the caller saw the buyer online, or the kit does not need it, and nothing older of this
 * player waiting on this server), the purchase is inserted already claimed by `claim` (delivering, with a
 * lease) and its first command marked `sending`: the queue's claim and the first mark happen in this one
 * commit. Otherwise it is inserted `queued` with every command `pending`.
 */
async function chargeOrder(
  ctx: AppContext,
  input: KitOrderInput,
  prep: Awaited<ReturnType<typeof prepare>>,
  mode: 'buy' | 'redeem',
  claim: string | null,
): Promise<{ row: PurchaseRow; cmds: CommandRow[] }> {
  const { kit, settings } = prep;
  const now = ctx.now();
  if (mode === 'buy' && !input.idempotencyKey && !limitsBuys(kit, settings)) {
    const done = await chargeAtOnce(ctx.db, {
      playerId: prep.player.id,
      seenRoles: prep.player.roles,
      price: kitPriceFor(kit, ranksOf(prep.player, prep.ranks)),
      reason: `Bought kit ${kit.name}`,
      actor: input.actor,
      now,
      purchase: newPurchase(
        input,
        prep,
        kitPriceFor(kit, ranksOf(prep.player, prep.ranks)),
        mode,
        claim,
        now,
      ),
      commands: newCommands(prep.commands, claim, now),
    });
    if (done) return done;
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPlayer(tx, input.playerId);
    // A key used by an order that committed while this one waited for the lock is seen here, before the
    // insert: the insert's unique check would wait for that purchase's delivery transaction, which waits
    // for this buyer's row lock (a deadlock PostgreSQL would break with an error).
    if (input.idempotencyKey && (await keyTaken(tx, prep.bot.id, input.idempotencyKey)))
      throw new IdempotencyKeyTaken();
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
        ...newPurchase(input, prep, price, mode, claim, now),
        playerId: locked.id,
        playerName: locked.name,
      })
      .returning();
    const cmds = await tx
      .insert(purchaseCommands)
      .values(newCommands(prep.commands, claim, now).map((c) => ({ ...c, purchaseId: row!.id })))
      .returning();
    return { row: row!, cmds: cmds.sort((a, b) => a.position - b.position) };
  });
}

/** Whether the player row read before the lock can pay the order (a hint; the charge decides). */
function canPay(prep: Awaited<ReturnType<typeof prepare>>, mode: 'buy' | 'redeem') {
  const { kit, player } = prep;
  if (mode === 'redeem') return (player.kitVouchers.find((v) => v.kitId === kit.id)?.count ?? 0) > 0;
  return player.credits >= kitPriceFor(kit, ranksOf(player, prep.ranks));
}

async function order(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const prep = await prepare(ctx, input, mode);
  const { bot, server, player } = prep;
  // the buyer seen online (cached list) or not needed: the purchase is claimed in the charge transaction.
  // An order the unlocked balance (or vouchers) cannot pay asks the game server nothing: the charge below
  // refuses it under the row lock, and a refused order leaves no trace on the game server.
  const ready =
    !prep.kit.mustBeOnline ||
    (canPay(prep, mode) && (await presenceOf(ctx, bot, server, player)).kind === 'online');
  const owner = ready ? workerId() : null;
  const { row, cmds } = await chargeOrder(ctx, input, prep, mode, owner);
  const done =
    row.status === 'delivering' && owner
      ? await deliverClaimed(ctx, row, owner, {}, { bot, server, cmds, firstMarked: true, player })
      : await deliverNow(ctx, row);
  return purchaseView(ctx, done);
}

/**
 * Buys a kit for credits and tries to deliver it at once; answers the purchase in its current state
 * (delivered, waiting for the buyer / the server, failed, unknown). See docs/shop-engine.md.
 */
export const buyKit = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'buy');

/** Redeems one voucher of the kit (works for non-buyable kits too); delivered like buyKit. */
export const redeemVoucher = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'redeem');

async function purchaseOf(ctx: AppContext, botId: number, purchaseId: number) {
  const [p] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.botId, botId)));
  if (!p) throw shopNotFound('Purchase');
  return p;
}

/** Command rows for a purchase made before purchase_commands existed (from its legacy results). */
async function ensureCommandRows(tx: Tx, p: PurchaseRow) {
  const have = await commandsOf(tx, p.id);
  if (have.length || !p.results.length) return;
  await tx.insert(purchaseCommands).values(
    p.results.map((r, position) => ({
      purchaseId: p.id,
      position,
      command: r.command,
      status: r.ok ? 'ok' : 'pending',
      response: r.ok ? r.response : '',
    })),
  );
}

/**
 * Retries a failed or expired purchase: charges again the same way (the recorded price, or one voucher)
 * when it was given back, counting against the buy limit unless the owner overrides it
 * (`ignoreBuyLimit`), puts the commands that did not succeed back to pending and queues it; then tries at
 * once. Answers the updated purchase (same id).
 */
export async function retryPurchase(
  ctx: AppContext,
  input: { botId: number; purchaseId: number; actor: string; ignoreBuyLimit?: boolean },
): Promise<PurchaseView> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const p = await purchaseOf(ctx, bot.id, input.purchaseId);
  if (p.status !== 'failed' && p.status !== 'expired')
    throw shopError('not_failed', 409, shopMessages.retryNotFailed);
  if (p.playerId === null) throw shopNotFound('Player');
  const server = p.serverId === null ? null : await getServerRow(ctx.db, p.serverId);
  if (!server) throw shopError('server_gone', 409, shopMessages.retryServerGone);
  const now = ctx.now();
  const settings = kitSettingsOf(bot);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPlayer(tx, p.playerId!);
    const [again] = await tx.select().from(purchases).where(eq(purchases.id, p.id)).for('update');
    if (!again || again.status !== p.status) throw shopError('not_failed', 409, shopMessages.retryNotFailed);
    await ensureCommandRows(tx, again);
    const cmds = await commandsOf(tx, p.id);
    if (!cmds.some((c) => c.status !== 'ok'))
      throw shopError('nothing_to_send', 409, shopMessages.retryNothingToSend);
    const kit = p.kitId === null ? null : await getKitRow(tx, p.kitId);
    if (again.refunded && !input.ignoreBuyLimit && kit && limitsBuys(kit, settings)) {
      const used = await countedPurchases(tx, locked.id, kit.id, buyWindow(kit.resetAt, now).start);
      checkBuyLimit(kit, settings, used, now);
    }
    if (again.refunded) {
      if (again.usedVoucher) {
        if (again.kitId === null) throw shopError('no_voucher', 409, shopMessages.noVoucher(again.kitName));
        await takeVoucher(tx, locked, again.kitId, again.kitName);
      } else {
        await charge(
          tx,
          now,
          locked,
          again.price,
          again.kitName,
          `Bought kit ${again.kitName} (retry)`,
          input.actor,
        );
      }
    }
    await tx
      .update(purchaseCommands)
      .set({ status: 'pending', response: '', sentAt: null, answeredAt: null })
      .where(and(eq(purchaseCommands.purchaseId, p.id), not(eq(purchaseCommands.status, 'ok'))));
    await tx
      .update(purchases)
      .set({
        status: 'queued',
        refunded: false,
        error: '',
        waitingReason: '',
        expiresAt: null,
        nextAttemptAt: null,
        attemptedAt: now,
      })
      .where(and(eq(purchases.id, p.id), eq(purchases.status, p.status)));
  });
  return purchaseView(ctx, await deliverNow(ctx, await current(ctx, p.id)));
}

/**
 * The owner's decision on an `unknown` purchase (a command may have run):
 * - send-again: the unknown commands go back to pending and the purchase is queued (a duplicate is the
 *   owner's accepted risk); tried at once;
 * - mark-delivered: the unknown commands count as ok; the purchase is delivered, or queued when commands
 *   after them were never sent;
 * - refund: given back, failed.
 */
export async function resolvePurchase(
  ctx: AppContext,
  input: { botId: number; purchaseId: number; action: PurchaseResolution; actor: string },
): Promise<PurchaseView> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const p = await purchaseOf(ctx, bot.id, input.purchaseId);
  const refuse = () => shopError('not_unknown', 409, shopMessages.notUnknown);
  if (p.status !== 'unknown') throw refuse();
  if (input.action === 'refund') {
    const row = await finishGivenBack(
      ctx,
      bot,
      p,
      { status: 'unknown' },
      'failed',
      `Refunded by ${input.actor} (the delivery was unknown).`,
      input.actor,
      false,
    );
    if (!row) throw refuse();
    return purchaseView(ctx, row);
  }
  const now = ctx.now();
  const next = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, p.id), eq(purchases.status, 'unknown')))
      .for('update');
    if (!locked) throw refuse();
    const marked =
      input.action === 'mark-delivered'
        ? { status: 'ok', response: `Marked as delivered by ${input.actor}.`, answeredAt: now }
        : { status: 'pending', response: '', sentAt: null, answeredAt: null };
    await tx
      .update(purchaseCommands)
      .set(marked)
      .where(and(eq(purchaseCommands.purchaseId, p.id), eq(purchaseCommands.status, 'unknown')));
    const left = (await commandsOf(tx, p.id)).some((c) => c.status !== 'ok');
    if (!left) return 'delivered' as const;
    await tx
      .update(purchases)
      .set({ status: 'queued', error: '', attemptedAt: now })
      .where(and(eq(purchases.id, p.id), eq(purchases.status, 'unknown')));
    return 'queued' as const;
  });
  if (next === 'delivered') {
    const row = await finishDelivered(ctx, bot, p, { status: 'unknown' });
    return purchaseView(ctx, row ?? (await current(ctx, p.id)));
  }
  return purchaseView(ctx, await deliverNow(ctx, await current(ctx, p.id)));
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
  return { rows: await purchaseViews(ctx.db, rows), total: Number(totals[0]?.n ?? 0) };
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
