import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MASKED_PASSWORD, rconTestResultSchema, rconTestSchema } from '@asa/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { servers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { rateRules } from '../../lib/rate-rules';
import { markRconTested, rconTargetOf, rconTestMessages, testRcon } from './service';

const tags = ['rcon'];

export const rconRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const perUser = app.limiter(rateRules.rconTestUser);
    const perInstance = app.limiter(rateRules.rconTestInstance);

    app.post(
      '/api/rcon/test',
      {
        config: { access: 'Servers_Edit' },
        schema: {
          tags,
          description:
            'Connects to a game server over RCON (auth + ListPlayers) and reports {success, message}. Needs ' +
            'Servers_Edit on the instance named by botId; limited to 20 tests a minute per user and 60 per ' +
            'instance. With a serverId (a server of that instance) the masked password uses the stored one, ' +
            'only for the stored host and port. Hosts go through the outbound guard (private addresses ' +
            'refused unless ALLOW_PRIVATE_TARGETS). The owner sees why a test failed; anybody else gets one ' +
            'generic failure answer. No server output is echoed back.',
          body: rconTestSchema,
          response: { 200: rconTestResultSchema },
        },
      },
      async (req) => {
        const { botId, host, port, serverId } = req.body;
        const instance = await req.instance(botId);
        await perUser(String(req.user!.id));
        await perInstance(String(instance.id));
        const owner = req.can(instance, 'Owner');
        const answer = (r: { success: boolean; message: string }) =>
          r.success || owner ? r : { success: false, message: rconTestMessages.failed };
        let password = req.body.password;
        if (serverId !== undefined) {
          // the stored server of this instance (rcon sits below the servers feature: a query of its own)
          const [row] = await ctx.db
            .select()
            .from(servers)
            .where(and(eq(servers.id, serverId), eq(servers.botId, instance.id)))
            .limit(1);
          if (!row) throw notFound('Server');
          if (password === MASKED_PASSWORD) {
            // the stored password only ever goes to the stored address
            if (host.toLowerCase() !== row.ip.trim().toLowerCase() || port !== row.rconPort)
              return { success: false, message: rconTestMessages.maskedChangedAddress };
            try {
              password = rconTargetOf(ctx, row).password;
            } catch (err) {
              req.log.warn({ err, serverId }, 'stored RCON password could not be decrypted');
              return answer({ success: false, message: rconTestMessages.unknown });
            }
          }
        } else if (password === MASKED_PASSWORD) {
          return { success: false, message: rconTestMessages.maskedWithoutServer };
        }
        const result = await testRcon({ host, port, password }, ctx.config.allowPrivateTargets);
        req.log.info({ botId, serverId, success: result.success }, 'RCON test');
        if (result.success) await markRconTested(ctx, instance.id);
        return answer(result);
      },
    );
  };
