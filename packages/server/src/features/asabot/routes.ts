import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostingServiceSchema, MASKED_PASSWORD, syncRowSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { syncRowsFor } from '../hosting-sync/service';
import { registerSyncWriteRoutes } from '../hosting-sync/routes';
import { asaBotProvider, asaBotServices } from './service';

const tags = ['asabot'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const asaBotRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/asabot/servers/:botId',
      {
        config: { access: 'AsaBotSync_View' },
        schema: {
          tags,
          description: "The companion bot's servers; RCON passwords only for callers with AsaBotSync_Edit.",
          params: botParams,
          response: { 200: z.array(hostingServiceSchema) },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const list = await asaBotServices(ctx, bot);
        return req.can(bot, 'AsaBotSync_Edit')
          ? list
          : list.map((s) => ({ ...s, adminPassword: s.adminPassword ? MASKED_PASSWORD : '' }));
      },
    );

    app.get(
      '/api/asabot/sync/:botId',
      {
        config: { access: 'AsaBotSync_View' },
        schema: {
          tags,
          description: 'Sync status per ASA Bot server (passwords compared on the server).',
          params: botParams,
          response: { 200: z.array(syncRowSchema) },
        },
      },
      async (req) => syncRowsFor(ctx, await req.instance(req.params.botId), asaBotProvider),
    );

    registerSyncWriteRoutes(app, ctx, {
      prefix: '/api/asabot',
      tag: 'asabot',
      edit: 'AsaBotSync_Edit',
      provider: asaBotProvider,
    });
  };
