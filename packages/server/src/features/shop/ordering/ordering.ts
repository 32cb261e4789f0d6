import { and, eq } from 'drizzle-orm';
import { currentRequestId } from '../../../lib/request-context';
import { cleanGiftMessage, shopMessages, shopRefusals, type PurchaseSource } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { purchaseCommands, purchases } from '../../../db/schema';
import { featureOn, kitSettingsOf } from '../../bots/service';
import { listServers } from '../../servers/service';
import { listRanks } from '../../shop-ranks/service';
import { deliverClaimed } from '../delivery/delivery';
import { LEASE_MS, type CommandRow, type PurchaseRow } from '../delivery/claims';
import { deliverNow, workerId } from '../delivery/queue';
import { presenceOf, serverBackoff } from '../delivery/online';
import { readOrderContext } from './order-context';
import { chargeAtOnce } from './charge-at-once';
import { checkAgreedPrice } from './price-agreement';
import { countedPurchases } from './buy-limits';
import { checkCredits, lockBuyerAndRecipient, lockPlayer, purchaseEntry, takeVoucher } from './payment';
import { recordCreditLocked } from '../../players/ledger';
import { checkFor } from './gifts';
import { playerOrThrow } from './lookups';
import { purchaseView } from '../purchases/views';
import { checkCoupon, findCoupon, priceOf, takeCoupon, takeStock } from '../promotions/promotions';
import { IdempotencyKeyTaken, shopError, shopNotFound } from '../errors';
import { checkBuyLimit, checkRoles, checkServer, commandsFor, limitsBuys, ranksOf } from './rules';
import { buyWindow } from '../../kits/service';
import { emitWebhook, purchaseEventData } from '../../webhooks/emit';

export interface KitOrderInput {
  botId: number;
  playerId: number;
  kitId: number;
  serverId: number;
  /** The chosen group's `index` (Item Choice kits only). */
  itemGroupIndex?: number;
  /** Discord roles of the buyer, or of a gift's recipient (for kits that require one); omitted = none. */
  memberDiscordRoleIds?: string[];
  /**
   * A gift (buyKit only): the recipient's player id (registered in this instance, not the buyer). The buyer
   * (`playerId`) pays; the recipient must be online and gets the delivery; their rank, Discord role
   * (`memberDiscordRoleIds`), buy limit and ids apply.
   */
  giftTo?: number;
  /** The gift's message to the recipient (cleaned with cleanGiftMessage; stored on the purchase). */
  giftMessage?: string;
  source: PurchaseSource;
  actor: string;
  /** Key API `Idempotency-Key` (stored on the purchase; unique per instance). */
  idempotencyKey?: string;
  /** SHA-256 of the call's canonical body, stored with the key (shop/ordering/idempotent.ts). */
  requestHash?: string;
  /** A coupon code (case-insensitive; buying only). */
  coupon?: string;
  /**
   * The price the buyer agreed to (portal: shown; key API: maxPrice; Discord, in-game: the price when the
   * order was placed). A charge above it is refused (409 price_changed, nothing charged: price-agreement.ts);
   * a lower one goes through and the answer says so. Stored on the purchase (agreedPrice).
   */
  shownPrice?: number;
}

/**
 * Everything checked before money moves: shop, kit, server, roles, item group and placeholders. The rows
 * are read in parallel (one round trip of waiting); the checks run in the documented order.
 */
