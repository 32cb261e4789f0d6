import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Kit, SampleKit, Server, ShopRank } from '@asa/domain';
import { get } from '../../lib/api';

export function useKitData(botId: number) {
  const qc = useQueryClient();
  const kits = useQuery({
    queryKey: ['bot', 'kits', botId],
    queryFn: () => get<Kit[]>(`/api/kit/list/${botId}`),
  });
  const ranks = useQuery({
    queryKey: ['bot', 'ranks', botId],
    queryFn: () => get<ShopRank[]>(`/api/role/list/${botId}`),
  });
  const servers = useQuery({
    queryKey: ['bot', 'servers', botId],
    queryFn: () => get<Server[]>(`/api/server/list/${botId}`),
  });
  return {
    kits: kits.data ?? [],
    ranks: ranks.data ?? [],
    servers: servers.data ?? [],
    loading: kits.isLoading,
    refresh: () => qc.invalidateQueries({ queryKey: ['bot', 'kits', botId] }),
  };
}

export const useSamples = () =>
  useQuery({ queryKey: ['public', 'samples'], queryFn: () => get<SampleKit[]>('/api/kit/samples') });
