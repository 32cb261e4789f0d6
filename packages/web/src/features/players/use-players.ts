import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditHistoryEntry, Player } from '@asa/domain';
import { get } from '../../lib/api';

const playersKey = (botId: number) => ['bot', 'players', botId];
const creditsKey = (playerId?: number) => ['bot', 'credits', playerId];

/** `total` is exact when `totalExact`; otherwise a lower bound (the server counts only so far past the page). */
export interface PlayersPage {
  items: Player[];
  total: number;
  totalExact: boolean;
}

/** One server-side page of players matching `search` (GET /api/player/list/:botId?page=&pageSize=&search=). */
export function usePlayersPage(botId: number, page: number, pageSize: number, search: string) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), search });
  return useQuery({
    queryKey: [...playersKey(botId), page, pageSize, search],
    queryFn: () => get<PlayersPage>(`/api/player/list/${botId}?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** Credit history of a player, newest first. */
export const useCreditHistory = (playerId: number | undefined) =>
  useQuery({
    queryKey: creditsKey(playerId),
    queryFn: () => get<CreditHistoryEntry[]>(`/api/player/${playerId}/credits`),
    enabled: !!playerId,
  });

/** Invalidates the player pages (and a player's credit history) after a write. */
export function useRefreshPlayers(botId: number) {
  const qc = useQueryClient();
  return async (playerId?: number) => {
    await qc.invalidateQueries({ queryKey: playersKey(botId) });
    if (playerId) await qc.invalidateQueries({ queryKey: creditsKey(playerId) });
  };
}