async function prepare(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const gift = input.giftTo !== undefined;
  if (gift && mode !== 'buy') throw new Error('a gift is bought, not redeemed');
  if (gift && input.giftTo === input.playerId) throw shopError('gift_to_self', 400, shopRefusals.giftToSelf);
  // a gift's order context is the recipient's (delivery, online check, waiting orders); the buyer pays
  const [context, ranks, giver] = await Promise.all([
    readOrderContext(ctx.db, { ...input, playerId: input.giftTo ?? input.playerId }),
    listRanks(ctx.db, input.botId),
    gift ? playerOrThrow(ctx.db, input.botId, input.playerId).catch(() => null) : null,
  ]);
  const { bot, kit, player, server, waiting } = context ?? {};
  if (!bot) throw shopNotFound('Bot instance');
  if (!bot.isShopEnabled) throw shopError('shop_disabled', 403, shopRefusals.shopDisabled);
  // gifts: a feature of the tier table (every tier) with its switch in the kit settings
  if (gift && !(await featureOn(ctx, bot, 'gifts')))
    throw shopError('gifts_not_available', 403, shopRefusals.giftsNotAvailable);
  const settings = kitSettingsOf(bot);
  if (!kit || kit.botId !== bot.id) throw shopNotFound('Kit');
  if (gift && !giver) throw shopNotFound('Player');
  if (!player || player.botId !== bot.id) {
    if (gift) throw shopError('not_found', 404, shopRefusals.giftRecipientNotFound);
    throw shopNotFound('Player');
  }
  if (!server || server.botId !== bot.id) throw shopNotFound('Server');
  if (!kit.isEnabled) throw shopError('kit_disabled', 403, shopRefusals.kitDisabled(kit.name));
  if (mode === 'buy' && !kit.isBuyable)
    throw shopError('kit_not_buyable', 403, shopRefusals.kitNotBuyable(kit.name));
  const giftTo = gift ? player.name : undefined;
  checkRoles(kit, settings, player, ranks, input.memberDiscordRoleIds, mode, giftTo);
  // the instance's other servers matter only for a kit's server limit
  const limited = settings.enableServerLimits && kit.useServerLimit;
  checkServer(kit, settings, server, limited ? await listServers(ctx.db, bot.id) : [server]);
  const { commands, templates, itemGroupName, drawnGroupIndex } = checkFor(gift, player, kit, () =>
    commandsFor(kit, player, input.itemGroupIndex),
  );
  const buyer = giver ?? player;
  // a coupon is the buyer's (the one who pays): its rank scope is checked on the buyer's ranks
  const code = mode === 'buy' ? input.coupon?.trim() : '';
  const coupon = code
    ? checkCoupon(await findCoupon(ctx.db, bot.id, code), code, kit, buyer.roles, ctx.now())
    : null;
  return {
    bot,
    settings,
    kit,
    player,
    buyer,
    giftTo,
    server,
    ranks,
    commands,
    templates,
    itemGroupName,
    drawnGroupIndex,
    waiting,
    coupon,
  };
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

/** The purchase row of an order (without the buyer's id and name, taken from the charged row). */
function newPurchase(
  input: KitOrderInput,
  prep: Awaited<ReturnType<typeof prepare>>,
  price: number,
  mode: 'buy' | 'redeem',
  claim: string | null,
  now: Date,
  promo: { couponDiscount: number; stockPeriod: Date | null } = { couponDiscount: 0, stockPeriod: null },
) {
  const { kit, server, coupon } = prep;
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
    drawnGroupIndex: prep.drawnGroupIndex,
    status: claim !== null ? 'delivering' : 'queued',
    mustBeOnline: kit.mustBeOnline,
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: input.requestHash ?? null,
    // the request whose work makes it (an HTTP call, a bot interaction, a job run), on either charge path
    requestId: currentRequestId(),
    createdAt: now,
    attemptedAt: now,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? '',
    couponDiscount: promo.couponDiscount,
    couponCounted: coupon !== null,
    stockPeriod: promo.stockPeriod,
    agreedPrice: mode === 'buy' ? (input.shownPrice ?? null) : null,
    ...(prep.giftTo !== undefined
      ? {
          isGift: true,
          giftFromPlayerId: prep.buyer.id,
          giftFromName: prep.buyer.name,
          giftMessage: cleanGiftMessage(input.giftMessage ?? ''),
        }
      : {}),
    ...(claim !== null
      ? { leaseOwner: claim, leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: 1 }
      : {}),
  };
}

