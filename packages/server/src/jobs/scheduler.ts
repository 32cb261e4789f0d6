import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { kv } from '../db/schema';
import { jobDuration, jobRuns } from '../lib/metrics';
import { InstanceFailures } from '../lib/each-instance';
import { newRequestId, withRequestId } from '../lib/request-context';
import { heartbeat, WORK_HEARTBEAT_MS, WORK_LEASE_MS } from '../lib/work-queue';

/** A run's hold on its job: who holds it, and whose lease it took over when that one ran out unreleased. */
export interface JobRun {
  /** This run's lease owner (unique per run). */
  owner: string;
  /** The owner of an earlier lease that expired without being released (its holder died or stalled). */
  tookOverFrom: string | null;
  /** True once a heartbeat found the lease taken by someone else: the run should stop starting new work. */
  lost(): boolean;
  /** The run's structured log line (one per run). */
  info(fields: Record<string, unknown>, msg: string): void;
}

/** Where the scheduler writes: errors, and the jobs' structured lines. */
export interface JobLog {
  (msg: string, err?: unknown): void;
  info?(fields: Record<string, unknown>, msg: string): void;
}

export interface Job {
  name: string;
  everyMinutes: number;
  /**
   * For jobs that run more often than once a minute (the delivery queue): the interval in seconds, which
   * then replaces everyMinutes.
   */
  everySeconds?: number;
  /**
   * Runs in every jobs process at its interval, without the job's lease: the job claims its items itself
   * (per-item due times, lib/work-queue.ts), so processes split one run's work instead of taking turns
   * (issue 34: the RCON monitor). Its status says the last run of any process.
   */
  shared?: boolean;
  run(ctx: AppContext, run: JobRun): Promise<unknown>;
}

/** The job's interval in ms. */
export const intervalMs = (job: Job) =>
  job.everySeconds ? job.everySeconds * 1000 : job.everyMinutes * 60_000;

/**
 * How long a job's lease holds without a heartbeat: the work queue's lease (WORK_LEASE_MS, 10 s), or two
 * intervals for a job that runs more often (the in-game reader: 2 s); renewed every quarter of it, at most
 * every WORK_HEARTBEAT_MS, while the job runs. A dead holder (kill -9) is replaced within that plus one
 * scheduler tick (issue 34: was up to 30 s).
 */
export const jobLeaseMs = (job: Job) => Math.min(WORK_LEASE_MS, 2 * intervalMs(job));
const jobHeartbeatMs = (job: Job) => Math.min(WORK_HEARTBEAT_MS, jobLeaseMs(job) / 4);

/**
 * Takes a lease in the database so that only one process holds it at a time (several servers may share
 * one PostgreSQL): a free key, or one whose lease ran out (its holder died). Answers the hold (with the
 * owner of an expired lease it took over), or null when someone holds it.
 */
export async function holdLease(
  ctx: AppContext,
  name: string,
  ttlMs: number,
): Promise<{ owner: string; tookOverFrom: string | null } | null> {
  const key = `lease:${name}`;
  const owner = crypto.randomUUID();
  const now = ctx.now();
  const until = new Date(now.getTime() + ttlMs);
  const value = { at: now.toISOString(), owner };
  const inserted = await ctx.db
    .insert(kv)
    .values({ key, value, expiresAt: until })
    .onConflictDoNothing()
    .returning({ key: kv.key });
  if (inserted.length) return { owner, tookOverFrom: null };
  // the previous owner is read in the same statement (a row lock in the CTE) as the takeover
  const res = await ctx.db.execute<{ previous: string | null }>(sql`
    with old as (
      select key, value ->> 'owner' as previous from ${kv}
      where key = ${key} and (expires_at is null or expires_at < ${now}::timestamptz)
      for update
    ), taken as (
      update ${kv} set value = ${JSON.stringify(value)}::jsonb, expires_at = ${until}::timestamptz
      where key in (select key from old)
      returning key
    )
    select (select previous from old) as previous from taken`);
  const row = res.rows[0];
  return row ? { owner, tookOverFrom: row.previous ?? null } : null;
}

/** takeLease as a yes/no (callers that do not renew: the role mirror). */
export async function takeLease(ctx: AppContext, name: string, ttlMs: number): Promise<boolean> {
  return (await holdLease(ctx, name, ttlMs)) !== null;
}

/** Extends the owner's lease by ttlMs from now; false when it is no longer theirs. */
export async function renewLease(ctx: AppContext, name: string, owner: string, ttlMs: number) {
  const rows = await ctx.db
    .update(kv)
    .set({ expiresAt: new Date(ctx.now().getTime() + ttlMs) })
    .where(and(eq(kv.key, `lease:${name}`), sql`${kv.value} ->> 'owner' = ${owner}`))
    .returning({ key: kv.key });
  return rows.length > 0;
}

