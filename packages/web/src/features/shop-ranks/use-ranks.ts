import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopRank } from '@asa/domain';
import { get } from '../../lib/api';

export const ranksKey = (botId: number) => ['bot', 'ranks', botId];

/** The shop ranks of an instance, with `refresh()` invalidating the list. */
export function useRanks(botId: number) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ranksKey(botId),
    queryFn: () => get<ShopRank[]>(`/api/role/list/${botId}`),
  });
  return { ...q, refresh: () => qc.invalidateQueries({ queryKey: ranksKey(botId) }) };
}
