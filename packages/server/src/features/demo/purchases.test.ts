import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { players } from '../../db/schema';
import { seedDemoPurchases } from './purchases';
import { startDemoRcon } from './rcon';

let t: TestApp;
let rcon: Awaited<ReturnType<typeof startDemoRcon>>;
beforeAll(async () => {
  t = await createTestApp();
  rcon = await startDemoRcon(t.ctx);
});
afterAll(async () => {
  await rcon?.close();
  await t?.close();
});

describe('demo purchases', () => {
  it('seeds delivered purchases and one failed on The Center through the engine, once', async () => {
    expect(await seedDemoPurchases(t.ctx)).toBe(5);
    const res = await t.call('owner', { method: 'GET', url: `/api/purchase/list/${t.botId}` });
    const items = res.json().items as Record<string, unknown>[];
    expect(items.map((p) => [p.playerName, p.status, p.serverName])).toEqual([
      ['Wyvern Queen', 'failed', 'The Center'],
      ['Argy Ace', 'delivered', 'Scorched Earth'],
      ['Raptor Rick', 'delivered', 'The Island'],
      ['Tek Titan', 'delivered', 'Scorched Earth'],
      ['Dodo Whisperer', 'delivered', 'The Island'],
    ]);
    expect(items[0]).toMatchObject({ refunded: true, kitName: 'Starter Set' });
    expect(items[0]!.error).not.toBe('');
    expect(items[2]).toMatchObject({ usedVoucher: true, price: 0 });
    // the delivered commands reached the demo RCON server
    expect(rcon.commands.some((c) => c.startsWith('GiveItemToPlayer'))).toBe(true);
    const [rick] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Raptor Rick')));
    expect(rick!.kitVouchers).toHaveLength(1);
    expect(rick!.kitVouchers[0]!.count).toBe(2);
    expect(await seedDemoPurchases(t.ctx)).toBe(0);
  });
});
