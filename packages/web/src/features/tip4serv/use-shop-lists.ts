import { useQuery } from '@tanstack/react-query';
import type { Kit, ShopRank } from '@asa/domain';
import { get } from '../../lib/api';

/** Shop ranks and kits of the instance, for the Command Builder. */
export function useShopLists(botId: number) {
  const ranks = useQuery({
    queryKey: ['bot', 'tip4serv', 'ranks', botId],
    queryFn: () => get<ShopRank[]>(`/api/role/list/${botId}`),
  });
  const kits = useQuery({
    queryKey: ['bot', 'tip4serv', 'kits', botId],
    queryFn: () => get<Kit[]>(`/api/kit/list/${botId}`),
  });
  return { ranks: ranks.data ?? [], kits: kits.data ?? [], error: ranks.error ?? kits.error };
}
