import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditHistoryEntry, Player, ShopRank } from '@asa/domain';
import { get } from '../../lib/api';

export function usePlayersPage(botId: number, page: number, pageSize: number, search: string) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), search });
  return useQuery({
    queryKey: ['bot', 'players', botId, page, pageSize, search],
    queryFn: () => get<{ items: Player[]; total: number }>(`/api/player/list/${botId}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useCreditHistory = (playerId: number | undefined) =>
  useQuery({
    queryKey: ['bot', 'credits', playerId],
    queryFn: () => get<CreditHistoryEntry[]>(`/api/player/${playerId}/credits`),
    enabled: !!playerId,
  });

export const useRanks = (botId: number) =>
  useQuery({ queryKey: ['bot', 'ranks', botId], queryFn: () => get<ShopRank[]>(`/api/role/list/${botId}`) });

export function useRefreshPlayers() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['bot'] });
}
