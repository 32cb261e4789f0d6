import { queryOptions } from '@tanstack/react-query';
import { api, data } from './api';
import { botKeys } from './query-keys';

const at = (botId: number) => ({ params: { path: { botId } } });

/** An instance's lists that several screens show; one cache entry each, whichever screen asked first. */
export const kitsQuery = (botId: number) =>
  queryOptions({
    queryKey: botKeys.kits(botId),
    queryFn: () => data(api.GET('/api/kit/list/{botId}', at(botId))),
  });
export const ranksQuery = (botId: number) =>
  queryOptions({
    queryKey: botKeys.ranks(botId),
    queryFn: () => data(api.GET('/api/role/list/{botId}', at(botId))),
  });
export const serversQuery = (botId: number) =>
  queryOptions({
    queryKey: botKeys.servers(botId),
    queryFn: () => data(api.GET('/api/server/list/{botId}', at(botId))),
  });
/** The first 20 players whose name (or Discord or game id) contains `search` (the player pickers). */
export const playerSearchQuery = (botId: number, search: string) =>
  queryOptions({
    queryKey: [...botKeys.players(botId), 'search', search] as const,
    queryFn: async () => {
      const answer = await data(
        api.GET('/api/player/list/{botId}', {
          params: { path: { botId }, query: { page: 0, pageSize: 20, search } },
        }),
      );
      return (Array.isArray(answer) ? answer : answer.items).map((p) => ({ id: p.id, name: p.name }));
    },
  });
