import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_MAX_PLAYERS,
  DEFAULT_SERVER_HOSTING,
  MAX_PLAYERS_MAX,
  MAX_PLAYERS_MIN,
  type HostingService,
  type SyncRow,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { servers } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import {
  checkRconHost,
  createServer,
  nextSortingIndex,
  serversChanged,
  type ServerRow,
} from '../servers/service';
import { syncRows, type SyncServer } from './rows';

/**
 * The link/sync model shared by the hosting provider (Nitrado) and the companion bot (ASA Bot), SPEC 4:
 * - Nitrado: link sets nitradoServiceId and clears asaBotServerId; unlink sets nitradoServiceId to 0.
 * - ASA Bot: link sets asaBotServerId; unlink clears it.
 * Sync copies the external host, RCON port and password (encrypted) onto the linked servers.
 */
export interface SyncProvider {
  kind: 'nitrado' | 'asabot';
  /** Shown in messages ('Nitrado service', 'ASA Bot server'). */
  label: string;
  services(ctx: AppContext, bot: InstanceRow): Promise<HostingService[]>;
  /** The external id a server is linked to, or null. */
  linkOf(row: ServerRow): string | null;
  linkValues(serviceId: HostingService['id']): Partial<ServerRow>;
  unlinkValues(): Partial<ServerRow>;
}

export const providerFor = (kind: SyncProvider['kind'], services: SyncProvider['services']): SyncProvider =>
  kind === 'nitrado'
    ? {
        kind,
        label: 'Nitrado service',
        services,
        linkOf: (r) => (r.nitradoServiceId > 0 ? String(r.nitradoServiceId) : null),
        linkValues: (id) => ({ nitradoServiceId: Number(id), asaBotServerId: '' }),
        unlinkValues: () => ({ nitradoServiceId: 0 }),
      }
    : {
        kind,
        label: 'ASA Bot server',
        services,
        linkOf: (r) => (r.asaBotServerId !== '' ? r.asaBotServerId : null),
        linkValues: (id) => ({ asaBotServerId: String(id) }),
        unlinkValues: () => ({ asaBotServerId: '' }),
      };

const serversOf = (ctx: AppContext, botId: number) =>
  ctx.db.select().from(servers).where(eq(servers.botId, botId)).orderBy(servers.id);

/** Stored servers in the shape `syncRows` compares (password decrypted here, never sent out). */
export function toSyncServers(ctx: AppContext, p: SyncProvider, rows: ServerRow[]): SyncServer[] {
  return rows.flatMap((r) => {
    const linkedTo = p.linkOf(r);
    return linkedTo === null
      ? []
      : [
          {
            id: r.id,
            ip: r.ip,
            rconPort: r.rconPort,
            password: ctx.secrets.decrypt(r.rconPassword),
            linkedTo,
          },
        ];
  });
}

export async function syncRowsFor(ctx: AppContext, bot: InstanceRow, p: SyncProvider): Promise<SyncRow[]> {
  const [services, rows] = await Promise.all([p.services(ctx, bot), serversOf(ctx, bot.id)]);
  return syncRows(toSyncServers(ctx, p, rows), services);
}

async function serverOfBot(ctx: AppContext, bot: InstanceRow, serverId: number) {
  const [row] = await ctx.db
    .select()
    .from(servers)
    .where(and(eq(servers.id, serverId), eq(servers.botId, bot.id)));
  if (!row) throw notFound('Server');
  return row;
}

async function serviceOf(
  ctx: AppContext,
  bot: InstanceRow,
  p: SyncProvider,
  serviceId: HostingService['id'],
) {
  const service = (await p.services(ctx, bot)).find((s) => String(s.id) === String(serviceId));
  if (!service) throw notFound(p.label);
  return service;
}

/** Other servers of the instance already linked to the service. */
async function linkedElsewhere(
  ctx: AppContext,
  bot: InstanceRow,
  p: SyncProvider,
  serviceId: HostingService['id'],
  exceptServerId: number | null,
) {
  const rows = await serversOf(ctx, bot.id);
  return rows.filter((r) => r.id !== exceptServerId && p.linkOf(r) === String(serviceId));
}

export const alreadyLinkedMessage = (p: SyncProvider, service: HostingService, others: ServerRow[]) =>
  `The ${p.label} '${service.name}' is already linked to ${others
    .map((o) => `'${o.name}'`)
    .join(', ')}. Linking it here removes that link.`;

/**
 * Links a server to an external service. When the service is already linked to another server of the
 * instance, answers 409 with a warning unless `overwrite` is set, which unlinks the other server(s).
 */
