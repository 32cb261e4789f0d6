import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { MASKED_PASSWORD } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  auditLog,
  botInstances,
  coupons,
  notifications,
  players,
  servers,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('account', () => {
  it('downloads a real zip of everything stored about the user, once', async () => {
    const [endpoint] = await t.ctx.db
      .insert(webhookEndpoints)
      .values({
        botId: t.botId,
        url: 'https://hooks.example.com/shop',
        events: ['purchase.created'],
        secret: t.ctx.secrets.encrypt('whsec_plain-secret'),
      })
      .returning();
    await t.ctx.db.insert(webhookDeliveries).values({
      endpointId: endpoint!.id,
      botId: t.botId,
      eventId: 'evt-1',
      event: 'test',
      body: '{"type":"test"}',
      status: 'delivered',
      nextAttemptAt: new Date(),
      lastStatus: 200,
    });
    await t.ctx.db.insert(coupons).values({ botId: t.botId, code: 'SPRING10', amount: 10 });
    await t.ctx.db.insert(auditLog).values({
      botId: t.botId,
      entity: 'kit',
      entityId: '1',
      action: 'update',
      before: { price: 10 },
      after: { price: 20 },
    });
    const link = await t.call('owner', { method: 'GET', url: '/api/user/downloadData' });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    const zip = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'audit-log.json',
        'coupons.json',
        'credit-history.json',
        'instances.json',
        'kits.json',
        'notifications.json',
        'players.json',
        'purchases.json',
        'servers.json',
        'shop-ranks.json',
        'user.json',
        'webhook-deliveries.json',
        'webhooks.json',
      ].sort(),
    );
    const user = JSON.parse(strFromU8(files['user.json']!));
    expect(user.discordId).toBe('100000000000000001');
    const srv = JSON.parse(strFromU8(files['servers.json']!));
    expect(srv).toHaveLength(3);
    expect(JSON.stringify(srv)).not.toContain('demo-rcon-pass');
    // six seeded players plus the demo player persona
    expect(JSON.parse(strFromU8(files['players.json']!)).length).toBe(7);
    expect(JSON.parse(strFromU8(files['notifications.json']!)).length).toBeGreaterThan(0);
    const hooks = JSON.parse(strFromU8(files['webhooks.json']!));
    expect(hooks).toMatchObject([
      { id: endpoint!.id, url: 'https://hooks.example.com/shop', secret: MASKED_PASSWORD },
    ]);
    expect(JSON.parse(strFromU8(files['webhook-deliveries.json']!))).toMatchObject([
      { endpointId: endpoint!.id, eventId: 'evt-1', status: 'delivered', lastStatus: 200 },
    ]);
    expect(JSON.parse(strFromU8(files['coupons.json']!))).toMatchObject([{ code: 'SPRING10', amount: 10 }]);
    expect(JSON.parse(strFromU8(files['audit-log.json']!))).toContainEqual(
      expect.objectContaining({ entity: 'kit', before: { price: 10 }, after: { price: 20 } }),
    );
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain('whsec_plain-secret');
    expect(everything).not.toContain(endpoint!.secret);
    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.statusCode).toBe(404);
  });

  it('lets admins list and edit users, nobody else', async () => {
    expect((await t.call('owner', { method: 'GET', url: '/api/user/all' })).statusCode).toBe(403);
    const all = await t.call('admin', { method: 'GET', url: '/api/user/all' });
    expect(all.statusCode).toBe(200);
    const stranger = all.json().find((u: { username: string }) => u.username === 'Demo Stranger');
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/user/',
      payload: { user: { id: stranger.id, tier: 3, role: 0, bonusType: 2, patreonEmail: 'p@example.com' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tier).toBe(3);
    const bad = await t.call('admin', {
      method: 'POST',
      url: '/api/user/',
      payload: { user: { id: stranger.id, tier: 9, role: 0, bonusType: 0, patreonEmail: '' } },
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row!.tier).toBe(3);
  });

  it('refuses deleting someone else, and deletes the own account with everything it owns', async () => {
    const self = (await t.call('owner', { method: 'GET', url: '/api/user/self' })).json();
    expect((await t.call('stranger', { method: 'DELETE', url: `/api/user/${self.id}` })).statusCode).toBe(
      403,
    );
    const res = await t.call('owner', { method: 'DELETE', url: `/api/user/${self.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, self.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(players).where(eq(players.botId, t.botId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, self.id))).toHaveLength(
      0,
    );
    expect((await t.call('owner', { method: 'GET', url: '/api/user/self' })).statusCode).toBe(401);
  });
});
