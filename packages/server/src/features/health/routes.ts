import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readiness, readySchema } from './service';
import { APP_COMMIT, APP_VERSION } from '../../lib/version';

/**
 * Liveness and readiness for process managers and load balancers (docs/deployment.md); not written to the
 * request log. /healthz: the process answers (with the product's version and commit). /readyz: the database answers and has every migration of this
 * build, and the job scheduler of this process (when it runs one) is alive; 503 with the failed check
 * otherwise, and while the process shuts down.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        logLevel: 'silent',
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          security: [],
          response: {
            200: z.object({ status: z.literal('ok'), version: z.string(), commit: z.string() }),
          },
        },
      },
      async () => ({ status: 'ok' as const, version: APP_VERSION, commit: APP_COMMIT }),
    );

    // what the server saw of this request through the proxy (`npm run admin -- doctor` checks PUBLIC_URL)
    app.get(
      '/healthz/request',
      {
        logLevel: 'silent',
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          security: [],
          hide: true,
          response: { 200: z.object({ protocol: z.string(), host: z.string(), version: z.string() }) },
        },
      },
      async (req) => ({ protocol: req.protocol, host: req.host, version: APP_VERSION }),
    );

    app.get(
      '/readyz',
      {
        logLevel: 'silent',
        config: { access: 'public' },
        schema: { tags: ['health'], security: [], response: { 200: readySchema, 503: readySchema } },
      },
      async (_req, reply) => {
        const { ready, body } = await readiness(ctx);
        return reply.status(ready ? 200 : 503).send(body);
      },
    );
  };
