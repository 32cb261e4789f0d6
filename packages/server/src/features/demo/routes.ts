import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { PermissionName } from '@asa/domain';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { demoPresence, demoPresenceTarget, setDemoPresence } from './service';
import { sayInDemoGame } from './rcon';

const playerId = z.coerce.number().int().positive().optional();
const presence = z.object({ playerId: z.number().int(), online: z.boolean() });
const tags = ['demo'];
const description =
  'Demo mode only: whether a player is on the demo game server (its ListPlayers answer). Kits that need the ' +
  "buyer online wait while they are off. Without `playerId` it is the caller's own player of the demo guild " +
  '(the player portal switch); another player needs Players_View to read and Players_Edit to switch, on ' +
  "that player's instance.";

/**
 * Demo mode only: one presence route for both callers, the player portal (the demo player switches
 * themself) and the staff (any player of an instance they may edit players of).
 */
export const demoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.demoMode) return;
    const target = async (req: FastifyRequest, id: number | undefined, permission: PermissionName) => {
      const player = await demoPresenceTarget(ctx, req.user!.discordId, id);
      if (player.discordId !== req.user!.discordId) {
        const instance = await req.instance(player.botId);
        if (!req.can(instance, permission)) throw forbidden();
      }
      return player;
    };
    app.get(
      '/api/demo/online',
      {
        config: { access: 'user' },
        schema: { tags, description, querystring: z.object({ playerId }), response: { 200: presence } },
      },
      async (req) => demoPresence(ctx, await target(req, req.query.playerId, 'Players_View')),
    );
    app.put(
      '/api/demo/online',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description,
          body: z.object({ playerId: z.number().int().positive().optional(), online: z.boolean() }),
          response: { 200: presence },
        },
      },
      async (req) =>
        setDemoPresence(ctx, await target(req, req.body.playerId, 'Players_Edit'), req.body.online),
    );
    app.post(
      '/api/demo/say',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            "Demo mode only: the caller's player of the demo guild types a line in the demo game server's chat " +
            '(e.g. `+bal`); the in-game shop reads it like any chat line.',
          body: z.object({ text: z.string().trim().min(1).max(200) }),
          response: { 200: z.object({ said: z.boolean() }) },
        },
      },
      async (req) => {
        const player = await target(req, undefined, 'Players_Edit');
        return { said: await sayInDemoGame(ctx, player.eosId, req.body.text) };
      },
    );
  };
