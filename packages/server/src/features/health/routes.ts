import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

const CHECK_TIMEOUT_MS = 3_000;

const readySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.string(),
    migrations: z.string(),
    scheduler: z.string(),
  }),
});

/** The database check, bounded so that a database that does not answer gives 503 in 3 s, not a hang. */
async function checkDatabase(ctx: AppContext): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ctx.database.checkReady(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 3 s')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (err) {
    return (err as Error).message || 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness for process managers and load balancers (docs/deployment.md); not written to the
 * request log. /healthz: the process answers. /readyz: the database answers and has every migration of this
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
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        logLevel: 'silent',
        config: { access: 'public' },
        schema: { tags: ['health'], security: [], response: { 200: readySchema, 503: readySchema } },
      },
      async (_req, reply) => {
        const db = await checkDatabase(ctx);
        const scheduler = ctx.lifecycle.scheduler;
        const checks = {
          database: db === 'migrations not applied' ? 'ok' : db,
          migrations: db === 'ok' ? 'ok' : db === 'migrations not applied' ? 'not applied' : 'unknown',
          scheduler: !scheduler ? 'not run by this process' : scheduler.alive() ? 'ok' : 'stopped',
        };
        const ready = !ctx.lifecycle.stopping && db === 'ok' && (!scheduler || checks.scheduler === 'ok');
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
      },
    );
  };
