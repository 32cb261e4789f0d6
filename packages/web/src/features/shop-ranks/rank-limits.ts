import { MAX_BUYABLE_SHOP_RANKS, messages, type ShopRank } from '@asa/domain';

/**
 * SPEC 5: at most 10 buyable ranks (a rank that becomes buyable needs fewer than 10 other buyable ones);
 * a new rank needs the rank count below the tier limit, an edited one the count of the other ranks.
 * Answers the warning to show (Save disabled), or null.
 */
export function rankLimitWarning(
  rank: ShopRank | null,
  ranks: ShopRank[],
  buyable: boolean,
  rankLimit: number,
): string | null {
  const others = ranks.filter((x) => x.id !== rank?.id);
  if (others.length >= rankLimit) return messages.rankLimitReached;
  const becomesBuyable = buyable && !rank?.buyRoleEnabled;
  if (becomesBuyable && others.filter((x) => x.buyRoleEnabled).length >= MAX_BUYABLE_SHOP_RANKS)
    return messages.buyableRankLimitReached;
  return null;
}
