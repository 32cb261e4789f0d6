/**
 * The shop engine: every way credits, vouchers and shop ranks are spent or moved by players, and kit
 * delivery. Routes, the Discord bot, the user portal, the API and Tip4Serv call these functions only.
 * Rules and messages: docs/shop-engine.md.
 */
export type { PurchaseSource, PurchaseStatus, PurchaseView } from '@asa/domain';
export type { PlayerRow } from '../players/service';
export type { ShopRankRow } from '../shop-ranks/service';
export { ShopError } from './errors';
export {
  buyKit,
  redeemVoucher,
  retryPurchase,
  resolvePurchase,
  resetBuyLimits,
  purchaseView,
  purchaseViews,
  listPurchases,
  buyLimitsFor,
  toPurchaseView,
  type KitOrderInput,
} from './purchases';
export { grantVoucher } from './vouchers';
export { buyShopRank, addShopRank, removeShopRank, tradeShopRank } from './ranks';
export { kitPriceFor, buyWindow } from './rules';
export { runDeliveryQueue, deliverNow } from './queue';
export { kitCatalog, type CatalogKit } from './catalog';
export { runPassiveIncome, creditPassiveIncome } from './passive-income';
export { buyKitOnce } from './idempotent';
