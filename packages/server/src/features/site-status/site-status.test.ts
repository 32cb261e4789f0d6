import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kv } from '../../db/schema';
import { jobs } from '../../jobs';
import { runJobOnce } from '../../jobs/scheduler';
import { startHeartbeat } from '../../lib/process-heartbeat';
import { APP_VERSION } from '../../lib/version';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/admin/status', () => {
  it('shows the version, the processes seen, job health and the instances whose integrations fail', async () => {
    const beat = await startHeartbeat(t.ctx.db, 'jobs', () => undefined);
    await runJobOnce(
      t.ctx,
      jobs.find((j) => j.name === 'prune-sessions')!,
    );
    await t.ctx.db.insert(kv).values({
      key: `job-health:tip4serv:${t.botId}`,
      value: { count: 4, notified: true, lastError: 'Tip4Serv answered 401' },
    });
    const res = await t.call('admin', { method: 'GET', url: '/api/admin/status' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.version).toBe(APP_VERSION);
    expect(s.processes).toEqual([expect.objectContaining({ role: 'jobs', pid: process.pid, live: true })]);
    const pruned = s.jobs.find((j: { name: string }) => j.name === 'prune-sessions');
    expect(pruned).toMatchObject({ ok: true, failures: 0 });
    expect(pruned.lastOkAt).toBe(pruned.lastRunAt);
    expect(s.failingIntegrations).toEqual([
      {
        botId: t.botId,
        guildName: expect.any(String),
        integration: 'tip4serv',
        failures: 4,
        lastError: 'Tip4Serv answered 401',
      },
    ]);
    expect(s.queues).toMatchObject({ deliveryOpen: expect.any(Number), webhooksPending: 0 });

    // a graceful stop removes the process from the list
    await beat.stop();
    expect((await t.call('admin', { method: 'GET', url: '/api/admin/status' })).json().processes).toEqual([]);
  });

  it('is for site admins only', async () => {
    expect((await t.call('owner', { method: 'GET', url: '/api/admin/status' })).statusCode).toBe(403);
    expect((await t.call('anonymous', { method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
  });
});
