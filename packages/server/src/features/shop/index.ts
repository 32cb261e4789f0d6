/**
 * The shop engine: every way credits, vouchers and shop ranks are spent or moved by players, and kit
 * delivery. Routes, the Discord bot, the user portal, the API and Tip4Serv call these functions only.
 * Rules and messages: docs/shop-engine.md.
 */
export type { PurchaseSource, PurchaseStatus, PurchaseView } from '@asa/domain';
export type { PlayerRow } from '../players/service';
export type { ShopRankRow } from '../shop-ranks/service';
export { ShopError, shopError, shopNotFound } from './errors';
export { instanceOrThrow } from './ordering/lookups';
export { buyKit, redeemVoucher, type KitOrderInput } from './ordering/ordering';
export { retryPurchase, resolvePurchase } from './after-sale/after-sale';
export { refundPurchase, refundPurchaseView, refundMany } from './after-sale/refund';
export { resetBuyLimits, buyLimitsFor } from './ordering/buy-limits';
export {
  purchaseView,
  purchaseViews,
  listPurchases,
  pagePurchases,
  purchaseStatusCounts,
  toPurchaseView,
  totalOfCounts,
} from './purchases/views';
export { grantVoucher } from './after-sale/vouchers';
export { buyShopRank, addShopRank, removeShopRank, tradeShopRank } from './ranks/ranks';
export { kitPriceFor, allowedServers } from './ordering/rules';
export { runDeliveryQueue, deliverNow } from './delivery/queue';
export { serverContactSucceeded, serversContactSucceeded } from './delivery/online';
export { kitCatalog, type CatalogKit } from './ordering/catalog';
export { runPassiveIncome, creditPassiveIncome } from './ranks/passive-income';
export { buyKitOnce, isUniqueViolation } from './ordering/idempotent';
export { findCoupon, priceOf, type CouponRow } from './promotions/promotions';
export { checkAgreedPrice, priceAgreedAt } from './ordering/price-agreement';
