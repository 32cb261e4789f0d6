import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { botInstances, kv, notifications, users } from '../db/schema';
import {
  holdLease,
  jobLeaseMs,
  jobStatusKey,
  releaseLease,
  renewLease,
  runJobOnce,
  takeLease,
} from './scheduler';
import { notifyInstance, pruneNotifications } from '../features/notifications/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('job leases', () => {
  it('lets one holder run a job until the lease expires or is released', async () => {
    expect(await takeLease(t.ctx, 'votes', 60_000)).toBe(true);
    expect(await takeLease(t.ctx, 'votes', 60_000)).toBe(false);
    await releaseLease(t.ctx, 'votes');
    expect(await takeLease(t.ctx, 'votes', 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    expect(await takeLease(t.ctx, 'votes', 60_000)).toBe(true);
  });

  it('takes over a lease that ran out unreleased and names its dead owner; only the owner renews or frees it', async () => {
    const dead = await holdLease(t.ctx, 'queue-x', 1);
    expect(dead).toMatchObject({ tookOverFrom: null });
    await new Promise((r) => setTimeout(r, 5));
    const next = await holdLease(t.ctx, 'queue-x', 60_000);
    expect(next?.tookOverFrom).toBe(dead!.owner);
    // the dead holder's late heartbeat and release change nothing
    expect(await renewLease(t.ctx, 'queue-x', dead!.owner, 60_000)).toBe(false);
    await releaseLease(t.ctx, 'queue-x', dead!.owner);
    expect(await takeLease(t.ctx, 'queue-x', 60_000)).toBe(false);
    expect(await renewLease(t.ctx, 'queue-x', next!.owner, 60_000)).toBe(true);
    await releaseLease(t.ctx, 'queue-x', next!.owner);
    // released, not expired: the next holder takes over from nobody
    expect((await holdLease(t.ctx, 'queue-x', 60_000))?.tookOverFrom).toBeNull();
  });

  it('job leases are seconds long and renewed while the job runs', async () => {
    const job = { name: 'slow-job', everyMinutes: 1, everySeconds: 1, run: async () => undefined };
    expect(jobLeaseMs(job)).toBe(2_000);
    expect(jobLeaseMs({ ...job, everySeconds: undefined, everyMinutes: 60 })).toBe(10_000);
    let heldByOther: boolean[] = [];
    job.run = async () => {
      // 3 s of work, longer than the 2 s lease: the heartbeat keeps others out the whole time
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => setTimeout(r, 500));
        heldByOther.push(await takeLease(t.ctx, 'slow-job', 60_000));
      }
    };
    expect(await runJobOnce(t.ctx, job)).toMatchObject({ ok: true });
    expect(heldByOther).toEqual([false, false, false, false, false, false]);
    // released after the run
    heldByOther = [await takeLease(t.ctx, 'slow-job', 60_000)];
    expect(heldByOther).toEqual([true]);
  });

  it('gives a lease to exactly one of many concurrent takers', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => takeLease(t.ctx, 'race', 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('job status reads', () => {
  it('a process that ran a job (or read its status) reads nothing more until the job is due again', async () => {
    let runs = 0;
    const job = { name: 'memo-job', everyMinutes: 1, run: async () => void runs++ };
    const notBefore = new Map<string, number>();
    expect(await runJobOnce(t.ctx, job, undefined, notBefore)).toMatchObject({ ok: true });
    // the status row is gone: a process that read it would run the job again at once; this one knows it
    // ran it and when it is due, so it neither reads nor runs
    await t.ctx.db.delete(kv).where(eq(kv.key, jobStatusKey(job.name)));
    expect(await runJobOnce(t.ctx, job, undefined, notBefore)).toBeNull();
    expect(runs).toBe(1);
    // without that memory (another process) the missing status means due
    expect(await runJobOnce(t.ctx, job)).toMatchObject({ ok: true });
    expect(runs).toBe(2);
  });

  it('a shared job runs in every process at once, each on its own interval, without the job lease', async () => {
    let inFlight = 0;
    let peak = 0;
    const job = {
      name: 'shared-job',
      everyMinutes: 1,
      everySeconds: 15,
      shared: true,
      run: async () => {
        peak = Math.max(peak, ++inFlight);
        await new Promise((r) => setTimeout(r, 200));
        inFlight--;
      },
    };
    // two processes (each with its own memory of when the job is due) run it side by side
    const a = new Map<string, number>();
    const b = new Map<string, number>();
    const [ra, rb] = await Promise.all([
      runJobOnce(t.ctx, job, undefined, a),
      runJobOnce(t.ctx, job, undefined, b),
    ]);
    expect(ra).toMatchObject({ ok: true });
    expect(rb).toMatchObject({ ok: true });
    expect(peak).toBe(2);
    // no lease was taken or left behind
    expect(await takeLease(t.ctx, 'shared-job', 60_000)).toBe(true);
    // each process waits for its own next run; the other's run does not make a third process wait
    expect(await runJobOnce(t.ctx, job, undefined, a)).toBeNull();
    expect(await runJobOnce(t.ctx, job, undefined, new Map())).toMatchObject({ ok: true });
  });
});

describe('notifications service', () => {
  it('notifies the owner and managers who may view the area, nobody else', async () => {
    const [bot] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    const count = async (name: string) => {
      const [u] = await t.ctx.db.select().from(users).where(eq(users.username, name));
      return (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, u!.id))).length;
    };
    const before = await Promise.all(
      ['Demo Owner', 'Demo Viewer', 'Demo Manager', 'Demo Stranger', 'Demo Admin'].map(count),
    );
    expect(
      await notifyInstance(t.ctx, bot!, {
        notice: { key: 'nitradoSynced', params: { count: 1 } },
        link: '/servers',
        kind: 'rcon',
        area: 'Servers_View',
      }),
    ).toBe(3);
    expect(
      await notifyInstance(t.ctx, bot!, {
        notice: { key: 'asaBotSynced', params: { count: 2 } },
        link: '/apiAccess',
        kind: 'api',
        area: 'Owner',
      }),
    ).toBe(1);
    const after = await Promise.all(
      ['Demo Owner', 'Demo Viewer', 'Demo Manager', 'Demo Stranger', 'Demo Admin'].map(count),
    );
    expect(after.map((n, i) => n - before[i]!)).toEqual([2, 1, 1, 0, 0]);
  });

  it('prunes notifications older than 90 days', async () => {
    const [u] = await t.ctx.db.select().from(users).where(eq(users.username, 'Demo Owner'));
    await t.ctx.db
      .insert(notifications)
      .values({ userId: u!.id, message: 'old', createdAt: new Date(Date.now() - 91 * 86_400_000) });
    await t.ctx.db
      .insert(notifications)
      .values({ userId: u!.id, message: 'recent', createdAt: new Date(Date.now() - 89 * 86_400_000) });
    expect(await pruneNotifications(t.ctx)).toBe(1);
    const left = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, u!.id));
    expect(left.map((n) => n.message)).toContain('recent');
    expect(left.map((n) => n.message)).not.toContain('old');
  });
});
