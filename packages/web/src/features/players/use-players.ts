import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Player } from '@asa/domain';
import { api, data } from '../../lib/api';
import { playerKeys } from './keys';
import { apiQuery, type PlayerQuery } from './player-query';

/** `total` is exact when `totalExact`; otherwise a lower bound (the server counts only so far past the page). */
export interface PlayersPage {
  items: Player[];
  total: number;
  totalExact: boolean;
}

/** One server-side page of players with the URL's search, filters and sort (GET /api/player/list/:botId). */
export function usePlayersPage(botId: number, page: number, pageSize: number, query: PlayerQuery) {
  return useQuery({
    queryKey: playerKeys.page(botId, page, pageSize, query),
    queryFn: async (): Promise<PlayersPage> => {
      const answer = await data(
        api.GET('/api/player/list/{botId}', {
          // search: '' asks for the paged form even without a filter
          params: { path: { botId }, query: { page, pageSize, search: '', ...apiQuery(query) } },
        }),
      );
      // with page parameters the server answers one page; the whole-list array form is for other callers
      return Array.isArray(answer) ? { items: answer, total: answer.length, totalExact: true } : answer;
    },
    placeholderData: keepPreviousData,
  });
}

/** Credit history of a player, newest first. */
export const useCreditHistory = (playerId: number | undefined) =>
  useQuery({
    queryKey: playerKeys.credits(playerId),
    queryFn: () =>
      data(api.GET('/api/player/{playerId}/credits', { params: { path: { playerId: playerId! } } })),
    enabled: !!playerId,
  });

/** Invalidates the player pages (and a player's credit history) after a write. */
export function useRefreshPlayers(botId: number) {
  const qc = useQueryClient();
  return async (playerId?: number) => {
    await qc.invalidateQueries({ queryKey: playerKeys.list(botId) });
    if (playerId) await qc.invalidateQueries({ queryKey: playerKeys.credits(playerId) });
  };
}
