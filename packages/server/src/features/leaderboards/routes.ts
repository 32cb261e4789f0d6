import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardQuerySchema, leaderboardSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { leaderboard } from './service';

const botParams = z.object({ botId: z.coerce.number().int() });

/** Leaderboards (issue 37, docs/leaderboards.md): the dashboard's board (the portal's: portal/earn-routes.ts). */
export const leaderboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/leaderboard/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags: ['leaderboards'],
          description: 'A leaderboard of the instance (players who opted out are left out).',
          params: botParams,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardSchema },
        },
      },
      async (req) =>
        leaderboard(
          ctx,
          (await req.instance(req.params.botId)).id,
          req.query.metric,
          req.query.period,
          undefined,
          req.query.season,
        ),
    );
  };
