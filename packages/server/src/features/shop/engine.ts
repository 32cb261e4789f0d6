/**
 * The shop engine: every way credits, vouchers and shop ranks are spent or moved by players, and kit
 * delivery. Routes, the Discord bot, the user portal, the API and Tip4Serv call these functions only.
 * Rules and messages: docs/shop-engine.md.
 */
export type { PurchaseSource, PurchaseStatus, PurchaseView } from '@asa/domain';
export type { PlayerRow } from '../players/service';
export type { ShopRankRow } from '../shop-ranks/service';
export { ShopError, shopError, shopNotFound } from './errors';
export { instanceOrThrow } from './lookups';
export { buyKit, redeemVoucher, type KitOrderInput } from './ordering';
export { retryPurchase, resolvePurchase } from './after-sale';
export { refundPurchase, refundPurchaseView, refundMany } from './refund';
export { resetBuyLimits, buyLimitsFor } from './buy-limits';
export {
  purchaseView,
  purchaseViews,
  listPurchases,
  pagePurchases,
  purchaseStatusCounts,
  toPurchaseView,
  totalOfCounts,
} from './views';
export { grantVoucher } from './vouchers';
export { buyShopRank, addShopRank, removeShopRank, tradeShopRank } from './ranks';
export { kitPriceFor, allowedServers } from './rules';
export { runDeliveryQueue, deliverNow } from './queue';
export { serverContactSucceeded, serversContactSucceeded } from './online';
export { kitCatalog, type CatalogKit } from './catalog';
export { runPassiveIncome, creditPassiveIncome } from './passive-income';
export { buyKitOnce, isUniqueViolation } from './idempotent';
export { findCoupon, priceOf, type CouponRow } from './promotions';
export { checkAgreedPrice, priceAgreedAt } from './price-agreement';
