import { openPurchaseStatuses, type PurchaseResolution, type PurchaseView } from '@asa/domain';
import { formatDateTime } from '../../lib/format';

/** The owner's decisions on a purchase in state `unknown`, as their buttons read. */
export const resolutionLabels: Record<PurchaseResolution, string> = {
  'send-again': 'Send again',
  'mark-delivered': 'Mark as delivered',
  refund: 'Refund',
};

/** Credits charged, or 'Voucher' for a voucher redemption. */
export const purchasePrice = (p: Pick<PurchaseView, 'price' | 'usedVoucher'>) =>
  p.usedVoucher ? 'Voucher' : String(p.price);

/** The coupon of a purchase: "E2E20 (20 credits off)", '' without one. */
export const purchaseCoupon = (p: Pick<PurchaseView, 'couponCode' | 'couponDiscount'>) =>
  p.couponCode ? `${p.couponCode} (${p.couponDiscount} credits off)` : '';

/** Kit name with the chosen item group, e.g. "Element Choice (Tek)". */
export const purchaseKit = (p: Pick<PurchaseView, 'kitName' | 'itemGroupName'>) =>
  p.itemGroupName ? `${p.kitName} (${p.itemGroupName})` : p.kitName;

export const sourceLabels: Record<PurchaseView['source'], string> = {
  discord: 'Discord',
  portal: 'User Portal',
  api: 'API',
  dashboard: 'Dashboard',
  tip4serv: 'Tip4Serv',
  'in-game': 'In-game',
};
export const purchaseSource = (p: Pick<PurchaseView, 'source'>) => sourceLabels[p.source] ?? p.source;

/** A time in the browser's locale, '-' when there is none. */
export const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** What the player paid, as a phrase: "150 credits" or "one voucher". */
export const paidPhrase = (p: Pick<PurchaseView, 'price' | 'usedVoucher'>) =>
  p.usedVoucher ? 'one voucher' : `${p.price} credits`;

/** Purchases an owner may retry: failed or expired (charged again when they were given back). */
export const retryable = (p: Pick<PurchaseView, 'status'>) => p.status === 'failed' || p.status === 'expired';

/** Purchases the delivery queue still works on (the lists refresh while one is shown). */
export const isOpenPurchase = (p: Pick<PurchaseView, 'status'>) =>
  (openPurchaseStatuses as readonly string[]).includes(p.status);
