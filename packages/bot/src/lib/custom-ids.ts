/** 'b' buys with credits, 'r' redeems a voucher, `g<player id>` buys a gift for that player. */
export type OrderMode = 'b' | 'r' | `g${number}`;

/** The mode of a custom id's segment ('b' when unknown). */
export function parseMode(segment: string | undefined): OrderMode {
  if (segment === 'r') return 'r';
  if (segment && /^g\d{1,10}$/.test(segment)) return segment as `g${number}`;
  return 'b';
}

/** The recipient's player id of a gift order, or undefined. */
export const giftRecipientOf = (mode: OrderMode) =>
  mode.startsWith('g') ? Number(mode.slice(1)) : undefined;

/** Custom ids: the kit message's Buy button, then the server and item-group selections of the order flow. */
export const customIds = {
  buyButton: (kitId: number) => `kit:buy:${kitId}`,
  // a /buy coupon code (letters, digits, - and _: no ':') rides along as the last part
  server: (mode: OrderMode, kitId: number, page: number, coupon = '') =>
    `kit:srv:${mode}:${kitId}:${page}${coupon ? `:${coupon}` : ''}`,
  group: (mode: OrderMode, kitId: number, serverId: number, coupon = '') =>
    `kit:grp:${mode}:${kitId}:${serverId}${coupon ? `:${coupon}` : ''}`,
  /** The page menu shown when more servers are allowed than five menus of 25 can hold. */
  serverPage: (mode: OrderMode, kitId: number, coupon = '') =>
    `kit:pg:${mode}:${kitId}${coupon ? `:${coupon}` : ''}`,
};
