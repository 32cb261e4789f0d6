import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, players, servers } from '../../db/schema';
import { rconOnce } from '../../integrations/rcon/client';
import { parseListPlayers } from '../../integrations/rcon/list-players';
import { runDeliveryQueue } from '../shop/queue';
import { buyKit } from '../shop/engine';
import { DEMO_PLAYER_EOS_ID } from './portal-player';
import { DEMO_RCON_PASSWORD, startDemoRcon } from './rcon';

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

/** ListPlayers over real RCON, as the engine asks it. */
async function listPlayers() {
  const r = await rconOnce(
    { host: '127.0.0.1', port: rcon.port, password: DEMO_RCON_PASSWORD },
    'ListPlayers',
  );
  return parseListPlayers(r.message);
}
const put = (persona: 'player' | 'anonymous', online: unknown) =>
  t.call(persona, { method: 'PUT', url: '/api/demo/player-online', payload: { online } });

describe('demo: the demo player online / offline', () => {
  it('the demo game server lists the demo guild players, the demo player among them', async () => {
    const list = await listPlayers();
    expect(list.map((p) => p.eosId)).toContain(DEMO_PLAYER_EOS_ID);
    expect(list.map((p) => p.name)).toContain('Dodo Whisperer');
    const res = await t.call('player', { method: 'GET', url: '/api/demo/player-online' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ online: true });
  });

  it('offline: a must-be-online kit waits for the demo player; online again: the queue delivers it once', async () => {
    expect((await put('anonymous', false)).statusCode).toBe(401);
    expect((await put('player', 'no')).statusCode).toBe(400);
    const off = await put('player', false);
    expect(off.json()).toEqual({ online: false });
    expect((await listPlayers()).map((p) => p.eosId)).not.toContain(DEMO_PLAYER_EOS_ID);
    expect((await listPlayers()).map((p) => p.name)).toContain('Dodo Whisperer');

    const [me] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.eosId, DEMO_PLAYER_EOS_ID)));
    const [kit] = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, t.botId), eq(kits.name, 'Starter Set')));
    const [island] = await t.ctx.db
      .select()
      .from(servers)
      .where(and(eq(servers.botId, t.botId), eq(servers.name, 'The Island')));
    expect(kit!.mustBeOnline).toBe(true);
    const bought = await buyKit(t.ctx, {
      botId: t.botId,
      playerId: me!.id,
      kitId: kit!.id,
      serverId: island!.id,
      source: 'portal',
      actor: 'Shop',
    });
    expect(bought.status).toBe('waiting');
    expect(bought.waitingReason).toBe('Waiting for you to join The Island.');
    const sentBefore = rcon.commands.filter((c) => c.includes(DEMO_PLAYER_EOS_ID)).length;
    expect(sentBefore).toBe(0);

    expect((await put('player', true)).json()).toEqual({ online: true });
    // the queue tries again once the purchase is due (30 s after "offline") and the online cache expired
    const realNow = t.ctx.now;
    t.ctx.now = () => new Date(realNow().getTime() + 60_000);
    try {
      await runDeliveryQueue(t.ctx);
    } finally {
      t.ctx.now = realNow;
    }
    const res = await t.call('owner', {
      method: 'GET',
      url: `/api/purchase/list/${t.botId}?status=delivered`,
    });
    const done = (res.json().items as { id: number; commands: { status: string }[] }[]).find(
      (p) => p.id === bought.id,
    );
    expect(done?.commands.every((c) => c.status === 'ok')).toBe(true);
    const sent = rcon.commands.filter((c) => c.includes(DEMO_PLAYER_EOS_ID));
    expect(sent.length).toBe(bought.commands.length);
  });
});

describe('outside demo mode', () => {
  it('answers 404', async () => {
    const other = await createTestApp();
    try {
      const res = await other.call('player', { method: 'GET', url: '/api/demo/player-online' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This server does not run in demo mode.');
    } finally {
      await other.close();
    }
  });
});
