import type { HostingService, SyncRow } from '@asa/domain';

export interface SyncServer {
  id: number;
  ip: string;
  rconPort: number;
  /** The stored password in plain text (never sent to the browser). */
  password: string;
  linkedTo: string | number;
}

/**
 * SPEC 4 sync status per external server: No Server when no bot server is linked to it, Sync Required when
 * host, RCON port or RCON password differ, Synchronized otherwise. An empty external password is unknown, not a
 * difference (so a sync never blanks a working password).
 */
export function syncRows(servers: SyncServer[], services: HostingService[]): SyncRow[] {
  return services.map((s) => {
    const server = servers.find((x) => String(x.linkedTo) === String(s.id));
    if (!server)
      return { serverId: null, serviceId: s.id, status: 'No Server', isSyncRequired: false, differences: [] };
    const differences: SyncRow['differences'] = [];
    if (server.ip !== s.ip) differences.push('ip');
    if (server.rconPort !== s.rconPort) differences.push('rconPort');
    // an empty external password means "not known" (e.g. a key we could not read): never a difference
    if (s.adminPassword !== '' && server.password !== s.adminPassword) differences.push('rconPassword');
    const differs = differences.length > 0;
    return {
      serverId: server.id,
      serviceId: s.id,
      status: differs ? 'Sync Required' : 'Synchronized',
      isSyncRequired: differs,
      differences,
    };
  });
}