export async function linkServer(
  ctx: AppContext,
  bot: InstanceRow,
  p: SyncProvider,
  input: { serverId: number; serviceId: HostingService['id']; overwrite?: boolean },
) {
  const row = await serverOfBot(ctx, bot, input.serverId);
  const service = await serviceOf(ctx, bot, p, input.serviceId);
  const others = await linkedElsewhere(ctx, bot, p, service.id, row.id);
  if (others.length && !input.overwrite) throw conflict(alreadyLinkedMessage(p, service, others));
  const linked = await ctx.db.transaction(async (tx) => {
    if (others.length)
      await tx
        .update(servers)
        .set(p.unlinkValues())
        .where(
          and(
            eq(servers.botId, bot.id),
            inArray(
              servers.id,
              others.map((o) => o.id),
            ),
          ),
        );
    const [updated] = await tx
      .update(servers)
      .set(p.linkValues(service.id))
      .where(eq(servers.id, row.id))
      .returning();
    return updated!;
  });
  serversChanged(ctx, bot.id);
  return linked;
}

export async function unlinkServer(ctx: AppContext, bot: InstanceRow, p: SyncProvider, serverId: number) {
  const row = await serverOfBot(ctx, bot, serverId);
  const [updated] = await ctx.db
    .update(servers)
    .set(p.unlinkValues())
    .where(eq(servers.id, row.id))
    .returning();
  serversChanged(ctx, bot.id);
  return updated!;
}

/**
 * Sync / Sync All: copies host, RCON port and password of the linked services onto the given servers (all
 * linked servers needing a sync when `serverIds` is omitted) in one transaction; all or nothing. A host
 * the outbound guard refuses answers 400 on `ip` and changes nothing.
 */
export async function syncServers(
  ctx: AppContext,
  bot: InstanceRow,
  p: SyncProvider,
  serverIds?: number[],
  services?: HostingService[],
): Promise<ServerRow[]> {
  const list = services ?? (await p.services(ctx, bot));
  const byId = new Map(list.map((s) => [String(s.id), s]));
  const rows = await serversOf(ctx, bot.id);
  let targets: ServerRow[];
  if (serverIds) {
    const mine = new Map(rows.map((r) => [r.id, r]));
    targets = [...new Set(serverIds)].map((id) => {
      const r = mine.get(id);
      if (!r) throw notFound(`Server ${id}`);
      const link = p.linkOf(r);
      if (link === null) throw badRequest(`The server '${r.name}' is not linked to a ${p.label}.`);
      if (!byId.has(link))
        throw new HttpError(404, `The ${p.label} linked to '${r.name}' (${link}) was not found.`);
      return r;
    });
  } else {
    const needing = new Set(
      syncRows(toSyncServers(ctx, p, rows), list)
        .filter((s) => s.isSyncRequired)
        .map((s) => s.serverId),
    );
    targets = rows.filter((r) => needing.has(r.id));
  }
  if (!targets.length) return [];
  // the host is stored like "Add server" stores it: the outbound guard first, the same 400 on `ip`
  for (const r of targets) await checkRconHost(ctx, byId.get(p.linkOf(r)!)!.ip);
  const synced = await ctx.db.transaction(async (tx) => {
    const out: ServerRow[] = [];
    for (const r of targets) {
      const s = byId.get(p.linkOf(r)!)!;
      const [updated] = await tx
        .update(servers)
        .set({
          ip: s.ip,
          rconPort: s.rconPort,
          // an unknown (empty) external password keeps the stored one
          rconPassword: s.adminPassword ? ctx.secrets.encrypt(s.adminPassword) : r.rconPassword,
        })
        .where(and(eq(servers.id, r.id), eq(servers.botId, bot.id)))
        .returning();
      out.push(updated!);
    }
    return out;
  });
  serversChanged(ctx, bot.id);
  return synced;
}

/**
 * Add Server: a new server from the service's name, host, RCON port and password with the link set. The
 * tier's server limit applies (createServer). A service already linked elsewhere answers 409.
 */
export async function addServerFromService(
  ctx: AppContext,
  bot: InstanceRow,
  p: SyncProvider,
  serviceId: HostingService['id'],
) {
  const service = await serviceOf(ctx, bot, p, serviceId);
  const others = await linkedElsewhere(ctx, bot, p, service.id, null);
  if (others.length) throw conflict(alreadyLinkedMessage(p, service, others));
  const maxPlayers =
    service.slots >= MAX_PLAYERS_MIN && service.slots <= MAX_PLAYERS_MAX
      ? service.slots
      : DEFAULT_MAX_PLAYERS;
  const link = p.linkValues(service.id);
  return createServer(ctx, bot, {
    name: (service.name || `${p.label} ${service.id}`).slice(0, 100),
    sortingIndex: await nextSortingIndex(ctx.db, bot.id),
    serverGroup: '',
    ip: service.ip,
    rconPort: service.rconPort,
    rconPassword: service.adminPassword,
    nitradoServiceId: link.nitradoServiceId ?? 0,
    asaBotServerId: link.asaBotServerId ?? '',
    maxPlayers,
    gamePort: service.gamePort,
    isEnabled: true,
    hosting: p.kind === 'nitrado' ? 'Nitrado' : DEFAULT_SERVER_HOSTING,
    clusterId: service.clusterId.slice(0, 200),
    sessionName: service.name.slice(0, 200),
    map: '',
    version: '',
    modIds: service.mods.slice(0, 200),
  });
}
