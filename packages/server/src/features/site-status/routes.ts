import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { siteStatus, siteStatusSchema } from './service';

/** GET /api/admin/status: the site admin's status page (docs/operations.md "Monitoring"). */
export const siteStatusRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/status',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Version, processes, jobs, queues and failing integrations across every instance',
          response: { 200: siteStatusSchema },
        },
      },
      async () => siteStatus(ctx),
    );
  };
