import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostingService, Server, SyncRow } from '@asa/domain';
import { get } from '../../lib/api';

export type Provider = 'nitrado' | 'asabot';

export interface SyncData {
  services: HostingService[];
  rows: SyncRow[];
  servers: Server[];
  loading: boolean;
  error: Error | null;
  refresh(): Promise<void>;
}

const servicesPath = (p: Provider, botId: number) =>
  p === 'nitrado' ? `/api/nitrado/services/${botId}` : `/api/asabot/servers/${botId}`;

/** External servers, their sync rows (computed by the server, which knows the stored passwords) and our servers. */
export function useSyncData(provider: Provider, botId: number, enabled = true): SyncData {
  const qc = useQueryClient();
  const services = useQuery({
    queryKey: ['bot', provider, 'services', botId],
    queryFn: () => get<HostingService[]>(servicesPath(provider, botId)),
    enabled,
  });
  const rows = useQuery({
    queryKey: ['bot', provider, 'sync', botId],
    queryFn: () => get<SyncRow[]>(`/api/${provider}/sync/${botId}`),
    enabled,
  });
  const servers = useQuery({
    queryKey: ['bot', 'servers', botId],
    queryFn: () => get<Server[]>(`/api/server/list/${botId}`),
    enabled,
  });
  return {
    services: services.data ?? [],
    rows: rows.data ?? [],
    servers: servers.data ?? [],
    loading: services.isLoading || rows.isLoading || servers.isLoading,
    error: (services.error ?? rows.error ?? servers.error) as Error | null,
    refresh: async () => {
      await qc.invalidateQueries({ queryKey: ['bot'] });
    },
  };
}

export const linkOf = (provider: Provider, server: Server) =>
  provider === 'nitrado' ? server.nitradoServiceId || null : server.asaBotServerId || null;
