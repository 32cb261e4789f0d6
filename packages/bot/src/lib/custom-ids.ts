/** 'b' buys with credits, 'r' redeems a voucher. */
export type OrderMode = 'b' | 'r';

/** Custom ids: the kit message's Buy button, then the server and item-group selections of the order flow. */
export const customIds = {
  buyButton: (kitId: number) => `kit:buy:${kitId}`,
  server: (mode: OrderMode, kitId: number, page: number) => `kit:srv:${mode}:${kitId}:${page}`,
  group: (mode: OrderMode, kitId: number, serverId: number) => `kit:grp:${mode}:${kitId}:${serverId}`,
};
