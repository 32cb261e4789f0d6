import { and, eq, lt, or, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { kv } from '../db/schema';
import { jobDuration, jobRuns } from '../lib/metrics';
import { InstanceFailures } from '../lib/each-instance';

export interface Job {
  name: string;
  everyMinutes: number;
  /**
   * For jobs that run more often than once a minute (the delivery queue): the interval in seconds, which
   * then replaces everyMinutes; the lease is released after each run, so it only keeps two processes from
   * running the job at the same moment.
   */
  everySeconds?: number;
  run(ctx: AppContext): Promise<unknown>;
}

/** The job's interval in ms. */
export const intervalMs = (job: Job) =>
  job.everySeconds ? job.everySeconds * 1000 : job.everyMinutes * 60_000;

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

/** What the owner sees of a job: when it ran, whether it worked, when it runs next. */
export interface JobStatus {
  lastRunAt: string;
  durationMs: number;
  ok: boolean;
  error: string;
  /** Failed runs in a row (0 after a success). */
  failures: number;
  nextRunAt: string;
}

export const jobStatusKey = (name: string) => `job-status:${name}`;

export async function readJobStatus(ctx: AppContext, name: string): Promise<JobStatus | null> {
  const [row] = await ctx.db
    .select()
    .from(kv)
    .where(eq(kv.key, jobStatusKey(name)));
  return (row?.value as JobStatus | undefined) ?? null;
}

/** After a failure: 1, 2, 4, 8 ... minutes, never longer than the job's own interval. */
export const retryDelayMinutes = (job: Job, failures: number) =>
  Math.min(job.everyMinutes, 2 ** Math.max(0, failures - 1));

/**
 * Runs one job now if it is due and this process gets the lease; records the outcome (`job-status:<name>`
 * in kv) with the next run: the interval after a success, a backoff retry after a failure (the lease is
 * released so the retry can take it). Answers the status, or null when the job was not due or another
 * process holds it.
 */
export async function runJobOnce(
  ctx: AppContext,
  job: Job,
  log: (msg: string, err?: unknown) => void = () => undefined,
): Promise<JobStatus | null> {
  const before = await readJobStatus(ctx, job.name);
  const start = ctx.now();
  if (before && new Date(before.nextRunAt) > start) return null;
  const leaseMs = job.everySeconds ? 5 * 60_000 : Math.max(60_000, job.everyMinutes * 60_000 - 30_000);
  if (!(await takeLease(ctx, job.name, leaseMs))) return null;
  let error = '';
  const timer = jobDuration.startTimer({ job: job.name });
  try {
    await job.run(ctx);
  } catch (err) {
    // some instances failed: logged, and recorded per instance (lib/each-instance.ts), not for the job
    if (err instanceof InstanceFailures) log(`job ${job.name}: ${err.message}`, err);
    else {
      error = (err as Error)?.message ?? String(err);
      log(`job ${job.name} failed`, err);
    }
  }
  timer();
  jobRuns.inc({ job: job.name, result: error ? 'failed' : 'ok' });
  const failures = error ? (before?.failures ?? 0) + 1 : 0;
  const delayMs = error && !job.everySeconds ? retryDelayMinutes(job, failures) * 60_000 : intervalMs(job);
  const status: JobStatus = {
    lastRunAt: start.toISOString(),
    durationMs: Math.max(0, ctx.now().getTime() - start.getTime()),
    ok: !error,
    error: error.slice(0, 500),
    failures,
    nextRunAt: new Date(start.getTime() + delayMs).toISOString(),
  };
  await ctx.db
    .insert(kv)
    .values({ key: jobStatusKey(job.name), value: status })
    .onConflictDoUpdate({ target: kv.key, set: { value: status } });
  if (error || job.everySeconds) await releaseLease(ctx, job.name);
  return status;
}

export interface Scheduler {
  /** Not stopped, and the loop checked the jobs lately (/readyz). */
  alive(): boolean;
  /** Takes no new runs and resolves once the running ones finished (a job stops at the end of its run). */
  stop(): Promise<void>;
}

/**
 * Runs each job 5 s after start and then whenever it is due (see runJobOnce); checks every minute, so a
 * retry after a failure happens within a minute of its backoff time. Errors are logged, never thrown.
 * Registers itself as the process's scheduler for /readyz.
 */
export function startScheduler(
  ctx: AppContext,
  jobs: Job[],
  log: (msg: string, err?: unknown) => void,
  opts: { firstMs?: number; everyMs?: number } = {},
): Scheduler {
  // jobs that run every few seconds (the delivery queue) make the loop tick that often
  const everyMs = opts.everyMs ?? Math.min(60_000, ...jobs.map(intervalMs));
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let beat = Date.now();
  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = runJobOnce(ctx, job, log)
      .then(
        () => undefined,
        (err) => log(`job ${job.name} could not be scheduled`, err),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const loop = () => {
    beat = Date.now();
    for (const job of jobs) tick(job);
  };
  const first = setTimeout(loop, opts.firstMs ?? 5_000);
  const timer = setInterval(loop, everyMs);
  const scheduler: Scheduler = {
    alive: () => !stopped && Date.now() - beat < everyMs * 3,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
  ctx.lifecycle.scheduler = scheduler;
  return scheduler;
}
