/** 'b' buys with credits, 'r' redeems a voucher. */
export type OrderMode = 'b' | 'r';

/** Custom ids: the kit message's Buy button, then the server and item-group selections of the order flow. */
export const customIds = {
  buyButton: (kitId: number) => `kit:buy:${kitId}`,
  server: (mode: OrderMode, kitId: number, page: number) => `kit:srv:${mode}:${kitId}:${page}`,
  group: (mode: OrderMode, kitId: number, serverId: number) => `kit:grp:${mode}:${kitId}:${serverId}`,
  /** The page menu shown when more servers are allowed than five menus of 25 can hold. */
  serverPage: (mode: OrderMode, kitId: number) => `kit:pg:${mode}:${kitId}`,
};
