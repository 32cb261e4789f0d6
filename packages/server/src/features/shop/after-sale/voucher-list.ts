type Vouchers = { kitId: number; count: number }[];

/**
 * A player's voucher list with `delta` vouchers of one kit added (negative removes): the count never goes
 * below 0 and entries at 0 are dropped. The one place the list is changed (grants, redeeming, giving a
 * voucher back, Tip4Serv gifts).
 */
export function changeVouchers(vouchers: Vouchers, kitId: number, delta: number): Vouchers {
  const next = Math.max(0, (vouchers.find((v) => v.kitId === kitId)?.count ?? 0) + delta);
  const kept = vouchers.filter((v) => v.count > 0);
  if (!kept.some((v) => v.kitId === kitId)) return next > 0 ? [...kept, { kitId, count: next }] : kept;
  return kept.map((v) => (v.kitId === kitId ? { ...v, count: next } : v)).filter((v) => v.count > 0);
}
