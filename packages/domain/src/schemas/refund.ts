import { z } from 'zod';
import { id } from './common';
import { messages } from './messages';
import { PurchaseView } from './purchase';

/**
 * An owner's refund of an order (issue 36, docs/shop-engine.md "Refunds"): any status but `delivering`, once
 * per order. `amount`: the credits to give back (a partial refund), at most what was paid; absent or null:
 * everything that was paid (a voucher redemption gives back its voucher and takes no amount).
 */
const refundReason = z
  .string({ error: messages.reasonRequired })
  .trim()
  .min(1, messages.reasonRequired)
  .max(500, messages.reasonMax);
const refundAmount = z
  .number({ error: messages.refundAmount })
  .int({ error: messages.refundAmount })
  .min(1, messages.refundAmount)
  .max(2_147_483_647, messages.refundAmount);

/** POST /api/purchase/refund. */
export const purchaseRefundSchema = z.object({
  purchaseId: id,
  amount: refundAmount.nullable().optional(),
  reason: refundReason,
});
export type PurchaseRefund = z.infer<typeof purchaseRefundSchema>;

/** The dashboard's refund form (the purchase comes from the dialog; an empty amount refunds in full). */
export const purchaseRefundFormSchema = purchaseRefundSchema.omit({ purchaseId: true });
export type PurchaseRefundForm = z.infer<typeof purchaseRefundFormSchema>;

/** The most orders one bulk refund takes (a page of the Purchases screen is at most 100). */
export const REFUND_MANY_MAX = 100;

/** POST /api/purchase/refund-many: full refunds of the selected orders of one instance, each on its own. */
export const purchaseRefundManySchema = z.object({
  botId: id,
  purchaseIds: z.array(id).min(1).max(REFUND_MANY_MAX),
  reason: refundReason,
});
export type PurchaseRefundMany = z.infer<typeof purchaseRefundManySchema>;

/** The bulk refund form (the orders are the selection). */
export const purchaseRefundManyFormSchema = purchaseRefundManySchema.pick({ reason: true });

/** What a bulk refund answers: the refunded orders, and each refused one with its code and message. */
export const purchaseRefundManyResultSchema = z.object({
  refunded: z.array(PurchaseView),
  refused: z.array(z.object({ purchaseId: id, code: z.string(), message: z.string() })),
});
export type PurchaseRefundManyResult = z.infer<typeof purchaseRefundManyResultSchema>;