/** Releases a lease: only the owner's when one is given (a late run never frees its successor's). */
export async function releaseLease(ctx: AppContext, name: string, owner?: string) {
  await ctx.db
    .delete(kv)
    .where(
      and(
        eq(kv.key, `lease:${name}`),
        owner === undefined ? undefined : sql`${kv.value} ->> 'owner' = ${owner}`,
      ),
    );
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
  /** The last run that succeeded (asa_job_last_success_timestamp_seconds); absent before version 0.11. */
  lastOkAt?: string | null;
  /** The last run's request id (in its log lines and the rows it wrote); absent before version 0.12. */
  requestId?: string;
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
 * in kv) with the next run: the interval after a success, a backoff retry after a failure. The lease is
 * short (jobLeaseMs) and renewed while the job runs (a heartbeat every quarter of it), so a holder that dies
 * is replaced within one lease; it is released after the run (the status, read again under the lease,
 * keeps a second process from running the job again before it is due). Answers the status, or null when
 * the job was not due or another process holds it.
 */
export async function runJobOnce(
  ctx: AppContext,
  job: Job,
  log: JobLog = () => undefined,
  notBefore?: Map<string, number>,
  /** Test seam: while it answers true the lease is not renewed (a process that froze or died). */
  opts: { heartbeatPaused?: () => boolean } = {},
): Promise<JobStatus | null> {
  const due = (s: JobStatus | null) => {
    if (s) notBefore?.set(job.name, new Date(s.nextRunAt).getTime());
    return !s || new Date(s.nextRunAt) <= ctx.now();
  };
  // a status this process read or wrote says when the job is due next: no read before then (a run by
  // another process only moves that time later, it is written by runs alone)
  if ((notBefore?.get(job.name) ?? 0) > ctx.now().getTime()) return null;
  // a shared job is due in each process by that process's own runs (another's run does not make it wait)
  if (!job.shared && !due(await readJobStatus(ctx, job.name))) return null;
  const leaseMs = jobLeaseMs(job);
  const hold = job.shared
    ? { owner: crypto.randomUUID(), tookOverFrom: null }
    : await holdLease(ctx, job.name, leaseMs);
  if (!hold) return null;
  const beat = job.shared
    ? { lost: () => false, stop: async () => undefined }
    : heartbeat(
        async () => {
          try {
            const ok = await renewLease(ctx, job.name, hold.owner, leaseMs);
            if (!ok) log(`job ${job.name} lost its lease`);
            return ok;
          } catch (err) {
            log(`job ${job.name} could not renew its lease`, err);
            throw err;
          }
        },
        { everyMs: jobHeartbeatMs(job), paused: opts.heartbeatPaused },
      );
  try {
    // another process may have run it between the first read and the lease
    const before = await readJobStatus(ctx, job.name);
    if (!job.shared && !due(before)) return null;
    const start = ctx.now();
    let error = '';
    const timer = jobDuration.startTimer({ job: job.name });
    // each run is a request of its own (a new UUID v7): the purchases, webhook deliveries and outbox rows it
    // writes and its log lines carry it (a delivered purchase's own id replaces it for that purchase's work)
    const requestId = newRequestId();
    await withRequestId(requestId, async () => {
      try {
        await job.run(ctx, { ...hold, lost: beat.lost, info: (f, m) => log.info?.(f, m) });
      } catch (err) {
        ctx.database.availability.report(err);
        // some instances failed: logged, and recorded per instance (lib/each-instance.ts), not for the job
        if (err instanceof InstanceFailures) log(`job ${job.name}: ${err.message}`, err);
        else {
          error = (err as Error)?.message ?? String(err);
          log(`job ${job.name} failed`, err);
        }
      }
    });
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
      lastOkAt: error ? (before?.lastOkAt ?? null) : start.toISOString(),
      requestId,
    };
    await ctx.db
      .insert(kv)
      .values({ key: jobStatusKey(job.name), value: status })
      .onConflictDoUpdate({ target: kv.key, set: { value: status } });
    notBefore?.set(job.name, new Date(status.nextRunAt).getTime());
    return status;
  } finally {
    await beat.stop();
    if (!job.shared) await releaseLease(ctx, job.name, hold.owner);
  }
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
 * While the database cannot be reached (db/availability.ts) it starts no run.
 * Registers itself as the process's scheduler for /readyz.
 */
export function startScheduler(
  ctx: AppContext,
  jobs: Job[],
  log: JobLog,
  opts: { firstMs?: number; everyMs?: number } = {},
): Scheduler {
  // jobs that run every few seconds (the delivery queue) make the loop tick at half their interval, so a
  // lease left by a dead process is taken within a few seconds of running out
  const everyMs = opts.everyMs ?? Math.min(60_000, ...jobs.map((j) => intervalMs(j) / 2));
  const running = new Map<string, Promise<void>>();
  /** When each job is due next, as this process last read or wrote its status (spares a read per tick). */
  const notBefore = new Map<string, number>();
  let stopped = false;
  let beat = Date.now();
  const tick = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const run = runJobOnce(ctx, job, log, notBefore)
      .then(
        () => undefined,
        (err) => {
          ctx.database.availability.report(err);
          // an outage is logged once (db/availability.ts), not once per job and tick
          if (!ctx.database.availability.down()) log(`job ${job.name} could not be scheduled`, err);
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  const loop = () => {
    beat = Date.now();
    // while the database is away no run starts; the jobs resume at the first tick after it is back
    if (ctx.database.availability.down()) return;
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
