import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transferViewSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { listTransfers } from './service';

const botParams = z.object({ botId: z.coerce.number().int() });

/**
 * Transfers between players (issue 37, docs/transfers.md): the instance's latest transfers for the dashboard
 * (the portal's "Send credits" is in portal/earn-routes.ts).
 */
export const transferRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/transfers/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags: ['transfers'],
          description: 'The latest 100 transfers between players of the instance, newest first.',
          params: botParams,
          response: { 200: z.array(transferViewSchema) },
        },
      },
      async (req) => listTransfers(ctx, (await req.instance(req.params.botId)).id),
    );
  };
