import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, servers } from '../../../db/schema';
import { demoPersonas } from '../../demo/personas';
import { buyKit, redeemVoucher } from '..';
import { createShopWorld, EOS, RCON_PASSWORD, type ShopWorld } from '../fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
  await w.t.ctx.db
    .update(botInstances)
    .set({
      managers: [
        { discordId: demoPersonas.viewer.discordId, permissions: ['Players_View'] },
        { discordId: demoPersonas.manager.discordId, permissions: ['Players_Edit'] },
      ],
    })
    .where(eq(botInstances.id, w.botId));
});
afterAll(async () => w?.close());

const retry = (persona: 'owner' | 'manager' | 'viewer', purchaseId: number) =>
  w.t.call(persona, { method: 'POST', url: '/api/purchase/retry', payload: { purchaseId } });
const voucher = (persona: 'owner' | 'manager' | 'viewer', payload: Record<string, unknown>) =>
  w.t.call(persona, { method: 'PUT', url: '/api/player/voucher', payload });

/** The second fake answers every command with an error (the buyer is online there). */
function breakServer() {
  w.rconOther.options.password = RCON_PASSWORD;
  w.rconOther.options.players = [{ name: 'x', eosId: EOS }];
  w.rconOther.options.failAll = 'Permission denied';
}
const fixServer = () => {
  w.rconOther.options.failAll = undefined;
};

