import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { hostingServiceSchema, MASKED_PASSWORD, syncRowSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { servers } from '../../db/schema';
import { syncRows } from '../nitrado/sync-rows';
import { asaBotServices } from './service';

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
        schema: { tags, params: botParams, response: { 200: z.array(syncRowSchema) } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const rows = await ctx.db.select().from(servers).where(eq(servers.botId, bot.id));
        return syncRows(
          rows
            .filter((r) => r.asaBotServerId !== '')
            .map((r) => ({
              id: r.id,
              ip: r.ip,
              rconPort: r.rconPort,
              password: ctx.secrets.decrypt(r.rconPassword),
              linkedTo: r.asaBotServerId,
            })),
          await asaBotServices(ctx, bot),
        );
      },
    );
  };
