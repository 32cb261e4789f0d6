import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { botInstances, notifications, users } from '../db/schema';
import { releaseLease, takeLease } from './scheduler';
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

  it('gives a lease to exactly one of many concurrent takers', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => takeLease(t.ctx, 'race', 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
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
        message: 'x',
        link: '/servers',
        kind: 'rcon',
        area: 'Servers_View',
      }),
    ).toBe(3);
    expect(
      await notifyInstance(t.ctx, bot!, { message: 'y', link: '/apiAccess', kind: 'api', area: 'Owner' }),
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
