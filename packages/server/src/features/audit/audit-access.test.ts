import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { pruneAuditLog } from './service';

/**
 * Audit log for staff (issue 36): a manager with AuditLog_View reads the log and its retention (with the
 * date of the last prune) but cannot change the retention; a manager without it cannot read either.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function setManagerPermissions(permissions: string[]) {
  const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
  const managers = bot.managers.map((m: { discordId: string }) =>
    m.discordId === '100000000000000003' ? { ...m, permissions } : m,
  );
  const res = await t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: { bot: { ...bot, managers } },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const get = (url: string) => t.call('manager', { method: 'GET', url });

describe('audit log for staff', () => {
  it('AuditLog_View reads the log and the retention with its last prune; only the owner changes it', async () => {
    await setManagerPermissions(['AuditLog_View']);
    const list = await get(`/api/audit/list/${t.botId}`);
    expect(list.statusCode).toBe(200);
    // the permission change itself is in the log the manager now reads
    expect((list.json() as AuditPage).entries.some((e) => e.entity === 'permissions')).toBe(true);

    const before = await get(`/api/audit/retention/${t.botId}`);
    expect(before.json()).toEqual({ days: 365, lastPrunedAt: null });
    const pruneAt = new Date('2031-01-02T03:04:05.000Z');
    const realNow = t.ctx.now;
    t.ctx.now = () => pruneAt;
    try {
      await pruneAuditLog(t.ctx);
    } finally {
      t.ctx.now = realNow;
    }
    expect((await get(`/api/audit/retention/${t.botId}`)).json()).toEqual({
      days: 365,
      lastPrunedAt: pruneAt.toISOString(),
    });
    const put = await t.call('manager', {
      method: 'PUT',
      url: `/api/audit/retention/${t.botId}`,
      payload: { days: 30 },
    });
    expect(put.statusCode).toBe(403);
    // the permission opens nothing else
    expect((await get(`/api/kit/list/${t.botId}`)).statusCode).toBe(403);
  });

  it('without AuditLog_View a manager reads neither the log nor the retention', async () => {
    await setManagerPermissions(['Kits_View', 'Kits_Edit']);
    expect((await get(`/api/audit/list/${t.botId}`)).statusCode).toBe(403);
    expect((await get(`/api/audit/retention/${t.botId}`)).statusCode).toBe(403);
  });
});
