/** "Gift from Dodo to Rex" for a purchase that is a gift, '' otherwise (lists and detail views). */
export const giftLine = (p: { playerName: string; gift: { fromName: string } | null }) =>
  p.gift ? `Gift from ${p.gift.fromName || 'a deleted player'} to ${p.playerName || 'a deleted player'}` : '';
