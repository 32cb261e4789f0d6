import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { players, servers } from '../../db/schema';
import { seedDemoPurchases } from './purchases';
import { DEMO_RCON_PASSWORD, setDemoPlayerOnline, startDemoRcon } from './rcon';
import { DEMO_PLAYER_EOS_ID } from './portal-player';

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
  it('seeds delivered, failed, unknown and waiting purchases through the engine, once', async () => {
    const [rexBefore] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Rex Rider')));
    expect(await seedDemoPurchases(t.ctx)).toBe(7);
    const res = await t.call('owner', { method: 'GET', url: `/api/purchase/list/${t.botId}` });
    const items = res.json().items as Record<string, unknown>[];
    expect(items.map((p) => [p.playerName, p.status, p.serverName])).toEqual([
      ['Wyvern Queen', 'waiting', 'The Center'],
      ['Tek Titan', 'unknown', 'Scorched Earth'],
      ['Argy Ace', 'delivered', 'Scorched Earth'],
      ['Rex Rider', 'failed', 'The Island'],
      ['Raptor Rick', 'delivered', 'The Island'],
      ['Tek Titan', 'delivered', 'Scorched Earth'],
      ['Dodo Whisperer', 'delivered', 'The Island'],
    ]);
    expect(items[0]).toMatchObject({ refunded: false, kitName: 'Starter Set' });
    expect(items[0]!.waitingReason).toMatch(/^Waiting for The Center to come back/);
    expect(items[4]).toMatchObject({ usedVoucher: true, price: 0 });
    // the game refused Rex's order: failed and refunded, Retry offered; Tek's answer never came: unknown
    expect(items[3]).toMatchObject({
      status: 'failed',
      refunded: true,
      error: expect.stringMatching(/Permission denied/),
    });
    const [rexAfter] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Rex Rider')));
    expect(rexAfter!.credits).toBe(rexBefore!.credits);
    expect(items[1]).toMatchObject({ status: 'unknown', refunded: false });
    expect((items[1]!.commands as { status: string }[]).map((c) => c.status)[0]).toBe('unknown');
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

  it('lists the demo players as online; the demo toggle takes one off and a purchase waits for them', async () => {
    const { parseListPlayers } = await import('../../integrations/rcon/list-players');
    const online = async () =>
      parseListPlayers(
        (
          await t.ctx.rcon.execute(
            { host: rcon.host, port: rcon.port, password: DEMO_RCON_PASSWORD },
            'ListPlayers',
          )
        ).message,
      );
    const [dodo] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, 'Dodo Whisperer')));
    expect((await online()).map((p) => p.eosId)).toContain(dodo!.eosId);
    expect((await online()).map((p) => p.eosId)).toContain(DEMO_PLAYER_EOS_ID);
    const toggle = (online: boolean) =>
      t.call('owner', { method: 'PUT', url: '/api/demo/online', payload: { playerId: dodo!.id, online } });
    // not in demo mode: the route is not there
    expect((await toggle(false)).statusCode).toBe(404);
    expect(await setDemoPlayerOnline(t.ctx, dodo!.eosId, false)).toBe(true);
    expect((await online()).map((p) => p.eosId)).not.toContain(dodo!.eosId);
    expect(await setDemoPlayerOnline(t.ctx, dodo!.eosId, true)).toBe(true);
    expect((await online()).map((p) => p.eosId)).toContain(dodo!.eosId);
  });

  it('does not re-point servers users added on 127.0.0.1 when demo mode starts again', async () => {
    const [mine] = await t.ctx.db
      .insert(servers)
      .values({ botId: t.botId, name: 'My Local', ip: '127.0.0.1', rconPort: 27999 })
      .returning();
    await rcon.close();
    rcon = await startDemoRcon(t.ctx);
    const rows = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId));
    expect(rows.find((s) => s.id === mine!.id)!.rconPort).toBe(27999);
    expect(rows.find((s) => s.name === 'The Island')!.rconPort).toBe(rcon.port);
  });
});
