import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playtimeDayQuerySchema, playtimeDaySchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { playtimeDay } from './service';

const botParams = z.object({ botId: z.coerce.number().int() });

/**
 * Playtime credits (issue 37, docs/earn.md): the day's online minutes, sessions and credits per player for
 * the dashboard (the settings are the instance's group playtimeSettings, saved with PUT /api/bots).
 */
export const playtimeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/playtime/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags: ['playtime'],
          description:
            'Online minutes, sessions and playtime credits per player of one UTC day (default today), most minutes first, at most 500.',
          params: botParams,
          querystring: playtimeDayQuerySchema,
          response: { 200: playtimeDaySchema },
        },
      },
      async (req) => playtimeDay(ctx, (await req.instance(req.params.botId)).id, req.query.day),
    );
  };
