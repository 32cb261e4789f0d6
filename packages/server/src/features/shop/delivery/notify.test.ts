import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/harness';
import { kits, notifications, players, servers, users } from '../../../db/schema';
import { demoPersonas, type DemoPersona } from '../../demo/personas';
import { buyKit } from '..';
import { expireWaiting } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function deliveryNotices(persona: DemoPersona) {
  const [u] = await t.ctx.db.select().from(users).where(eq(users.discordId, demoPersonas[persona].discordId));
  if (!u) return 0;
  const rows = await t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, u.id), eq(notifications.kind, 'delivery')));
  return rows.length;
}

describe('failed kit delivery notification', () => {
  it('reaches the owner and each manager who may view players once, nobody else', async () => {
    // The Center's RCON port is closed: the purchase waits for the server until it expires
    const [center] = await t.ctx.db
      .update(servers)
      .set({ ip: '127.0.0.1', rconPort: 1 })
      .where(and(eq(servers.botId, t.botId), eq(servers.name, 'The Center')))
      .returning();
    const [kit] = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, t.botId), eq(kits.name, 'Starter Set')));
    const [buyer] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Tek Titan')));
    const personas: DemoPersona[] = ['owner', 'viewer', 'manager', 'admin', 'stranger'];
    const before = await Promise.all(personas.map(deliveryNotices));
    const view = await buyKit(t.ctx, {
      botId: t.botId,
      playerId: buyer!.id,
      kitId: kit!.id,
      serverId: center!.id,
      source: 'dashboard',
      actor: 'test',
    });
    expect(view).toMatchObject({ status: 'waiting', refunded: false });
    const now = t.ctx.now;
    t.ctx.now = () => new Date(now().getTime() + 25 * 3_600_000);
    try {
      expect(await expireWaiting(t.ctx)).toBe(1);
    } finally {
      t.ctx.now = now;
    }
    expect(await expireWaiting(t.ctx)).toBe(0);
    const after = await Promise.all(personas.map(deliveryNotices));
    // owner, viewer (Players_View), manager (FullAccess): one each; the admin and the stranger: none
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 1, 0, 0]);
  });
});
