import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serversQuery } from '../../lib/instance-lists';
import { botKeys } from '../../lib/query-keys';

/** The servers of an instance, with `refresh()` invalidating the list. */
export function useServers(botId: number) {
  const qc = useQueryClient();
  const q = useQuery(serversQuery(botId));
  return { ...q, refresh: () => qc.invalidateQueries({ queryKey: botKeys.servers(botId) }) };
}
