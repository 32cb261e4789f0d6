import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { linkOf, unlinkEos } from './link-codes';
import { inGameStatus } from './status';

const tags = ['in-game shop'];
const botParams = z.object({ botId: z.coerce.number().int() });
const playerParams = z.object({ botId: z.coerce.number().int(), playerId: z.coerce.number().int() });
const linkSchema = z.object({ eosId: z.string(), linkedAt: z.string().nullable() });
const statusSchema = z.object({
  readers: z.array(
    z.object({
      serverId: z.number().int(),
      serverName: z.string(),
      lastReadAt: z.string().nullable(),
      lastOkAt: z.string().nullable(),
      lastError: z.string(),
      failures: z.number().int(),
      linesLastHour: z.number().int(),
      commandsLastHour: z.number().int(),
    }),
  ),
  commands: z.array(
    z.object({
      id: z.number().int(),
      serverName: z.string(),
      platformName: z.string(),
      message: z.string(),
      status: z.string(),
      outcome: z.string(),
      reply: z.string(),
      createdAt: z.string(),
      processedAt: z.string().nullable(),
    }),
  ),
});

/** The dashboard's In-game Shop page and the player dialog's in-game link (docs/in-game-shop.md). */
export const inGameShopRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/inGameShop/status/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            "Per server read: the chat reader's state; and the latest in-game commands with outcome.",
          params: botParams,
          response: { 200: statusSchema },
        },
      },
      async (req) => inGameStatus(ctx, await req.instance(req.params.botId)),
    );
    app.get(
      '/api/inGameShop/link/:botId/:playerId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description:
            'The EOS id of a player and when it was linked in game with +link (null: not linked in game).',
          params: playerParams,
          response: { 200: linkSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const link = await linkOf(ctx, bot.id, req.params.playerId);
        if (!link) throw notFound('Player');
        return link;
      },
    );
    app.post(
      '/api/inGameShop/unlink/:botId/:playerId',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags,
          description: 'Removes the EOS id of a player (audited); the player links again with +link.',
          params: playerParams,
          response: { 200: linkSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const done = await unlinkEos(ctx, bot.id, req.params.playerId);
        if (!done) throw notFound('Player');
        return done;
      },
    );
  };