/** A server of the world instance behind the second fake, which refuses every command at first. */
async function brokenServer() {
  breakServer();
  const [s] = await w.t.ctx.db
    .insert(servers)
    .values({
      botId: w.botId,
      name: 'Fixable',
      ip: w.rconOther.host,
      rconPort: w.rconOther.port,
      rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  return s!;
}

describe('POST /api/purchase/retry', () => {
  it('delivers a failed purchase once the server password is fixed, charging the refunded credits again', async () => {
    const server = await brokenServer();
    const kit = await w.addKit({
      price: 120,
      itemGroups: [
        {
          index: 0,
          name: 'Main',
          items: [
            { index: 0, command: 'GiveItem {eos_id} fixable' },
            { index: 1, command: 'ServerChat {player_name} got it' },
          ],
        },
      ],
    });
    const player = await w.addPlayer({ name: 'Retry Rita', credits: 500 });
    const failed = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: player.id,
      kitId: kit.id,
      serverId: server.id,
      source: 'dashboard',
      actor: 'test',
    });
    expect(failed).toMatchObject({ status: 'failed', refunded: true });
    expect((await w.player(player.id)).credits).toBe(500);
    const sent = w.rconOther.commands.length;

    // the owner fixes the game server: it now runs the commands
    fixServer();
    const res = await retry('manager', failed.id);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ id: failed.id, status: 'delivered', refunded: false, error: '' });
    expect(done.results).toEqual([
      { command: `GiveItem ${EOS} fixable`, ok: true, response: expect.any(String) },
      { command: 'ServerChat Retry Rita got it', ok: true, response: expect.any(String) },
    ]);
    expect(done.deliveredAt).not.toBeNull();
    expect(w.rconOther.commands.slice(sent).filter((c) => c !== 'ListPlayers')).toEqual([
      `GiveItem ${EOS} fixable`,
      'ServerChat Retry Rita got it',
    ]);
    expect((await w.player(player.id)).credits).toBe(380);
    const history = await w.history(player.id);
    expect(history.map((h) => h.amount)).toEqual([-120, 120, -120]);
    // the list shows the delivered state
    const listed = (
      await w.t.call('viewer', { method: 'GET', url: `/api/purchase/list/${w.botId}?playerId=${player.id}` })
    ).json();
    expect(listed).toMatchObject({ total: 1, items: [{ id: failed.id, status: 'delivered' }] });

    // a delivered purchase cannot be retried: 409, nothing sent or charged
    const again = await retry('owner', failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only failed or expired purchases can be retried.');
    expect(w.rconOther.commands.slice(sent).filter((c) => c !== 'ListPlayers')).toHaveLength(2);
    expect((await w.player(player.id)).credits).toBe(380);
  });

  it('answers a purchase that fails again as failed and refunded', async () => {
    const server = await brokenServer();
    const kit = await w.addKit({ price: 40 });
    const player = await w.addPlayer({ credits: 100 });
    const order = {
      botId: w.botId,
      playerId: player.id,
      kitId: kit.id,
      serverId: server.id,
      source: 'dashboard' as const,
      actor: 'test',
    };
    const failed = await buyKit(w.t.ctx, order);
    expect(failed.status).toBe('failed');
    const res = await retry('owner', failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', refunded: true });
    expect(res.json().error).not.toBe('');
    expect((await w.player(player.id)).credits).toBe(100);
  });

  it('gives the voucher of a failed redemption back and takes it again on retry', async () => {
    const server = await brokenServer();
    const kit = await w.addKit({ price: 70 });
    const player = await w.addPlayer({ credits: 0, kitVouchers: [{ kitId: kit.id, count: 1 }] });
    const failed = await redeemVoucher(w.t.ctx, {
      botId: w.botId,
      playerId: player.id,
      kitId: kit.id,
      serverId: server.id,
      source: 'dashboard',
      actor: 'test',
    });
    expect(failed).toMatchObject({ status: 'failed', usedVoucher: true, price: 0 });
    expect((await w.player(player.id)).kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
    fixServer();
    const res = await retry('owner', failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered' });
    expect((await w.player(player.id)).kitVouchers).toEqual([]);
  });
});

describe('owner actions: buy-limit override, unknown deliveries, limit resets', () => {
  it('a retry counts against the buy limit unless the owner overrides it', async () => {
    const server = await brokenServer();
    const kit = await w.addKit({ price: 10, useBuyLimit: true, maxBuys: 1, resetAt: 'never' });
    const player = await w.addPlayer({ credits: 100 });
    const order = {
      botId: w.botId,
      playerId: player.id,
      kitId: kit.id,
      source: 'dashboard' as const,
      actor: 't',
    };
    const failed = await buyKit(w.t.ctx, { ...order, serverId: server.id });
    expect(failed.status).toBe('failed');
    fixServer();
    expect((await buyKit(w.t.ctx, { ...order, serverId: w.servers.island })).status).toBe('delivered');
    const refused = await retry('owner', failed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/reached the limit/);
    expect((await w.player(player.id)).credits).toBe(90);
    const forced = await w.t.call('owner', {
      method: 'POST',
      url: '/api/purchase/retry',
      payload: { purchaseId: failed.id, ignoreBuyLimit: true },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().status).toBe('delivered');
    expect((await w.player(player.id)).credits).toBe(80);
  });

  it('resolves an unknown purchase once (Players_Edit), and resets buy limits with an audit row', async () => {
    const kit = await w.addKit({ price: 10, useBuyLimit: true, maxBuys: 1, resetAt: 'never' });
    const kit2 = await w.addKit({ price: 10, useBuyLimit: true, maxBuys: 1, resetAt: 'never' });
    const player = await w.addPlayer({ credits: 100 });
    const order = { botId: w.botId, playerId: player.id, source: 'dashboard' as const, actor: 't' };
    const done = await buyKit(w.t.ctx, { ...order, kitId: kit.id, serverId: w.servers.island });
    await buyKit(w.t.ctx, { ...order, kitId: kit2.id, serverId: w.servers.island });
    // a purchase left unknown (a command may have run)
    const { purchases } = await import('../../../db/schema');
    await w.t.ctx.db.update(purchases).set({ status: 'unknown' }).where(eq(purchases.id, done.id));
    const resolve = (persona: 'owner' | 'viewer', action: string) =>
      w.t.call(persona, {
        method: 'POST',
        url: '/api/purchase/resolve',
        payload: { purchaseId: done.id, action },
      });
    expect((await resolve('viewer', 'refund')).statusCode).toBe(403);
    expect((await resolve('owner', 'explode')).statusCode).toBe(400);
    const res = await resolve('owner', 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', refunded: true });
    expect((await resolve('owner', 'refund')).statusCode).toBe(409);
    expect((await w.player(player.id)).credits).toBe(90);

    // kit2's limit is used up; the owner resets all of this player's limits
    const again = () => buyKit(w.t.ctx, { ...order, kitId: kit2.id, serverId: w.servers.island });
    await expect(again()).rejects.toMatchObject({ code: 'buy_limit' });
    const reset = (persona: 'owner' | 'viewer' | 'manager', payload: Record<string, unknown>) =>
      w.t.call(persona, { method: 'POST', url: '/api/player/buy-limits/reset', payload });
    expect((await reset('viewer', { playerId: player.id })).statusCode).toBe(403);
    expect((await reset('owner', { playerId: player.id, kitId: 999_999 })).statusCode).toBe(404);
    w.setClock(new Date(Date.now() + 1000).toISOString());
    const r = await reset('manager', { playerId: player.id });
    w.setClock(new Date(Date.now() + 2000).toISOString());
    try {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        playerId: player.id,
        kitId: null,
        actor: expect.stringContaining(''),
      });
      expect((await again()).status).toBe('delivered');
      await expect(again()).rejects.toMatchObject({ code: 'buy_limit' });
    } finally {
      w.setClock();
    }
  });
});

describe('PUT /api/player/voucher', () => {
  it('adds and removes vouchers by the difference, never below 0, answering the vouchers', async () => {
    const kit = await w.addKit();
    const kit2 = await w.addKit();
    const player = await w.addPlayer();
    const put = async (kitId: number, count: number) => {
      const res = await voucher('manager', { playerId: player.id, kitId, count });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await put(kit.id, 2)).toEqual([{ kitId: kit.id, count: 2 }]);
    expect(await put(kit2.id, 1)).toEqual([
      { kitId: kit.id, count: 2 },
      { kitId: kit2.id, count: 1 },
    ]);
    expect(await put(kit.id, -1)).toEqual([
      { kitId: kit.id, count: 1 },
      { kitId: kit2.id, count: 1 },
    ]);
    expect(await put(kit.id, -5)).toEqual([{ kitId: kit2.id, count: 1 }]);
    expect(await put(kit.id, -1)).toEqual([{ kitId: kit2.id, count: 1 }]);
    expect((await w.player(player.id)).kitVouchers).toEqual([{ kitId: kit2.id, count: 1 }]);
    // the player list shows them too
    const listed = (await w.t.call('viewer', { method: 'GET', url: `/api/player/list/${w.botId}` })).json();
    expect(listed.find((p: { id: number }) => p.id === player.id).kitVouchers).toEqual([
      { kitId: kit2.id, count: 1 },
    ]);
  });

  it('refuses viewers, foreign kits and players, and bad counts without writing', async () => {
    const kit = await w.addKit();
    const player = await w.addPlayer();
    const body = { playerId: player.id, kitId: kit.id, count: 1 };
    expect((await voucher('viewer', body)).statusCode).toBe(403);
    // a kit of the demo instance is not one of this instance's kits
    const demoKit = (await w.t.call('owner', { method: 'GET', url: `/api/kit/list/${w.t.botId}` })).json()[0];
    expect((await voucher('owner', { ...body, kitId: demoKit.id })).statusCode).toBe(404);
    expect((await voucher('owner', { ...body, kitId: 999_999 })).statusCode).toBe(404);
    expect((await voucher('owner', { ...body, playerId: 999_999 })).statusCode).toBe(404);
    for (const count of [1.5, '2', null, 2_000_000]) {
      const res = await voucher('owner', { ...body, count });
      expect(res.statusCode, String(count)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await voucher('owner', { playerId: player.id, kitId: kit.id })).statusCode).toBe(400);
    expect((await w.player(player.id)).kitVouchers).toEqual([]);
  });

  it('refuses a player of an instance the caller may not edit (403)', async () => {
    // the demo stranger has no rights on the demo instance
    const demoPlayer = (
      await w.t.call('owner', { method: 'GET', url: `/api/player/list/${w.t.botId}` })
    ).json()[0];
    const kit = await w.addKit();
    const res = await w.t.call('stranger', {
      method: 'PUT',
      url: '/api/player/voucher',
      payload: { playerId: demoPlayer.id, kitId: kit.id, count: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await w.t.call('owner', { method: 'GET', url: `/api/player/list/${w.t.botId}` })).json()[0]
        .kitVouchers,
    ).toEqual(demoPlayer.kitVouchers);
  });
});
