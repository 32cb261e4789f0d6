import { useQuery } from '@tanstack/react-query';
import { kitsQuery, ranksQuery } from '../../lib/instance-lists';

/** Shop ranks and kits of the instance, for the Command Builder (the Kits and Shop Ranks pages' cache). */
export function useShopLists(botId: number) {
  const ranks = useQuery(ranksQuery(botId));
  const kits = useQuery(kitsQuery(botId));
  return { ranks: ranks.data ?? [], kits: kits.data ?? [], error: ranks.error ?? kits.error };
}
