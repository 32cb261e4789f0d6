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

/**
 * The texts of an order's state and why it stands there (issue 27): the portal's catalogue (`portal.json`)
 * and the Discord bot's (`bot.json`) both have these keys; the portal passes its `t`, the bot `botText` in
 * the instance's language.
 */
export type StatusTextKey = `status.${PurchaseStatus}` | 'status.refunded';

/**
 * Why a purchase waits, as a catalogue key (`reason.<key>` of `portal.json`, `bot.json` and `inGame.json`)
 * with its parameters, stored with the purchase (`purchases.waiting_key` / `waiting_params`, migration 0030)
 * next to its English text (`waitingReason`). `error` (waitingForServer) is the game server's or the
 * connection's text, inserted as it came.
 */
export const waitingKeys = ['waitingForPlayer', 'waitingForRecipient', 'waitingForServer'] as const;
export type WaitingKey = (typeof waitingKeys)[number];
export interface WaitingText {
  key: WaitingKey;
  params: Record<string, string>;
}
export const isWaitingKey = (key: string): key is WaitingKey =>
  (waitingKeys as readonly string[]).includes(key);

/**
 * The shop's own reasons a purchase was given back (not a game server's answer), as a catalogue key
 * (`error.<key>`, the same catalogues) with parameters, stored next to the English `error` (migration 0030:
 * `purchases.error_key` / `error_params`). `expired` carries `hours`, the waiting reason's English (`reason`)
 * and, when it had one, its key (`waitingKey`) and parameters.
 */
export const failureKeys = ['expired', 'serverGone', 'ownerRefund', 'ownerCancel'] as const;
export type FailureKey = (typeof failureKeys)[number];
export interface FailureText {
  key: FailureKey;
  params: Record<string, string>;
}
export const isFailureKey = (key: string): key is FailureKey =>
  (failureKeys as readonly string[]).includes(key);

export type OrderTextKey =
  | StatusTextKey
  | 'reason.delivering'
  | 'reason.checking'
  | 'reason.voucherBack'
  | 'reason.refunded'
  | `reason.${WaitingKey}`
  | `error.${FailureKey}`;
export type OrderTexts<K extends string = OrderTextKey> = (
  key: K,
  params?: Record<string, string | number>,
) => string;

/** A waiting purchase's reason in the reader's language (`t` of the portal, the bot or the in-game shop). */
export const waitingText = (t: OrderTexts<`reason.${WaitingKey}`>, w: WaitingText): string =>
  t(`reason.${w.key}`, w.params);

const clause = (text: string) => text.replace(/[.!]+$/, '');

/** Why a purchase was given back, in the reader's language (see `failureKeys`). */
export function failureText(
  t: OrderTexts<`reason.${WaitingKey}` | `error.${FailureKey}`>,
  f: FailureText,
): string {
  if (f.key !== 'expired') return t(`error.${f.key}`, f.params);
  const { hours, reason, waitingKey, ...waiting } = f.params;
  const why =
    waitingKey && isWaitingKey(waitingKey)
      ? clause(waitingText(t, { key: waitingKey, params: waiting }))
      : reason;
  return t('error.expired', { hours: Number(hours), reason: why ?? '' });
}

/** A purchase's error in the reader's language when it is one of the shop's own (a key), else as stored. */
export const errorText = (
  t: OrderTexts<`reason.${WaitingKey}` | `error.${FailureKey}`>,
  p: { error: string; failure?: FailureText | null },
): string => (p.failure ? failureText(t, p.failure) : p.error);

/**
 * Label of a purchase's state, "Failed (refunded)" when what was paid went back, "Delivered (refunded)" after
 * an owner's refund of a delivered order (the in-game shop passes its own, shorter words: `inGame.json`'s
 * `status.*`).
 */
export function purchaseStatusLabel(
  t: OrderTexts<StatusTextKey>,
  p: { status: PurchaseStatus; refunded: boolean },
): string {
  const label = t(`status.${p.status}`);
  return p.refunded && (p.status === 'failed' || p.status === 'expired' || p.status === 'delivered')
    ? t('status.refunded', { label })
    : label;
}

/**
 * Why an order stands where it stands, in the player's words, shown next to it in the portal's "My orders"
 * and the bot's /orders ('' for a delivered order). A waiting reason or a failure of the shop's own with a
 * key (`waiting`, `failure`) reads in the reader's language; older rows (no key) and a game server's error
 * are the stored texts (English), shown as they are.
 */
export function orderReason(
  t: OrderTexts,
  p: {
    status: PurchaseStatus;
    waitingReason: string;
    waiting?: WaitingText | null;
    error: string;
    failure?: FailureText | null;
    refunded: boolean;
    usedVoucher: boolean;
  },
): string {
  switch (p.status) {
    case 'delivered':
      return '';
    case 'waiting':
      return p.waiting ? waitingText(t, p.waiting) : p.waitingReason;
    case 'queued':
    case 'delivering':
      return t('reason.delivering');
    case 'unknown':
      return t('reason.checking');
    default: {
      const back = p.usedVoucher ? t('reason.voucherBack') : t('reason.refunded');
      return [errorText(t, p), p.refunded ? back : ''].filter(Boolean).join(' ');
    }
  }
}

/** Progress of one command of a purchase: sent in order; `unknown` = sent, answer never came. */
export const commandStatuses = ['pending', 'sending', 'ok', 'error', 'unknown'] as const;

/** What the owner may do with an `unknown` purchase. */
export const purchaseResolutions = ['send-again', 'mark-delivered', 'refund'] as const;
