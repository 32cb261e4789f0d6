import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuerySchema, overviewSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { overviewOf } from './service';

const tags = ['overview'];
const botParams = z.object({ botId: z.coerce.number().int() });

export const overviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/overview/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description:
            "The instance's economy for a range of whole UTC days (`from`/`to`, YYYY-MM-DD, both included; " +
            'default the last 30 days) by `bucket` (day, or week starting Monday): credits created per source ' +
            '(votes, Discord activity, passive income, Tip4Serv, admins, other) and credits spent, refunded and ' +
            "removed; the credits players hold now; top kits; where the range's purchases stand (median seconds " +
            'to delivery); active buyers; new players; the onboarding checklist. 400 for a reversed range or one ' +
            "longer than 366 days; 403 with the tier notice for a start before the tier's history (limits.overviewDays).",
          params: botParams,
          querystring: overviewQuerySchema,
          response: { 200: overviewSchema },
        },
      },
      async (req) => overviewOf(ctx, await req.instance(req.params.botId), req.query),
    );
  };
