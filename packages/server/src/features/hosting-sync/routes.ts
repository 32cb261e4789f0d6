import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverSchema, type PermissionName } from '@asa/domain';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { getServerRow, toApiServer, type ServerRow } from '../servers/service';
import { recordAudit } from '../audit/service';
import { addServerFromService, linkServer, syncServers, unlinkServer, type SyncProvider } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const botParams = z.object({ botId: z.coerce.number().int() });
const serverId = z.number().int().positive();
const serviceId = z.union([z.number().int(), z.string().min(1).max(100)]);

/**
 * The write half of a sync dashboard (SPEC 4 "Server link" / "Sync status"), the same for Nitrado and the
 * ASA Bot: link, unlink, sync (one or many servers in one transaction) and add server. Every call needs the
 * provider's Edit permission (the route's access rule) plus Servers_Edit, since it writes servers.
 */
export function registerSyncWriteRoutes(
  app: App,
  ctx: AppContext,
  opts: { prefix: string; tag: string; edit: PermissionName; provider: SyncProvider },
) {
  const { prefix, edit, provider } = opts;
  const tags = [opts.tag];
  /** A link, unlink, sync or add, for the audit log: the server rows before (none for add) and after. */
  const audit = async (botId: number, action: string, before: (ServerRow | null)[], after: ServerRow[]) => {
    for (const row of after) {
      const old = before.find((b) => b?.id === row.id) ?? null;
      await recordAudit(ctx.db, {
        botId,
        entity: 'server',
        entityId: row.id,
        action,
        before: old ?? {},
        after: row,
      });
    }
  };
  const rowsOf = (ids: number[]) => Promise.all(ids.map((id) => getServerRow(ctx.db, id)));
  const editable = async (
    req: { instance(id: number): Promise<InstanceRow>; can: (i: InstanceRow, p: PermissionName) => boolean },
    botId: number,
  ) => {
    const bot = await req.instance(botId);
    if (!req.can(bot, 'Servers_Edit')) throw forbidden();
    return bot;
  };

  app.post(
    `${prefix}/sync/:botId`,
    {
      config: { access: edit },
      schema: {
        tags,
        description: `Sync / Sync All: copies host, RCON port and password of the linked ${provider.label}s onto the given servers in one transaction (needs ${edit} and Servers_Edit). Passwords are stored encrypted and never answered.`,
        params: botParams,
        body: z.object({ serverIds: z.array(serverId).min(1).max(1000) }),
        response: { 200: z.array(serverSchema) },
      },
    },
    async (req) => {
      const bot = await editable(req, req.params.botId);
      const before = await rowsOf(req.body.serverIds);
      const after = await syncServers(ctx, bot, provider, req.body.serverIds);
      await audit(bot.id, 'sync', before, after);
      return after.map(toApiServer);
    },
  );

  app.post(
    `${prefix}/link/:botId`,
    {
      config: { access: edit },
      schema: {
        tags,
        description: `Links a server to a ${provider.label}. 409 with a warning when the ${provider.label} is already linked to another server, unless overwrite is true (which unlinks the other).`,
        params: botParams,
        body: z.object({ serverId, serviceId, overwrite: z.boolean().default(false) }),
        response: { 200: serverSchema },
      },
    },
    async (req) => {
      const bot = await editable(req, req.params.botId);
      const before = await rowsOf([req.body.serverId]);
      const after = await linkServer(ctx, bot, provider, req.body);
      await audit(bot.id, 'link', before, [after]);
      return toApiServer(after);
    },
  );

  app.post(
    `${prefix}/unlink/:botId`,
    {
      config: { access: edit },
      schema: {
        tags,
        description: `Removes a server's link to its ${provider.label}.`,
        params: botParams,
        body: z.object({ serverId }),
        response: { 200: serverSchema },
      },
    },
    async (req) => {
      const bot = await editable(req, req.params.botId);
      const before = await rowsOf([req.body.serverId]);
      const after = await unlinkServer(ctx, bot, provider, req.body.serverId);
      await audit(bot.id, 'unlink', before, [after]);
      return toApiServer(after);
    },
  );

  app.post(
    `${prefix}/addServer/:botId`,
    {
      config: { access: edit },
      schema: {
        tags,
        description: `Creates a server from a ${provider.label} (name, host, RCON port, password) with the link set; the tier's server limit applies (403).`,
        params: botParams,
        body: z.object({ serviceId }),
        response: { 200: serverSchema },
      },
    },
    async (req) => {
      const bot = await editable(req, req.params.botId);
      const after = await addServerFromService(ctx, bot, provider, req.body.serviceId);
      await audit(bot.id, 'create', [], [after]);
      return toApiServer(after);
    },
  );
}
