import { and, eq, inArray } from 'drizzle-orm';
import {
  failureEnglish,
  failureTexts,
  shopMessages,
  type FailureText,
  type PurchaseRefundManyResult,
  type PurchaseStatus,
  type PurchaseView,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { players, purchases } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import type { InstanceRow } from '../../bots/repo';
import { recordAudit } from '../../audit/service';
import { ledgerActors, recordCredit } from '../../players/ledger';
import { emitWebhook, refundEventData } from '../../webhooks/emit';
import { playerOf, type PurchaseRow } from '../delivery/claims';
import { queueLogs } from '../delivery/outcomes';
import { ShopError, shopError, shopNotFound } from '../errors';
import { payerOf } from '../ordering/gifts';
import { instanceOrThrow } from '../ordering/lookups';
import { releasePromotions } from '../promotions/promotions';
import { purchaseView, purchaseViews } from '../purchases/views';
import { changeVouchers } from './voucher-list';
import { transition } from '../delivery/transition';

/**
 * An owner's refund of any order (issue 36, docs/shop-engine.md "Refunds"). Where a purchase goes:
 * - queued, waiting -> failed (`ownerCancel`): never delivered afterwards. The delivery queue claims an order
 *   with a conditional UPDATE (`status in (queued, waiting)`), the refund moves it with one
 *   (`status = <seen>`): of the two only one matches, so it is refunded or delivered, never both;
 * - unknown -> failed (`ownerRefund`), as the owner's "refund" decision;
 * - delivered, failed / expired (not given back) -> the same status, `refunded`;
 * - delivering: refused (`purchase_delivering`, 409): a command may be in flight; refund it once finished.
 * An order already refunded (by the shop or an owner) is refused (`already_refunded`, 409): once per order.
 */
const REFUNDABLE: readonly PurchaseStatus[] = [
  'queued',
  'waiting',
  'unknown',
  'delivered',
  'failed',
  'expired',
];
/** Where a refunded order goes from each refundable status. */
const nextStatus = (s: PurchaseStatus): PurchaseStatus =>
  s === 'queued' || s === 'waiting' || s === 'unknown' ? 'failed' : s;

export interface RefundInput {
  purchaseId: number;
  /** Credits to give back (at most what was paid); null / undefined: all of it. */
  amount?: number | null;
  reason: string;
  /** The manager's name as the history shows it, and their user id (the ledger actor). */
  actor: string;
  actorUserId?: number | null;
}

/** What was paid and can go back: the credits charged, or (voucher redemptions) the voucher. */
function refundAmount(p: PurchaseRow, asked: number | null | undefined) {
  if (p.usedVoucher) {
    if (asked != null) throw shopError('refund_too_large', 400, shopMessages.refundVoucher);
    return 0;
  }
  const amount = asked ?? p.price;
  if (amount > p.price) {
    const e = shopError('refund_too_large', 400, shopMessages.refundTooLarge(p.price));
    throw Object.assign(e, { fields: { amount: e.message } });
  }
  return amount;
}

/** Why a refund of a purchase in this state is refused now (null: it may be refunded). */
export function refundRefusal(p: Pick<PurchaseRow, 'status' | 'refunded'>): ShopError | null {
  if (p.refunded) return shopError('already_refunded', 409, shopMessages.alreadyRefunded);
  if (p.status === 'delivering') return shopError('purchase_delivering', 409, shopMessages.refundDelivering);
  if (!REFUNDABLE.includes(p.status as PurchaseStatus))
    return shopError('purchase_changed', 409, shopMessages.refundChanged(p.status));
  return null;
}

/**
 * Refunds one order of the instance in ONE transaction: the conditional UPDATE of its status (`WHERE id AND
 * status = <seen> AND NOT refunded`: a second refund, the delivery queue's claim or the expiry that got there
 * first makes it match nothing, and the refund is refused), then, under that row's lock, the credits (a
 * `refund` ledger entry with why `owner`, linked to the order) or the voucher back to whoever paid, the coupon
 * use and the stock unit back (the buy-limit count follows `refunded`), the Discord messages of an order that
 * will not be delivered, a `purchase.refunded` webhook event and the audit row. Answers the refunded row.
 */
export async function refundPurchase(
  ctx: AppContext,
  bot: InstanceRow,
  input: RefundInput,
): Promise<PurchaseRow> {
  const [p] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, input.purchaseId), eq(purchases.botId, bot.id)));
  if (!p) throw shopNotFound('Purchase');
  const refused = refundRefusal(p);
  if (refused) throw refused;
  const amount = refundAmount(p, input.amount);
  const payer = payerOf(p);
  // nothing to give back to: a deleted buyer (the credits or the voucher would go nowhere)
  if (payer === null && (p.usedVoucher || amount > 0)) throw shopNotFound('Player');
  const reason = input.reason.trim();
  const from = p.status as PurchaseStatus;
  const to = nextStatus(from);
  const now = ctx.now();
  const failure: FailureText | null =
    to === from
      ? null
      : from === 'unknown'
        ? failureTexts.ownerRefund(input.actor)
        : failureTexts.ownerCancel(input.actor);
  return ctx.db.transaction(async (tx) => {
    // the one state change: a conditional UPDATE on the status this refund saw
    const moved = await transition(
      tx,
      p.id,
      from,
      to,
      {
        refunded: true,
        refundAmount: amount,
        refundReason: reason,
        refundedBy: input.actor,
        refundedAt: now,
        ...(failure
          ? {
              error: failureEnglish(failure),
              errorKey: failure.key,
              errorParams: failure.params,
              waitingReason: '',
              waitingKey: '',
              waitingParams: {},
              nextAttemptAt: null,
              leaseOwner: '',
              leaseUntil: null,
            }
          : {}),
      },
      eq(purchases.refunded, false),
    );
    if (!moved) {
      // someone else got there first (another refund, the queue's claim or delivery, the expiry): refused,
      // saying where it is now (the owner decides again on what it has become)
      const [seen] = await tx.select().from(purchases).where(eq(purchases.id, p.id));
      throw (
        (seen && refundRefusal(seen)) ??
        shopError('purchase_changed', 409, shopMessages.refundChanged(seen?.status ?? 'gone'))
      );
    }
    await giveBackOwner(tx, now, moved, amount, input);
    // the coupon use and the stock unit go back (once: this transaction moved the row)
    const released = await releasePromotions(tx, moved);
    const [row] = await tx.update(purchases).set(released).where(eq(purchases.id, p.id)).returning();
    await emitWebhook(
      tx,
      bot.id,
      'purchase.refunded',
      refundEventData(row!, { amount, voucher: row!.usedVoucher, why: 'owner', reason, by: input.actor }),
      now,
    );
    // an order that will not be delivered tells the buyer and the kit log, as a failed delivery does
    if (failure) await queueLogs(tx, bot, row!, await playerOf(tx, row!.playerId), now);
    await recordAudit(tx, {
      botId: bot.id,
      entity: 'purchase',
      entityId: p.id,
      action: 'refund',
      before: { status: from, refunded: false },
      after: { status: to, refunded: true, amount, voucher: row!.usedVoucher, reason },
    });
    return row!;
  });
}

