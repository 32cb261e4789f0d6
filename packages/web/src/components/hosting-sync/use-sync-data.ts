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

/** The server as it is after a sync: host, RCON port and password taken from the external server. */
export const synced = (server: Server, s: HostingService): Server => ({
  ...server,
  ip: s.ip,
  rconPort: s.rconPort,
  rconPassword: s.adminPassword,
});

/** Link field values for a provider (SPEC 4: Nitrado link clears the companion-bot link). */
export const linked = (provider: Provider, server: Server, serviceId: HostingService['id'] | null): Server =>
  provider === 'nitrado'
    ? {
        ...server,
        nitradoServiceId: serviceId === null ? 0 : Number(serviceId),
        asaBotServerId: serviceId === null ? server.asaBotServerId : '',
      }
    : { ...server, asaBotServerId: serviceId === null ? '' : String(serviceId) };

export const linkOf = (provider: Provider, server: Server) =>
  provider === 'nitrado' ? server.nitradoServiceId || null : server.asaBotServerId || null;
