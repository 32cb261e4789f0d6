import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostingService, Server, SyncRow } from '@asa/domain';
import { serversQuery } from '../../lib/instance-lists';
import { botKeys } from '../../lib/query-keys';
import { hostingKeys } from './keys';
import { fetchServices, fetchSyncRows, type Provider } from './provider-api';

export type { Provider } from './provider-api';

export interface SyncData {
  services: HostingService[];
  rows: SyncRow[];
  servers: Server[];
  loading: boolean;
  error: Error | null;
  refresh(): Promise<void>;
}

/** External servers, their sync rows (computed by the server, which knows the stored passwords) and our servers. */
export function useSyncData(provider: Provider, botId: number, enabled = true): SyncData {
  const qc = useQueryClient();
  const services = useQuery({
    queryKey: hostingKeys.services(provider, botId),
    queryFn: () => fetchServices(provider, botId),
    enabled,
  });
  const rows = useQuery({
    queryKey: hostingKeys.sync(provider, botId),
    queryFn: () => fetchSyncRows(provider, botId),
    enabled,
  });
  const servers = useQuery({ ...serversQuery(botId), enabled });
  return {
    services: services.data ?? [],
    rows: rows.data ?? [],
    servers: servers.data ?? [],
    loading: services.isLoading || rows.isLoading || servers.isLoading,
    error: (services.error ?? rows.error ?? servers.error) as Error | null,
    refresh: async () => {
      await qc.invalidateQueries({ queryKey: botKeys.all });
    },
  };
}

export const linkOf = (provider: Provider, server: Server) =>
  provider === 'nitrado' ? server.nitradoServiceId || null : server.asaBotServerId || null;