/** The owner's refund to whoever paid: `amount` credits (a ledger entry linked to the order) or the voucher. */
async function giveBackOwner(tx: Tx, now: Date, p: PurchaseRow, amount: number, input: RefundInput) {
  const payer = payerOf(p);
  if (payer === null) return;
  if (p.usedVoucher) {
    const locked = await playerOf(tx, payer, true);
    if (!locked || p.kitId === null) throw shopNotFound('Player');
    const kitVouchers = changeVouchers(locked.kitVouchers, p.kitId, 1);
    await tx.update(players).set({ kitVouchers }).where(eq(players.id, payer));
    return;
  }
  if (amount === 0) return;
  // given back, not earned (earned: false); not the player's own doing (activity: false)
  const row = await recordCredit(tx, now, {
    playerId: payer,
    delta: amount,
    kind: 'refund',
    actor: ledgerActors.manager(input.actorUserId ?? '', input.actor),
    refs: { purchaseId: p.id },
    params: { kit: p.kitName, why: 'owner', note: input.reason.trim() },
    earned: false,
    activity: false,
  });
  if (!row) throw shopNotFound('Player');
}

/** refundPurchase answered as the API's view. */
export async function refundPurchaseView(
  ctx: AppContext,
  input: RefundInput & { botId: number },
): Promise<PurchaseView> {
  const bot = await instanceOrThrow(ctx, input.botId);
  return purchaseView(ctx, await refundPurchase(ctx, bot, input));
}

/**
 * Full refunds of several orders of one instance (the Purchases screen's selection), each in its own
 * transaction: one refused (already refunded, being delivered, another instance's, gone) does not stop the
 * others. Answers the refunded orders and each refused one with its code and message.
 */
export async function refundMany(
  ctx: AppContext,
  input: { botId: number; purchaseIds: number[]; reason: string; actor: string; actorUserId?: number | null },
): Promise<PurchaseRefundManyResult> {
  const bot = await instanceOrThrow(ctx, input.botId);
  const ids = [...new Set(input.purchaseIds)];
  const rows: PurchaseRow[] = [];
  const refused: PurchaseRefundManyResult['refused'] = [];
  const known = new Set(
    (
      await ctx.db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.botId, bot.id), inArray(purchases.id, ids)))
    ).map((r) => r.id),
  );
  for (const purchaseId of ids) {
    if (!known.has(purchaseId)) {
      refused.push({ purchaseId, code: 'not_found', message: 'Purchase not found' });
      continue;
    }
    try {
      rows.push(
        await refundPurchase(ctx, bot, {
          purchaseId,
          reason: input.reason,
          actor: input.actor,
          actorUserId: input.actorUserId,
        }),
      );
    } catch (e) {
      if (!(e instanceof HttpError) || e.statusCode >= 500) throw e;
      refused.push({ purchaseId, code: e.code, message: e.message });
    }
  }
  return { refunded: await purchaseViews(ctx.db, rows), refused };
}
