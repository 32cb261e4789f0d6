import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, players, shopRanks, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rank = (over: Record<string, unknown> = {}) => ({
  botId: t.botId,
  name: 'Gold',
  description: 'Shiny',
  discount: 5,
  ...over,
});
const ranksOf = async () => t.ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, t.botId));

describe('shop ranks', () => {
  it('lists, creates with the default price, updates and validates', async () => {
    expect((await t.call('viewer', { method: 'GET', url: `/api/role/list/${t.botId}` })).json()).toHaveLength(
      2,
    );
    const res = await t.call('owner', { method: 'POST', url: '/api/role', payload: { role: rank() } });
    expect(res.statusCode).toBe(200);
    expect(res.json().buyRolePrice).toBe(500);
    const upd = await t.call('manager', {
      method: 'PUT',
      url: '/api/role',
      payload: { role: { ...res.json(), discount: 50 } },
    });
    expect(upd.json().discount).toBe(50);
    const before = (await ranksOf()).length;
    const bad = await t.call('owner', {
      method: 'POST',
      url: '/api/role',
      payload: { role: rank({ discount: 101, description: 'x'.repeat(501) }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      discount: 'Discount must be a number between 0 and 100.',
      description: 'Description must be <= 500 characters',
    });
    expect((await ranksOf()).length).toBe(before);
    expect(
      (await t.call('viewer', { method: 'POST', url: '/api/role', payload: { role: rank() } })).statusCode,
    ).toBe(403);
  });

  it('allows at most 10 buyable ranks', async () => {
    const buyable = (await ranksOf()).filter((r) => r.buyRoleEnabled).length;
    for (let i = buyable; i < 10; i++) {
      expect(
        (
          await t.call('owner', {
            method: 'POST',
            url: '/api/role',
            payload: { role: rank({ name: `B${i}`, buyRoleEnabled: true, buyRolePrice: 10 }) },
          })
        ).statusCode,
      ).toBe(200);
    }
    const eleventh = await t.call('owner', {
      method: 'POST',
      url: '/api/role',
      payload: { role: rank({ name: 'B11', buyRoleEnabled: true }) },
    });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().message).toBe('You have reached the maximum number of allowed buyable Shop Ranks');
    // switching a non-buyable rank to buyable is refused too; editing a buyable one is fine
    const plain = (await ranksOf()).find((r) => !r.buyRoleEnabled)!;
    const toggle = await t.call('owner', {
      method: 'PUT',
      url: '/api/role',
      payload: { role: { ...plain, buyRoleEnabled: true } },
    });
    expect(toggle.statusCode).toBe(403);
    const b = (await ranksOf()).find((r) => r.buyRoleEnabled)!;
    expect(
      (
        await t.call('owner', {
          method: 'PUT',
          url: '/api/role',
          payload: { role: { ...b, name: 'Renamed' } },
        })
      ).statusCode,
    ).toBe(200);
    expect((await ranksOf()).filter((r) => r.buyRoleEnabled)).toHaveLength(10);
  });

  it('enforces the tier rank limit', async () => {
    await t.ctx.db.update(users).set({ tier: 0 }).where(eq(users.discordId, '100000000000000001'));
    try {
      const n = (await ranksOf()).length;
      expect(n).toBeGreaterThanOrEqual(10);
      const res = await t.call('owner', { method: 'POST', url: '/api/role', payload: { role: rank() } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You have reached the maximum number of allowed Shop Ranks.');
    } finally {
      await t.ctx.db.update(users).set({ tier: 5 }).where(eq(users.discordId, '100000000000000001'));
    }
  });

  it('deleting a rank removes it from players and kits', async () => {
    const vip = (await ranksOf()).find((r) => r.assignDiscordRoleId === '900000000000000202')!;
    const holders = (await t.ctx.db.select().from(players)).filter((p) => p.roles.includes(vip.id));
    expect(holders.length).toBeGreaterThan(0);
    expect(
      (await t.call('owner', { method: 'DELETE', url: '/api/role', payload: { roleId: vip.id } })).statusCode,
    ).toBe(200);
    expect((await t.ctx.db.select().from(players)).filter((p) => p.roles.includes(vip.id))).toHaveLength(0);
    expect((await t.ctx.db.select().from(players)).find((p) => p.id === holders[0]!.id)!.roles.length).toBe(
      1,
    );
    expect((await t.ctx.db.select().from(kits)).filter((k) => k.requiredRole === vip.id)).toHaveLength(0);
  });
});
