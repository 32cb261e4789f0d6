import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { botInstances, players } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { DEMO_GUILD_ID } from './personas';
import { isDemoPlayerOnline, setDemoPlayerOnline } from './rcon';

const presence = z.object({ online: z.boolean() });
const tags = ['demo'];
const description =
  "Demo mode only: whether the caller's own player of the demo guild is on the demo game server (its " +
  'ListPlayers answer); the player portal switches it, so a newcomer can watch an order wait and then arrive.';

/**
 * Demo mode only, for the player portal: the logged-in demo player takes themself off (or back on) the demo
 * game server. The owner's toggle for any player is POST /api/demo/online (routes.ts).
 */
export const demoPlayerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.demoMode) return;
    const mine = async (discordId: string) => {
      const [row] = await ctx.db
        .select({ eosId: players.eosId })
        .from(players)
        .innerJoin(botInstances, eq(botInstances.id, players.botId))
        .where(and(eq(botInstances.guildId, DEMO_GUILD_ID), eq(players.discordId, discordId)));
      if (!row?.eosId) throw notFound('Player');
      return row.eosId;
    };
    app.get(
      '/api/demo/player-online',
      { config: { access: 'user' }, schema: { tags, description, response: { 200: presence } } },
      async (req) => ({ online: isDemoPlayerOnline(ctx, await mine(req.user!.discordId)) }),
    );
    app.put(
      '/api/demo/player-online',
      {
        config: { access: 'user' },
        schema: { tags, description, body: presence, response: { 200: presence } },
      },
      async (req) => {
        const eosId = await mine(req.user!.discordId);
        await setDemoPlayerOnline(ctx, eosId, req.body.online);
        return { online: isDemoPlayerOnline(ctx, eosId) };
      },
    );
  };