/**
 * The order's commands, all `pending` (also when the purchase is claimed at once: each is marked `sending`
 * only once its RCON connection is up, right before the write, so a process that dies before that leaves
 * a purchase the queue continues, never an `unknown` one).
 */
const newCommands = (prep: { commands: string[]; templates: string[] }) =>
  prep.commands.map((command, position) => ({
    position,
    command,
    template: prep.templates[position] ?? '',
    status: 'pending',
    sentAt: null,
  }));

/**
 * One transaction: lock the player (a gift: the buyer and the recipient, in id order), check the buy limit
 * of the one who pays under the lock, take the credits (or a voucher) from the one who pays,
 * insert the purchase with its commands. Concurrent orders of one player queue on the row lock, so the
 * balance never goes below zero and a limit cannot be passed by racing.
 *
 * With `claim` (the caller saw the buyer online, or the kit does not need it, and nothing older of this
 * player waiting on this server), the purchase is inserted already claimed by `claim` (delivering, with a
 * lease), its commands all `pending` (each is marked `sending` right before its write): the queue's claim
 * happens in this one commit. Otherwise it is inserted `queued` with every command `pending`.
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
  // a gift always takes the transaction (two rows locked: the buyer's charge, the recipient's checks)
  const fast =
    prep.giftTo === undefined &&
    !input.idempotencyKey &&
    !limitsBuys(kit, settings) &&
    !prep.coupon &&
    kit.stock === null;
  if (mode === 'buy' && fast) {
    const { price } = priceOf(kit, ranksOf(prep.player, prep.ranks), now);
    checkAgreedPrice(input.shownPrice, price);
    const done = await chargeAtOnce(ctx.db, {
      playerId: prep.player.id,
      seenRoles: prep.player.roles,
      price,
      entry: purchaseEntry(kit.name, input.actor, prep.player.id),
      now,
      purchase: newPurchase(input, prep, price, mode, claim, now),
      commands: newCommands(prep),
    });
    if (done) return done;
  }
  return ctx.db.transaction(async (tx) => {
    // the payer is the buyer; a gift's checks and delivery are the recipient's (two rows, locked in id order)
    const gift = prep.giftTo !== undefined;
    const { buyer: payer, recipient } = gift
      ? await lockBuyerAndRecipient(tx, prep.buyer.id, prep.player.id)
      : await lockPlayer(tx, input.playerId).then((locked) => ({ buyer: locked, recipient: locked }));
    // A key used by an order that committed while this one waited for the lock is seen here, before the
    // insert: the insert's unique check would wait for that purchase's delivery transaction, which waits
    // for this buyer's row lock (a deadlock PostgreSQL would break with an error).
    if (input.idempotencyKey && (await keyTaken(tx, prep.bot.id, input.idempotencyKey)))
      throw new IdempotencyKeyTaken();
    // roles may have changed since prepare(): check them again on the locked row
    checkRoles(kit, settings, recipient, prep.ranks, input.memberDiscordRoleIds, mode, prep.giftTo);
    // the buy limit is the payer's: a gift counts toward its buyer's limit, not the recipient's
    // (docs/decisions/2026-11-28-gifts-and-buy-limits.md); every order a payer pays is made under their lock
    if (limitsBuys(kit, settings)) {
      const used = await countedPurchases(tx, payer.id, kit.id, buyWindow(kit.resetAt, now).start);
      checkBuyLimit(kit, settings, used, now);
    }
    let price = 0;
    let couponDiscount = 0;
    if (mode === 'buy') {
      const { coupon } = prep;
      const priced = priceOf(kit, ranksOf(payer, prep.ranks), now, coupon);
      if (coupon && priced.notBetter)
        throw shopError('coupon_not_better', 409, shopRefusals.couponNotBetter(coupon.code));
      ({ price, couponDiscount } = priced);
      checkAgreedPrice(input.shownPrice, price);
      // the ledger entry is written once the purchase exists (it names it), in this transaction
      checkCredits(payer, price, kit.name);
      if (coupon) await takeCoupon(tx, coupon, payer, input.coupon ?? coupon.code);
    } else {
      await takeVoucher(tx, payer, kit.id, kit.name);
    }
    const stockPeriod = await takeStock(tx, kit, now);
    const [row] = await tx
      .insert(purchases)
      .values({
        ...newPurchase(input, { ...prep, buyer: payer }, price, mode, claim, now, {
          couponDiscount,
          stockPeriod,
        }),
        playerId: recipient.id,
        playerName: recipient.name,
      })
      .returning();
    if (mode === 'buy' && price > 0)
      await recordCreditLocked(tx, now, payer, {
        ...purchaseEntry(kit.name, input.actor, payer.id, gift ? recipient.name : undefined),
        playerId: payer.id,
        delta: -price,
        refs: { purchaseId: row!.id, ...(prep.coupon ? { couponId: prep.coupon.id } : {}) },
      });
    await emitWebhook(tx, row!.botId, 'purchase.created', purchaseEventData(row!), now);
    const cmds = await tx
      .insert(purchaseCommands)
      .values(newCommands(prep).map((c) => ({ ...c, purchaseId: row!.id })))
      .returning();
    return { row: row!, cmds: cmds.sort((a, b) => a.position - b.position) };
  });
}

/** Whether the buyer's row read before the lock can pay the order (a hint; the charge decides). */
function canPay(ctx: AppContext, prep: Awaited<ReturnType<typeof prepare>>, mode: 'buy' | 'redeem') {
  const { kit, buyer } = prep;
  if (mode === 'redeem') return (buyer.kitVouchers.find((v) => v.kitId === kit.id)?.count ?? 0) > 0;
  return buyer.credits >= priceOf(kit, ranksOf(buyer, prep.ranks), ctx.now(), prep.coupon).price;
}

