import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, data } from '../../lib/api';
import { kitsQuery, ranksQuery, serversQuery } from '../../lib/instance-lists';
import { botKeys, publicKeys } from '../../lib/query-keys';

/**
 * Kits of the selected instance plus the shop ranks and servers the kit editor offers. The servers are fetched
 * only while `withServers` (the list shows them with server limits on; the editor needs them), which keeps
 * the /kits route within its transfer budget.
 */
export function useKitData(botId: number, withServers = false) {
  const qc = useQueryClient();
  // the Servers and Shop Ranks pages (and the web-shop command builder) share these cache entries
  const kits = useQuery(kitsQuery(botId));
  const ranks = useQuery(ranksQuery(botId));
  const servers = useQuery({ ...serversQuery(botId), enabled: withServers });
  return {
    kits: kits.data ?? [],
    kitsError: kits.error,
    ranks: ranks.data ?? [],
    /** null until loaded: the editor drops missing server ids only against a loaded list. */
    servers: servers.data ?? null,
    /** the servers are there, or could not be loaded (the editor then keeps a kit's server ids as they are) */
    serversSettled: servers.isSuccess || servers.isError,
    loading: kits.isLoading,
    refresh: () => qc.invalidateQueries({ queryKey: botKeys.kits(botId) }),
    refreshAll: () =>
      Promise.all(
        [botKeys.kits(botId), botKeys.ranks(botId), botKeys.servers(botId)].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  };
}

export const useSamples = () =>
  useQuery({
    queryKey: publicKeys.kitSamples,
    queryFn: () => data(api.GET('/api/kit/samples')),
    staleTime: Infinity,
  });
