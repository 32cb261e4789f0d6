import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobStatusView } from '@asa/domain';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { botInstances, kv } from '../db/schema';
import { readJobStatus, retryDelayMinutes, runJobOnce, type Job } from './scheduler';
import { recordJobOutcome } from '../features/notifications/job-health';
import { eachInstance } from '../lib/each-instance';

let t: TestApp;
let clock = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => clock;
});
afterAll(async () => t?.close());
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

describe('scheduler runs', () => {
  it('records each run and retries a failing job with backoff, then returns to its interval', async () => {
    let fail = true;
    let runs = 0;
    const job: Job = {
      name: 'flaky-provider',
      everyMinutes: 60,
      run: async () => {
        runs++;
        if (fail) throw new Error('provider answered 503');
      },
    };
    const first = await runJobOnce(t.ctx, job);
    expect(first).toMatchObject({ ok: false, failures: 1, error: 'provider answered 503' });
    expect(first!.nextRunAt).toBe(minutes(1).toISOString());
    // not due yet: nothing runs
    expect(await runJobOnce(t.ctx, job)).toBeNull();
    expect(runs).toBe(1);
    clock = minutes(1);
    expect(await runJobOnce(t.ctx, job)).toMatchObject({
      ok: false,
      failures: 2,
      nextRunAt: minutes(2).toISOString(),
    });
    clock = minutes(2);
    fail = false;
    const ok = await runJobOnce(t.ctx, job);
    expect(ok).toMatchObject({ ok: true, failures: 0, error: '', nextRunAt: minutes(60).toISOString() });
    expect(runs).toBe(3);
    expect(await readJobStatus(t.ctx, job.name)).toEqual(ok);
    // the recorded next run keeps this and every other process from running it early
    clock = minutes(59);
    expect(await runJobOnce(t.ctx, job)).toBeNull();
  });

  it('never waits longer than the interval between retries', () => {
    const job: Job = { name: 'x', everyMinutes: 5, run: async () => undefined };
    expect([1, 2, 3, 4, 10].map((f) => retryDelayMinutes(job, f))).toEqual([1, 2, 4, 5, 5]);
  });
});

describe('GET /api/jobs/status/{botId}', () => {
  it('shows last and next run and this instance’s own problem to its members only', async () => {
    await runJobOnce(t.ctx, { name: 'vote-rewards', everyMinutes: 60, run: async () => undefined });
    const [bot] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    const notice = {
      notice: (e: string) => ({
        key: 'votesFailing' as const,
        params: { site: 'ark-servers.net', error: e },
      }),
      link: '/votingArkServer',
      area: 'VotingIntegration_View' as const,
      kind: 'vote-job-failing',
    };
    await recordJobOutcome(t.ctx, bot!, 'votes:ark-servers.net', { ok: false, error: 'unknown key' }, notice);
    const res = await t.call('viewer', { method: 'GET', url: `/api/jobs/status/${t.botId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json<JobStatusView[]>();
    const votes = list.find((j) => j.name === 'vote-rewards')!;
    // the run itself worked; for this instance it did not
    expect(votes).toMatchObject({
      label: 'Vote rewards',
      ok: false,
      failures: 1,
      intervalSeconds: 3600,
      instanceProblem: 'unknown key',
    });
    // the real interval of each job (the delivery queue runs every 10 seconds, not every minute)
    expect(list.find((j) => j.name === 'delivery-queue')).toMatchObject({ intervalSeconds: 5 });
    expect(list.find((j) => j.name === 'passive-income')).toMatchObject({ intervalSeconds: 86_400 });
    expect(votes.lastRunAt).toBe(clock.toISOString());
    expect(list.find((j) => j.name === 'tip4serv-deliveries')).toMatchObject({ lastRunAt: null, ok: null });
    expect((await t.call('stranger', { method: 'GET', url: `/api/jobs/status/${t.botId}` })).statusCode).toBe(
      403,
    );
    await t.ctx.db.delete(kv).where(eq(kv.key, `job-health:votes:ark-servers.net:${t.botId}`));
  });
});

describe('a job that works per instance', () => {
  it("one instance's failure is recorded for it alone: the run is done, other instances see it ok", async () => {
    const [other] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: '900000000000000777', ownerId: '100000000000000005', guildName: 'Other' })
      .returning();
    const job: Job = {
      name: 'passive-income',
      everyMinutes: 1440,
      run: (ctx) =>
        eachInstance(ctx.db, 'passive-income', [{ id: t.botId }, { id: other!.id }], async (bot) => {
          if (bot.id === t.botId) throw new Error('bad key of this tenant');
          return 1;
        }),
    };
    const logged: string[] = [];
    const status = await runJobOnce(t.ctx, job, (msg) => logged.push(msg));
    expect(status).toMatchObject({ ok: true, failures: 0 });
    expect(logged).toEqual(['job passive-income: passive-income failed for 1 instance(s)']);
    const view = async (persona: 'viewer' | 'stranger', botId: number) =>
      (await t.call(persona, { method: 'GET', url: `/api/jobs/status/${botId}` }))
        .json<JobStatusView[]>()
        .find((j) => j.name === 'passive-income');
    expect(await view('viewer', t.botId)).toMatchObject({
      ok: false,
      failures: 1,
      instanceProblem: 'bad key of this tenant',
    });
    expect(await view('stranger', other!.id)).toMatchObject({ ok: true, failures: 0, instanceProblem: '' });
  });
});
