import { z } from 'zod';
import type { AppContext } from '../../context';

const CHECK_TIMEOUT_MS = 3_000;

export const readySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.string(),
    migrations: z.string(),
    scheduler: z.string(),
    discordGateway: z.string(),
  }),
});

/** The database check, bounded so that a database that does not answer gives 503 in 3 s, not a hang. */
async function checkDatabase(ctx: AppContext): Promise<string> {
  // during an outage the reconnect probe decides (at once, without waiting for a connection attempt)
  const down = ctx.database.availability.down();
  if (down) return `not reachable: ${down}`;
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
    ctx.database.availability.report(err);
    return (err as Error).message || 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: the database answers and has every migration of this build, the job scheduler of this process
 * (when it runs one) is alive, the Discord bot of this process (when it runs one) is connected to the
 * gateway, and the process is not shutting down.
 */
export async function readiness(
  ctx: AppContext,
): Promise<{ ready: boolean; body: z.infer<typeof readySchema> }> {
  const db = await checkDatabase(ctx);
  const scheduler = ctx.lifecycle.scheduler;
  const checks = {
    database: db === 'migrations not applied' ? 'ok' : db,
    migrations: db === 'ok' ? 'ok' : db === 'migrations not applied' ? 'not applied' : 'unknown',
    scheduler: !scheduler ? 'not run by this process' : scheduler.alive() ? 'ok' : 'stopped',
    discordGateway: ctx.lifecycle.gateway?.() ?? 'not run by this process',
  };
  const ready =
    !ctx.lifecycle.stopping &&
    db === 'ok' &&
    (!scheduler || checks.scheduler === 'ok') &&
    (!ctx.lifecycle.gateway || checks.discordGateway === 'ok');
  return { ready, body: { status: ready ? 'ready' : 'not ready', checks } };
}
