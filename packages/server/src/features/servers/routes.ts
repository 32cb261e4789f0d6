import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverBodySchema, serverBulkBodySchema, serverIdBodySchema, serverSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { listEtag, sendVersioned } from '../../lib/etag';
import { serverList } from './list-json';
import {
  bulkUpdateServers,
  createServer,
  deleteServer,
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
  };
