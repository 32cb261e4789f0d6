import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonPreviewSchema, seasonSettingsSchema, seasonViewSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { actorOf } from '../players/service';
import { listSeasons, previewSeason, startSeason } from './service';

const botParams = z.object({ botId: z.coerce.number().int() });
const tags = ['seasons'];

/** Seasons and wipes (issue 37, docs/earn.md): the owner previews and starts a season; managers see the list. */
export const seasonRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/season/list/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags,
          description: 'The seasons started so far, newest first (with what each reset).',
          params: botParams,
          response: { 200: z.array(seasonViewSchema) },
        },
      },
      async (req) => listSeasons(ctx, (await req.instance(req.params.botId)).id),
    );

    app.post(
      '/api/season/preview/:botId',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description:
            'What starting a season with these choices would do now: players, credits by kind reset or kept (nothing is written).',
          params: botParams,
          body: seasonSettingsSchema,
          response: { 200: seasonPreviewSchema },
        },
      },
      async (req) => previewSeason(ctx, (await req.instance(req.params.botId)).id, req.body),
    );

    app.post(
      '/api/season/start/:botId',
      {
        config: { access: 'Owner' },
        schema: {
          tags,
          description:
            'Starts a new season in one transaction: a season_reset ledger entry per player whose balance goes down, the optional resets of stock, buy limits and coupon uses, the season row, an audit row.',
          params: botParams,
          body: seasonSettingsSchema,
          response: { 200: z.object({ season: seasonViewSchema }) },
        },
      },
      async (req) =>
        startSeason(ctx, (await req.instance(req.params.botId)).id, req.body, {
          userId: req.user?.id ?? null,
          name: actorOf(req.user) || 'Owner',
        }),
    );
  };
