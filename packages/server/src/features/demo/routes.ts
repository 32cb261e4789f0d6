import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { getPlayerRow } from '../players/service';
import { isDemoPlayerOnline, setDemoPlayerOnline } from './rcon';

const body = z.object({ playerId: z.number().int(), online: z.boolean() });
const answer = z.object({ playerId: z.number().int(), online: z.boolean() });

/** Demo mode only: take a demo player off (or back on) the demo game server, to watch a purchase wait. */
export const demoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.demoMode) return;
    app.post(
      '/api/demo/online',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['demo'],
          description:
            'Demo mode only: puts a player of the demo instance on or off the demo game server (its ListPlayers ' +
            'answer). Kits that need the buyer online then wait for them.',
          body,
          response: { 200: answer },
        },
      },
      async (req) => {
        const player = await getPlayerRow(ctx.db, req.body.playerId);
        if (!player || !player.eosId) throw notFound('Player');
        await req.instance(player.botId);
        await setDemoPlayerOnline(ctx, player.eosId, req.body.online);
        return { playerId: player.id, online: isDemoPlayerOnline(ctx, player.eosId) };
      },
    );
  };