async function order(ctx: AppContext, input: KitOrderInput, mode: 'buy' | 'redeem') {
  const prep = await prepare(ctx, input, mode);
  const { bot, server, player } = prep;
  // the buyer seen online (cached list) or not needed: the purchase is claimed in the charge transaction.
  // An order the unlocked balance (or vouchers) cannot pay asks the game server nothing: the charge below
  // refuses it under the row lock, and a refused order leaves no trace on the game server.
  const backedOff = (serverBackoff(ctx, server.id).retryAt ?? new Date(0)) > ctx.now();
  const ready =
    !backedOff &&
    (!prep.kit.mustBeOnline ||
      (canPay(ctx, prep, mode) && (await presenceOf(ctx, bot, server, player)).kind === 'online'));
  const owner = ready ? workerId() : null;
  const { row, cmds } = await chargeOrder(ctx, input, prep, mode, owner);
  const done =
    row.status === 'delivering' && owner
      ? await deliverClaimed(ctx, row, owner, {}, { bot, server, cmds, checkedAtBuy: true, player })
      : await deliverNow(ctx, row);
  const view = await purchaseView(ctx, done);
  const shown = input.shownPrice;
  // a coupon's discount is not a price change: the price agreed may be the kit's price before it
  const beforeCoupon = row.price + row.couponDiscount;
  if (mode === 'buy' && shown !== undefined && shown !== row.price && shown !== beforeCoupon)
    return { ...view, notice: shopMessages.salePriceChanged(shown, row.price) };
  return view;
}

/**
 * Buys a kit for credits (for the buyer, or with `giftTo` for another player of the instance: a gift) and
 * tries to deliver it at once; answers the purchase in its current state
 * (delivered, waiting for the buyer / the server, failed, unknown). See docs/shop-engine.md.
 */
export const buyKit = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'buy');

/** Redeems one voucher of the kit (works for non-buyable kits too); delivered like buyKit. */
export const redeemVoucher = (ctx: AppContext, input: KitOrderInput) => order(ctx, input, 'redeem');
