import { and, eq, lt, or, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { kv } from '../db/schema';

export interface Job {
  name: string;
  everyMinutes: number;
  run(ctx: AppContext): Promise<unknown>;
}

/**
 * Takes a lease on a job in the database so that only one process runs it at a time (several servers may
 * share one PostgreSQL). The lease expires by itself if the holder dies.
 */
export async function takeLease(ctx: AppContext, name: string, ttlMs: number): Promise<boolean> {
  const key = `lease:${name}`;
  const now = ctx.now();
  const until = new Date(now.getTime() + ttlMs);
  const inserted = await ctx.db
    .insert(kv)
    .values({ key, value: { at: now.toISOString() }, expiresAt: until })
    .onConflictDoNothing()
    .returning();
  if (inserted.length) return true;
  const taken = await ctx.db
    .update(kv)
    .set({ value: { at: now.toISOString() }, expiresAt: until })
    .where(and(eq(kv.key, key), or(isNull(kv.expiresAt), lt(kv.expiresAt, now))))
    .returning();
  return taken.length > 0;
}

export async function releaseLease(ctx: AppContext, name: string) {
  await ctx.db.delete(kv).where(eq(kv.key, `lease:${name}`));
}

/** Runs each job once at start and then every `everyMinutes`, under a lease; errors are logged, not thrown. */
export function startScheduler(ctx: AppContext, jobs: Job[], log: (msg: string, err?: unknown) => void) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  const tick = async (job: Job) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      if (!(await takeLease(ctx, job.name, Math.max(60_000, job.everyMinutes * 60_000 - 30_000)))) return;
      await job.run(ctx);
    } catch (err) {
      log(`job ${job.name} failed`, err);
    } finally {
      running.delete(job.name);
    }
  };
  for (const job of jobs) {
    timers.push(setTimeout(() => void tick(job), 5_000));
    timers.push(setInterval(() => void tick(job), job.everyMinutes * 60_000));
  }
  return () => timers.forEach((t) => clearInterval(t));
}
