import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Server } from '@asa/domain';
import { get } from '../../lib/api';

export const serversKey = (botId: number) => ['bot', 'servers', botId];

/** The servers of an instance, with `refresh()` invalidating the list. */
export function useServers(botId: number) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: serversKey(botId),
    queryFn: () => get<Server[]>(`/api/server/list/${botId}`),
  });
  return { ...q, refresh: () => qc.invalidateQueries({ queryKey: serversKey(botId) }) };
}
