import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { createRuntime, type Runtime } from '../bootstrap';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { jobLeaseMs, runJobOnce, type Job, type JobRun } from './scheduler';

/**
 * The scheduler's per-job lease (issue 34), in real time, between two processes on one database (PGlite:
 * two runs in one process share it; PostgreSQL: a second runtime): racing processes run a due job once; a
 * run longer than the lease keeps its job while it heartbeats; once its heartbeat stops (a jobs process
 * that froze or died) the other process runs the job within the lease, naming the holder it replaced.
 */
let t: TestApp;
let second: Runtime | null = null;
let other: AppContext;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp();
  second = process.env.DATABASE_URL ? await createRuntime(t.ctx.config, { inMemory: true }) : null;
  other = second ? second.ctx : t.ctx;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('job leases between processes', () => {
  it('two processes racing for a due job: one runs it', async () => {
    let runs = 0;
    const job: Job = {
      name: 'lease-race',
      everyMinutes: 60,
      run: async () => {
        runs++;
        await sleep(200);
      },
    };
    const [a, b] = await Promise.all([runJobOnce(t.ctx, job), runJobOnce(other, job)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it(
    'a run keeps its job while it heartbeats; once it stops, the other process runs the job within the lease',
    { timeout: 60_000 },
    async () => {
      let finish!: () => void;
      const hung = new Promise<void>((r) => (finish = r));
      const runs: JobRun[] = [];
      const job: Job = {
        name: 'lease-takeover',
        everyMinutes: 60,
        run: async (_ctx, run) => {
          runs.push(run);
          // the first run hangs (a jobs process stuck, then dead); the one that takes over returns at once
          if (runs.length === 1) await hung;
        },
      };
      const leaseMs = jobLeaseMs(job);
      let paused = false;
      const holding = runJobOnce(t.ctx, job, undefined, undefined, { heartbeatPaused: () => paused });
      while (!runs.length) await sleep(20);
      await sleep(leaseMs + 1_500);
      expect(await runJobOnce(other, job)).toBeNull();
      paused = true;
      const stoppedAt = Date.now();
      let takenOverMs = -1;
      while (Date.now() - stoppedAt < 30_000) {
        if (await runJobOnce(other, job)) {
          takenOverMs = Date.now() - stoppedAt;
          break;
        }
        await sleep(250);
      }
      expect(takenOverMs).toBeGreaterThan(0);
      expect(takenOverMs).toBeLessThanOrEqual(leaseMs + 1_000);
      expect(runs).toHaveLength(2);
      expect(runs[1]!.tookOverFrom).toBe(runs[0]!.owner);
      finish();
      await holding;
      console.log(
        `job taken over ${takenOverMs} ms after its holder's heartbeat stopped (lease ${leaseMs} ms, ${t.ctx.database.kind})`,
      );
    },
  );
});
