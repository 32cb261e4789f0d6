import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { kits, players, servers } from '../../db/schema';
import { buyKit } from '../shop';
import { runDeliveryQueue } from '../shop/delivery/queue';
import { DEMO_GUILD_ID, demoPersonas } from './personas';

/** A whole demo app (demo seed, demo game server, demo routes), as `npm run dev` without Discord runs it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: 'true' });
});
afterAll(async () => t?.close());

const presence = (online?: unknown) =>
  t.call(
    'player',
    online === undefined
      ? { method: 'GET', url: '/api/demo/online' }
      : { method: 'PUT', url: '/api/demo/online', payload: { online } },
  );
const playerNamed = async (name: string) =>
  (
    await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.name, name)))
  )[0]!;

describe('the portal asks for demo presence only when the switch addresses the caller', () => {
  it('portal me says demoPresence for the demo player only, exactly when GET /api/demo/online answers', async () => {
    for (const persona of ['player', 'viewer', 'stranger'] as const) {
      const me = await t.call(persona, { method: 'GET', url: `/api/portal/${DEMO_GUILD_ID}/me` });
      expect(me.statusCode, me.body).toBe(200);
      const own = await t.call(persona, { method: 'GET', url: '/api/demo/online' });
      expect(me.json().demoPresence, persona).toBe(persona === 'player');
      expect(own.statusCode, persona).toBe(me.json().demoPresence ? 200 : 404);
    }
  });

  it('is false outside demo mode (where /api/demo/online does not exist), even for the demo guild and player', async () => {
    const real = await createTestApp();
    try {
      const me = await real.call('player', { method: 'GET', url: `/api/portal/${DEMO_GUILD_ID}/me` });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().player.eosId).not.toBe('');
      expect(me.json().demoPresence).toBe(false);
      expect((await real.call('player', { method: 'GET', url: '/api/demo/online' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe("demo: the demo player's own presence switch (player portal)", () => {
  it('starts online; needs a login; refuses a body that is not a boolean', async () => {
    const me = await playerNamed(demoPersonas.player.username);
    expect((await presence()).json()).toEqual({ playerId: me.id, online: true });
    const anon = await t.call('anonymous', { method: 'GET', url: '/api/demo/online' });
    expect(anon.statusCode).toBe(401);
    expect((await presence('no')).statusCode).toBe(400);
    expect((await presence()).json()).toMatchObject({ online: true });
  });

  it('a person without a player in the demo guild gets 404', async () => {
    const res = await t.call('stranger', {
      method: 'PUT',
      url: '/api/demo/online',
      payload: { online: false },
    });
    expect(res.statusCode).toBe(404);
  });

  it('offline: a kit that needs the buyer waits for them; back online: the queue delivers it', async () => {
    expect((await presence(false)).json()).toMatchObject({ online: false });
    expect((await presence()).json()).toMatchObject({ online: false });
    const [bot] = [t.botId];
    const [me] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, bot), eq(players.discordId, demoPersonas.player.discordId)));
    const [kit] = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, bot), eq(kits.name, 'Starter Set')));
    const [island] = await t.ctx.db
      .select()
      .from(servers)
      .where(and(eq(servers.botId, bot), eq(servers.name, 'The Island')));
    // past the engine's 5 s online-list cache of the seeded purchases
    const realNow = t.ctx.now;
    t.ctx.now = () => new Date(realNow().getTime() + 10_000);
    try {
      const bought = await buyKit(t.ctx, {
        botId: bot,
        playerId: me!.id,
        kitId: kit!.id,
        serverId: island!.id,
        source: 'portal',
        actor: 'Shop',
      });
      expect(bought.status).toBe('waiting');
      expect(bought.waitingReason).toBe('Waiting for you to join The Island.');
      expect(bought.commands.every((c) => c.status === 'pending')).toBe(true);

      expect((await presence(true)).json()).toMatchObject({ online: true });
      t.ctx.now = () => new Date(realNow().getTime() + 60_000);
      await runDeliveryQueue(t.ctx);
      const res = await t.call('owner', {
        method: 'GET',
        url: `/api/purchase/list/${bot}?playerId=${me!.id}`,
      });
      const mine = (
        res.json().items as { id: number; status: string; commands: { status: string }[] }[]
      ).find((p) => p.id === bought.id);
      expect(mine?.status).toBe('delivered');
      expect(mine?.commands.every((c) => c.status === 'ok')).toBe(true);
    } finally {
      t.ctx.now = realNow;
    }
  });
});

describe('demo: the staff switch any player of an instance they may edit players of', () => {
  const switchOf = (
    persona: 'owner' | 'manager' | 'viewer' | 'stranger' | 'player',
    playerId: number,
    online: boolean,
  ) => t.call(persona, { method: 'PUT', url: '/api/demo/online', payload: { playerId, online } });
  const readOf = (persona: 'owner' | 'viewer' | 'stranger' | 'player', playerId: number) =>
    t.call(persona, { method: 'GET', url: `/api/demo/online?playerId=${playerId}` });

  it('owner and manager switch; the viewer only reads; a stranger and another player get 403', async () => {
    const dodo = await playerNamed('Dodo Whisperer');
    expect((await switchOf('owner', dodo.id, false)).json()).toEqual({ playerId: dodo.id, online: false });
    expect((await readOf('viewer', dodo.id)).json()).toEqual({ playerId: dodo.id, online: false });
    expect((await switchOf('manager', dodo.id, true)).json()).toEqual({ playerId: dodo.id, online: true });
    expect((await switchOf('viewer', dodo.id, false)).statusCode).toBe(403);
    expect((await switchOf('stranger', dodo.id, false)).statusCode).toBe(403);
    expect((await readOf('stranger', dodo.id)).statusCode).toBe(403);
    expect((await switchOf('player', dodo.id, false)).statusCode).toBe(403);
    expect((await readOf('owner', dodo.id)).json()).toEqual({ playerId: dodo.id, online: true });
  });

  it('the player may name themself; a missing player is 404', async () => {
    const me = await playerNamed(demoPersonas.player.username);
    expect((await switchOf('player', me.id, true)).json()).toEqual({ playerId: me.id, online: true });
    expect((await switchOf('owner', 999_999, true)).statusCode).toBe(404);
  });
});

describe('outside demo mode', () => {
  it('the route does not exist', async () => {
    const other = await createTestApp();
    try {
      const res = await other.call('player', { method: 'GET', url: '/api/demo/online' });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  }, 120_000);
});
