import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Kit, SampleKit, Server, ShopRank } from '@asa/domain';
import { get } from '../../lib/api';

/** Same keys as the Servers and Shop Ranks pages, so the three share their cache. */
export const kitsKey = (botId: number) => ['bot', 'kits', botId];
const ranksKey = (botId: number) => ['bot', 'ranks', botId];
const serversKey = (botId: number) => ['bot', 'servers', botId];

/** Kits of the selected instance plus the shop ranks and servers the kit editor offers. */
export function useKitData(botId: number) {
  const qc = useQueryClient();
  const kits = useQuery({ queryKey: kitsKey(botId), queryFn: () => get<Kit[]>(`/api/kit/list/${botId}`) });
  const ranks = useQuery({
    queryKey: ranksKey(botId),
    queryFn: () => get<ShopRank[]>(`/api/role/list/${botId}`),
  });
  const servers = useQuery({
    queryKey: serversKey(botId),
    queryFn: () => get<Server[]>(`/api/server/list/${botId}`),
  });
  return {
    kits: kits.data ?? [],
    kitsError: kits.error,
    ranks: ranks.data ?? [],
    /** null until loaded: the editor drops missing server ids only against a loaded list. */
    servers: servers.data ?? null,
    loading: kits.isLoading,
    refresh: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: kitsKey(botId) }),
        // the web-shop command builder lists kits too
        qc.invalidateQueries({ queryKey: ['bot', 'tip4serv', 'kits', botId] }),
      ]),
    refreshAll: () =>
      Promise.all(
        [kitsKey(botId), ranksKey(botId), serversKey(botId)].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  };
}

export const useSamples = () =>
  useQuery({
    queryKey: ['public', 'kit-samples'],
    queryFn: () => get<SampleKit[]>('/api/kit/samples'),
    staleTime: Infinity,
  });
