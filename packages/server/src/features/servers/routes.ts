import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedSchema,
  serverBodySchema,
  serverBulkBodySchema,
  serverIdBodySchema,
  serverSchema,
  serversDeleteSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { listEtag, sendVersioned } from '../../lib/etag';
import { serverList } from './list-json';
import {
  bulkUpdateServers,
  createServer,
  deleteServer,
  deleteServers,
  getServerRow,
  toApiServer,
  updateServer,
} from './service';

const tags = ['servers'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const serverRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/server/list/:botId',
      {
        config: { access: 'Servers_View' },
        schema: { tags, params: botParams, response: { 200: z.array(serverSchema) } },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        // written as JSON by the database (list-json.ts) and kept while its version stands: ETag / 304
        const list = await serverList(ctx, bot.id);
        return sendVersioned(req, reply, listEtag('servers', bot.id, list.version), list.json);
      },
    );

    app.post(
      '/api/server',
      {
        config: { access: 'Servers_Edit' },
        schema: { tags, body: serverBodySchema, response: { 200: serverSchema } },
      },
      async (req) => {
        const input = req.body.server;
        if (input.botId === undefined)
          throw badRequest('botId is required', { botId: 'This field is required' });
        const bot = await req.instance(input.botId);
        return toApiServer(await createServer(ctx, bot, input));
      },
    );

    app.put(
      '/api/server',
      {
        config: { access: 'Servers_Edit' },
        schema: { tags, body: serverBodySchema, response: { 200: serverSchema } },
      },
      async (req) => {
        const input = req.body.server;
        const existing = input.id ? await getServerRow(ctx.db, input.id) : null;
        if (!existing) throw notFound('Server');
        await req.instance(existing.botId);
        return toApiServer(await updateServer(ctx, existing, input));
      },
    );

    app.put(
      '/api/server/bulk',
      {
        config: { access: 'Servers_Edit' },
        schema: {
          tags,
          description: 'Updates many servers of one bot instance in one transaction (Sync All).',
          body: serverBulkBodySchema,
          response: { 200: z.array(serverSchema) },
        },
      },
      async (req) => {
        const list = req.body.servers;
        if (list.length === 0) return [];
        const first = await getServerRow(ctx.db, list[0]!.id);
        if (!first) throw notFound('Server');
        const bot = await req.instance(first.botId);
        return (await bulkUpdateServers(ctx, bot.id, list)).map(toApiServer);
      },
    );

    app.delete(
      '/api/server',
      {
        config: { access: 'Servers_Edit' },
        schema: { tags, body: serverIdBodySchema, response: { 200: z.boolean() } },
      },
      async (req) => {
        const existing = await getServerRow(ctx.db, req.body.serverId);
        if (!existing) throw notFound('Server');
        await req.instance(existing.botId);
        await deleteServer(ctx, existing);
        return true;
      },
    );

    app.delete(
      '/api/server/many',
      {
        config: { access: 'Servers_Edit' },
        schema: {
          tags,
          description:
            'Deletes several servers of one instance in one transaction, each audited as a single delete; ' +
            '400 (nothing deleted) when one id is not of the instance. Answers how many were deleted.',
          body: serversDeleteSchema,
          response: { 200: deletedSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return { deleted: await deleteServers(ctx, bot.id, req.body.serverIds) };
      },
    );
  };
