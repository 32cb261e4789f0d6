import type { PurchaseView } from '@asa/domain';

/** Credits charged, or 'Voucher' for a voucher redemption. */
export const purchasePrice = (p: Pick<PurchaseView, 'price' | 'usedVoucher'>) =>
  p.usedVoucher ? 'Voucher' : String(p.price);

/** Kit name with the chosen item group, e.g. "Element Choice (Tek)". */
export const purchaseKit = (p: Pick<PurchaseView, 'kitName' | 'itemGroupName'>) =>
  p.itemGroupName ? `${p.kitName} (${p.itemGroupName})` : p.kitName;

const sourceLabels: Record<PurchaseView['source'], string> = {
  discord: 'Discord',
  portal: 'User Portal',
  api: 'API',
  dashboard: 'Dashboard',
  tip4serv: 'Tip4Serv',
};
export const purchaseSource = (p: Pick<PurchaseView, 'source'>) => sourceLabels[p.source] ?? p.source;
