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
