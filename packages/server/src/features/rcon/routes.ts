import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MASKED_PASSWORD, rconTestResultSchema, rconTestSchema } from '@asa/domain';
import { RateLimiter } from '../../lib/rate-limit';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { getInstanceRow } from '../bots/repo';
import { getServerRow } from '../servers/service';
import { rconTargetOf, rconTestMessages, testRcon } from './service';

const tags = ['rcon'];

/** RCON tests connect to user-given addresses: at most 20 a minute per user. */
const limiter = new RateLimiter(20, 60_000, 'Too many RCON tests. Please wait a minute and try again.');

export const rconRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/rcon/test',
      {
        // 'user' here; with a serverId the handler checks Servers_Edit on that server's instance
        config: { access: 'user' },
        schema: {
          tags,
          description:
            'Connects to a game server over RCON (auth + ListPlayers) and reports {success, message}. With a ' +
            'serverId (Servers_Edit on its instance) the masked password uses the stored one, only for the ' +
            'stored host and port. Connects to user-given hosts: ports are limited to 1..65535, the stored ' +
            'password is never sent to another address, and no server output is echoed back.',
          body: rconTestSchema,
          response: { 200: rconTestResultSchema },
        },
      },
      async (req) => {
        limiter.hit(String(req.user!.id));
        const { host, port, serverId } = req.body;
        let password = req.body.password;
        if (serverId !== undefined) {
          const row = await getServerRow(ctx.db, serverId);
          if (!row) throw notFound('Server');
          const instance = await getInstanceRow(ctx.db, row.botId);
          if (!instance) throw notFound('Bot instance');
          if (!req.can(instance, 'Servers_Edit')) throw forbidden();
          if (password === MASKED_PASSWORD) {
            // the stored password only ever goes to the stored address
            if (host.toLowerCase() !== row.ip.trim().toLowerCase() || port !== row.rconPort)
              return { success: false, message: rconTestMessages.maskedChangedAddress };
            try {
              password = rconTargetOf(ctx, row).password;
            } catch (err) {
              req.log.warn({ err, serverId }, 'stored RCON password could not be decrypted');
              return { success: false, message: rconTestMessages.unknown };
            }
          }
        } else if (password === MASKED_PASSWORD) {
          return { success: false, message: rconTestMessages.maskedWithoutServer };
        }
        const result = await testRcon({ host, port, password });
        req.log.info({ host, port, serverId, success: result.success }, 'RCON test');
        return result;
      },
    );
  };
