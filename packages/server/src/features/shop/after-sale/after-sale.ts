import { and, eq, not } from 'drizzle-orm';
import {
  type PurchaseStatus,
  failureTexts,
  shopMessages,
  shopRefusals,
  type PurchaseResolution,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { purchaseCommands, purchases } from '../../../db/schema';
import { kitSettingsOf } from '../../bots/service';
import { getKitRow } from '../../kits/service';
import { getServerRow } from '../../servers/service';
import { commandsOf, current, type PurchaseRow } from '../delivery/claims';
import { finishDelivered, finishGivenBack } from '../delivery/outcomes';
import { deliverNow } from '../delivery/queue';
import { countedPurchases } from '../ordering/buy-limits';
import { instanceOrThrow } from '../ordering/lookups';
import { charge, lockBuyerAndRecipient, lockPlayer, purchaseEntry, takeVoucher } from '../ordering/payment';
import { ledgerActors } from '../../players/ledger';
import { retakePromotions } from '../promotions/promotions';
import { payerOf } from '../ordering/gifts';
import { MARKED_DELIVERED, purchaseView } from '../purchases/views';
import { shopError, shopNotFound } from '../errors';
import { checkBuyLimit, limitsBuys } from '../ordering/rules';
import { buyWindow } from '../../kits/service';
import { transition } from '../delivery/transition';

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
  // an owner's refund (full or partial) is final: a retry would charge the whole price again
  if (p.refundedAt !== null) throw shopError('already_refunded', 409, shopMessages.retryRefunded);
  if (p.playerId === null) throw shopNotFound('Player');
  // a gift is charged again to its buyer (who got the refund), within the buyer's buy limit
  const payer = payerOf(p);
  if (p.refunded && payer === null) throw shopNotFound('Player');
  const server = p.serverId === null ? null : await getServerRow(ctx.db, p.serverId);
  if (!server) throw shopError('server_gone', 409, shopMessages.retryServerGone);
  const now = ctx.now();
  const settings = kitSettingsOf(bot);
  await ctx.db.transaction(async (tx) => {
    const both = p.isGift && payer !== null ? await lockBuyerAndRecipient(tx, payer, p.playerId!) : null;
    const locked = both?.recipient ?? (await lockPlayer(tx, p.playerId!));
    const buyer = both?.buyer ?? locked;
    const [again] = await tx.select().from(purchases).where(eq(purchases.id, p.id)).for('update');
    if (!again || again.status !== p.status) throw shopError('not_failed', 409, shopMessages.retryNotFailed);
    await ensureCommandRows(tx, again);
    const cmds = await commandsOf(tx, p.id);
    if (!cmds.some((c) => c.status !== 'ok'))
      throw shopError('nothing_to_send', 409, shopMessages.retryNothingToSend);
    const kit = p.kitId === null ? null : await getKitRow(tx, p.kitId);
    if (again.refunded && !input.ignoreBuyLimit && kit && limitsBuys(kit, settings)) {
      const used = await countedPurchases(tx, buyer.id, kit.id, buyWindow(kit.resetAt, now).start);
      checkBuyLimit(kit, settings, used, now);
    }
    if (again.refunded) {
      if (again.usedVoucher) {
        if (again.kitId === null) throw shopError('no_voucher', 409, shopRefusals.noVoucher(again.kitName));
        await takeVoucher(tx, buyer, again.kitId, again.kitName);
      } else {
        // the owner retries: charged to whoever paid, the owner is the actor
        await charge(tx, now, buyer, again.price, again.kitName, {
          ...purchaseEntry(again.kitName, input.actor, buyer.id, undefined, true),
          actor: ledgerActors.manager('', input.actor),
          refs: { purchaseId: again.id },
        });
      }
    }
    const promo = again.refunded ? await retakePromotions(tx, again, buyer, kit, now) : {};
    await tx
      .update(purchaseCommands)
      .set({ status: 'pending', response: '', sentAt: null, answeredAt: null })
      .where(and(eq(purchaseCommands.purchaseId, p.id), not(eq(purchaseCommands.status, 'ok'))));
    await transition(tx, p.id, p.status as PurchaseStatus, 'queued', {
      refunded: false,
      error: '',
      errorKey: '',
      errorParams: {},
      waitingReason: '',
      waitingKey: '',
      waitingParams: {},
      expiresAt: null,
      nextAttemptAt: null,
      attemptedAt: now,
      ...promo,
    });
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
      failureTexts.ownerRefund(input.actor),
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
        ? { status: 'ok', response: `${MARKED_DELIVERED}${input.actor}.`, answeredAt: now }
        : { status: 'pending', response: '', sentAt: null, answeredAt: null };
    await tx
      .update(purchaseCommands)
      .set(marked)
      .where(and(eq(purchaseCommands.purchaseId, p.id), eq(purchaseCommands.status, 'unknown')));
    const left = (await commandsOf(tx, p.id)).some((c) => c.status !== 'ok');
    if (!left) return 'delivered' as const;
    await transition(tx, p.id, 'unknown', 'queued', { error: '', attemptedAt: now });
    return 'queued' as const;
  });
  if (next === 'delivered') {
    const row = await finishDelivered(ctx, bot, p, { status: 'unknown' });
    return purchaseView(ctx, row ?? (await current(ctx, p.id)));
  }
  return purchaseView(ctx, await deliverNow(ctx, await current(ctx, p.id)));
}
