// Purchase states as plain values (no zod): the dashboard's purchase screens import these without pulling
// the schema library into their chunk. The zod enums built from them live in schemas/purchase.ts.

/**
 * Where a purchase stands (state machine: docs/shop-engine.md).
 * - queued: charged, not tried yet; delivering: a worker is sending its commands right now;
 * - waiting: the buyer is not on the server (kit must be online) or the server is unreachable; retried by the
 *   delivery queue until it expires (`waitingReason` says why);
 * - delivered: every command succeeded; failed: a command failed, what was taken was given back;
 * - expired: waited longer than the instance allows, given back;
 * - unknown: a command was sent but its answer never came (crash, timeout): it may have run, so it is never
 *   re-sent automatically; the owner decides (send again / mark as delivered / refund).
 */
export const purchaseStatuses = [
  'queued',
  'delivering',
  'waiting',
  'delivered',
  'failed',
  'expired',
  'unknown',
] as const;
type PurchaseStatus = (typeof purchaseStatuses)[number];
/** Statuses a purchase never leaves by itself (unknown waits for the owner). */
export const finalPurchaseStatuses = ['delivered', 'failed', 'expired'] as const satisfies PurchaseStatus[];
/** Statuses the delivery queue still works on. */
export const openPurchaseStatuses = ['queued', 'delivering', 'waiting'] as const satisfies PurchaseStatus[];

/** Short labels of the statuses (dashboard, portal, bot). */
export const purchaseStatusLabels: Record<PurchaseStatus, string> = {
  queued: 'Queued',
  delivering: 'Delivering',
  waiting: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
  expired: 'Expired',
  unknown: 'Needs decision',
};

/** Label of a purchase's state, with "(refunded)" when what was paid went back. */
export function purchaseStatusLabel(p: { status: PurchaseStatus; refunded: boolean }) {
  const label = purchaseStatusLabels[p.status];
  return p.refunded && (p.status === 'failed' || p.status === 'expired') ? `${label} (refunded)` : label;
}

/** Progress of one command of a purchase: sent in order; `unknown` = sent, answer never came. */
export const commandStatuses = ['pending', 'sending', 'ok', 'error', 'unknown'] as const;

/** What the owner may do with an `unknown` purchase. */
export const purchaseResolutions = ['send-again', 'mark-delivered', 'refund'] as const;
