import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { mayScrape, metricsContentType, metricsText } from './service';

/**
 * GET /metrics: Prometheus text format (docs/operations.md "Metrics"); `Authorization: Bearer
 * <METRICS_TOKEN>`, or from this machine without a proxy when METRICS_TOKEN is empty; 403 otherwise.
 */
export const metricsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/metrics',
      {
        logLevel: 'silent',
        config: { access: 'public' },
        schema: { tags: ['health'], security: [], hide: true },
      },
      async (req, reply) => {
        if (!mayScrape(ctx, req.raw as never)) throw forbidden();
        return reply.type(metricsContentType).send(await metricsText(ctx));
      },
    );
  };
