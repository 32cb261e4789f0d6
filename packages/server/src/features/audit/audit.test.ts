import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MASKED_PASSWORD, type AuditEntry, type AuditPage } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { auditLog, kits, servers, users } from '../../db/schema';
import { pruneAuditLog } from './service';

let t: TestApp;
let kitId: number;
beforeAll(async () => {
  t = await createTestApp();
  kitId = (await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1))[0]!.id;
});
afterAll(async () => t?.close());

const list = async (query = '', persona: 'owner' | 'manager' | 'viewer' = 'owner') => {
  const res = await t.call(persona, { method: 'GET', url: `/api/audit/list/${t.botId}${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as AuditPage;
};
const userId = async (discordId: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.discordId, discordId)))[0]!;
const kitOf = async (persona: 'owner' | 'manager') =>
  (await t.call(persona, { method: 'GET', url: `/api/kit/list/${t.botId}` }))
    .json()
    .find((k: { id: number }) => k.id === kitId);

describe('audit log', () => {
  it("records a manager's kit price change with before/after of the changed field only", async () => {
    const kit = await kitOf('manager');
    const res = await t.call('manager', {
      method: 'PUT',
      url: '/api/kit',
      payload: { kit: { ...kit, price: kit.price + 50 } },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await list('?entity=kit')).entries;
    expect(entry).toMatchObject({
      entity: 'kit',
      action: 'update',
      entityId: String(kitId),
      before: { price: kit.price },
      after: { price: kit.price + 50 },
    });
    const manager = await t.call('manager', { method: 'GET', url: '/api/user/self' });
    expect(entry!.actorUserId).toBe(manager.json().id);
    expect(entry!.actorName).toBe(manager.json().username);
    // a save that changes nothing writes no row
    const before = (await list()).entries.length;
    await t.call('manager', { method: 'PUT', url: '/api/kit', payload: { kit: await kitOf('manager') } });
    expect((await list()).entries.length).toBe(before);
  });

  it('masks secrets: a changed Tip4Serv key and RCON password are recorded, their values never', async () => {
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const secret = 'tip4serv-very-secret-key';
    const put = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, tip4ServSettings: { ...bot.tip4ServSettings, apiKey: secret } } },
    });
    expect(put.statusCode).toBe(200);
    const server = (await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId)))[0]!;
    const srv = (await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` }))
      .json()
      .find((s: { id: number }) => s.id === server.id);
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...srv, rconPassword: 'new-rcon-secret' } },
    });
    expect(res.statusCode).toBe(200);

    const page = await list();
    const settings = page.entries.find((e) => e.entity === 'settings')!;
    expect(settings.before).toEqual({ 'tip4ServSettings.apiKey': '' });
    expect(settings.after).toEqual({ 'tip4ServSettings.apiKey': MASKED_PASSWORD });
    const srvEntry = page.entries.find((e) => e.entity === 'server' && e.entityId === String(server.id))!;
    expect(srvEntry.after).toEqual({ rconPassword: MASKED_PASSWORD });
    const stored = JSON.stringify(await t.ctx.db.select().from(auditLog));
    for (const leak of [secret, 'new-rcon-secret', 'demo-rcon-pass', server.rconPassword])
      expect(stored).not.toContain(leak);
  });

  it('records credits and permission changes', async () => {
    const player = (
      await t.call('owner', { method: 'GET', url: `/api/player/list/${t.botId}?page=0&pageSize=1` })
    ).json().items[0];
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: player.id, credits: 25, reason: 'Event prize' },
    });
    expect(res.statusCode).toBe(200);
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...bot, managers: [...bot.managers, { discordId: '555', permissions: ['Kits_View'] }] },
      },
    });
    const credits = (await list('?entity=credits')).entries[0]!;
    expect(credits).toMatchObject({
      action: 'grant',
      before: { credits: player.credits },
      after: { credits: player.credits + 25, reason: 'Event prize' },
    });
    const perms = (await list('?entity=permissions')).entries[0]!;
    expect(perms.after).toEqual({ '555': ['Kits_View'] });
    expect(perms.before).toEqual({});
  });

  it('filters by who, entity and date range; pages by id; outsiders cannot read it', async () => {
    const owner = await userId('100000000000000001');
    const mine = await list(`?actor=${owner.id}`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e: AuditEntry) => e.actorUserId === owner.id)).toBe(true);
    expect(mine.actors.map((a) => a.id)).toContain(owner.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).entries.length).toBeGreaterThan(0);
    expect((await list('?to=2000-01-01')).entries).toEqual([]);
    const all = await list();
    const older = await list(`?before=${all.entries[0]!.id}`);
    expect(older.entries[0]!.id).toBe(all.entries[1]!.id);
    const bad = await t.call('owner', { method: 'GET', url: `/api/audit/list/${t.botId}?from=yesterday` });
    expect(bad.statusCode).toBe(400);
    // the demo manager has FullAccess, which includes AuditLog_View (audit-access.test.ts)
    for (const p of ['viewer', 'stranger'] as const)
      expect((await t.call(p, { method: 'GET', url: `/api/audit/list/${t.botId}` })).statusCode).toBe(403);
  });

  it("prunes rows older than the instance's retention days", async () => {
    expect(
      (
        await t.call('manager', {
          method: 'PUT',
          url: `/api/audit/retention/${t.botId}`,
          payload: { days: 30 },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.call('owner', {
      method: 'PUT',
      url: `/api/audit/retention/${t.botId}`,
      payload: { days: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.call('owner', {
      method: 'PUT',
      url: `/api/audit/retention/${t.botId}`,
      payload: { days: 30 },
    });
    expect(ok.json()).toEqual({ days: 30 });
    const old = new Date(Date.now() - 31 * 86_400_000);
    const keep = new Date(Date.now() - 29 * 86_400_000);
    await t.ctx.db.insert(auditLog).values([
      { botId: t.botId, action: 'update', entity: 'kit', entityId: 'old', createdAt: old },
      { botId: t.botId, action: 'update', entity: 'kit', entityId: 'kept', createdAt: keep },
    ]);
    expect(await pruneAuditLog(t.ctx)).toBe(1);
    const ids = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'kit'))).map(
      (r) => r.entityId,
    );
    expect(ids).toContain('kept');
    expect(ids).not.toContain('old');
    const retention = (await list('?entity=settings')).entries[0]!;
    expect(retention.after).toEqual({ auditRetentionDays: 30 });
  });
});
