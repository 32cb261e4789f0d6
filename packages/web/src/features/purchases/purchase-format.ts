import { openPurchaseStatuses, type PurchaseView } from '@asa/domain';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { PurchasesT } from './texts';

/** Credits charged, or the word for a voucher redemption ('Voucher'; the caller's language when given). */
export const purchasePrice = (p: Pick<PurchaseView, 'price' | 'usedVoucher'>, voucher = 'Voucher') =>
  p.usedVoucher ? voucher : String(p.price);

/** The coupon of a purchase: "E2E20 (20 credits off)", '' without one. */
export const purchaseCoupon = (t: PurchasesT, p: Pick<PurchaseView, 'couponCode' | 'couponDiscount'>) =>
  p.couponCode ? t('coupon', { code: p.couponCode, discount: formatNumber(p.couponDiscount) }) : '';

/** Kit name with the chosen item group, e.g. "Element Choice (Tek)". */
export const purchaseKit = (p: Pick<PurchaseView, 'kitName' | 'itemGroupName'>) =>
  p.itemGroupName ? `${p.kitName} (${p.itemGroupName})` : p.kitName;

/** Where purchases come from, in the source filter's order. */
export const purchaseSources: PurchaseView['source'][] = [
  'discord',
  'portal',
  'api',
  'dashboard',
  'tip4serv',
  'in-game',
];
export const purchaseSource = (t: PurchasesT, p: Pick<PurchaseView, 'source'>) => t(`source.${p.source}`);

/** A time in the browser's locale, '-' when there is none. */
export const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** What the player paid, as a phrase: "150 credits" or "one voucher". */
export const paidPhrase = (t: PurchasesT, p: Pick<PurchaseView, 'price' | 'usedVoucher'>) =>
  p.usedVoucher ? t('paid.voucher') : t('paid.credits', { price: formatNumber(p.price) });

/**
 * Purchases an owner may retry: failed or expired (charged again when they were given back), unless an owner
 * refunded them (final: the server refuses).
 */
export const retryable = (p: Pick<PurchaseView, 'status' | 'refund'>) =>
  (p.status === 'failed' || p.status === 'expired') && !p.refund;

/**
 * Purchases an owner may refund (issue 36): any not refunded yet, except while a command may be in flight
 * (`delivering`: the server refuses it; it is refundable once the delivery finished).
 */
export const refundable = (p: Pick<PurchaseView, 'status' | 'refunded'>) =>
  !p.refunded && p.status !== 'delivering';

/** Purchases the delivery queue still works on (the lists refresh while one is shown). */
export const isOpenPurchase = (p: Pick<PurchaseView, 'status'>) =>
  (openPurchaseStatuses as readonly string[]).includes(p.status);
