import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MASKED_PASSWORD } from '@asa/domain';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { getInstanceRow } from '../bots/repo';
import { getServerRow } from '../servers/service';
import { rconTargetOf, rconTestMessages, testRcon } from './service';

const tags = ['rcon'];
const portMessage = 'Game port must be a valid port between 1 and 65535';

// TODO: switch to `rconTestSchema` from '@asa/domain' once packages/domain/src/schemas exports it.
const rconTestBody = z.object({
  host: z
    .string({ error: 'Host/IP is required' })
    .trim()
    .min(1, 'Host/IP is required')
    .max(100, 'Host must be less than 101 characters')
    .regex(/^[A-Za-z0-9.-]+$/, 'Host must be either an IP adress or a domain name'),
  port: z.coerce
    .number({ error: 'RCON port is required' })
    .int(portMessage)
    .min(1, portMessage)
    .max(65535, portMessage),
  password: z.string().max(100, 'RCON password must be a less than 101 characters').default(''),
  serverId: z.coerce.number().int().positive().optional(),
});
const rconTestResponse = z.object({ success: z.boolean(), message: z.string() });

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
          body: rconTestBody,
          response: { 200: rconTestResponse },
        },
      },
      async (req) => {
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
