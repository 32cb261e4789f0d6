import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAnyAccess, jobStatusSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { jobStatuses } from './service';

export const jobRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/jobs/status/:botId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['jobs'],
          summary: 'Last and next run of the scheduled jobs, with this instance’s own problems',
          params: z.object({ botId: z.coerce.number().int() }),
          response: { 200: z.array(jobStatusSchema) },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        if (!hasAnyAccess(req.user, bot)) throw forbidden();
        return jobStatuses(ctx, bot.id);
      },
    );
  };
