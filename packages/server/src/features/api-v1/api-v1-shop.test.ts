import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, kits, players, servers } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { buyKit, redeemVoucher } from '../shop';
import { createApiWorld, type ApiWorld } from './test-fixtures';

let w: ApiWorld;
let rcon: FakeRconServer;
beforeAll(async () => {
  w = await createApiWorld();
});
afterAll(async () => {
  await w?.close();
  await rcon?.close();
});

describe('vouchers', () => {
  const vouchersOf = async (playerId: number) =>
    (await w.t.ctx.db.select().from(players).where(eq(players.id, playerId)))[0]!.kitVouchers;

  it('grants and removes vouchers of an own kit (never below 0)', async () => {
    const p = await w.playerByName(w.t.botId, 'Wyvern Queen');
    const [kit] = await w.t.ctx.db.select().from(kits).where(eq(kits.botId, w.t.botId)).limit(1);
    const url = `/api/v1/players/${p.discordId}/vouchers`;
    const add = await w.api(w.key, { method: 'POST', url, payload: { kitId: kit!.id, count: 3 } });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({ playerId: p.id, kitVouchers: [{ kitId: kit!.id, count: 3 }] });
    const less = await w.api(w.key, { method: 'POST', url, payload: { kitId: kit!.id, count: -1 } });
    expect(less.json().kitVouchers).toEqual([{ kitId: kit!.id, count: 2 }]);
    expect(await vouchersOf(p.id)).toEqual([{ kitId: kit!.id, count: 2 }]);
    const none = await w.api(w.key, { method: 'POST', url, payload: { kitId: kit!.id, count: -50 } });
    expect(none.statusCode).toBe(200);
    expect(none.json().kitVouchers).toEqual([]);
    expect(await vouchersOf(p.id)).toEqual([]);
  });

  it("refuses another instance's kit or player (404) and bad bodies (400), changing nothing", async () => {
    const p = await w.playerByName(w.t.botId, 'Wyvern Queen');
    const [kit] = await w.t.ctx.db.select().from(kits).where(eq(kits.botId, w.t.botId)).limit(1);
    const foreignKit = await w.api(w.key, {
      method: 'POST',
      url: `/api/v1/players/${p.id}/vouchers`,
      payload: { kitId: w.other.kitId, count: 1 },
    });
    expect(foreignKit.statusCode).toBe(404);
    expect(foreignKit.json().message).toBe('Kit not found');
    const foreignPlayer = await w.api(w.key, {
      method: 'POST',
      url: `/api/v1/players/${w.other.playerId}/vouchers`,
      payload: { kitId: kit!.id, count: 1 },
    });
    expect(foreignPlayer.statusCode).toBe(404);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kitId: kit!.id, count: 0 }, 'count', 'Count must not be 0'],
      [{ kitId: kit!.id, count: 1.5 }, 'count', 'Count must be a whole number'],
      [{ kitId: kit!.id, count: 1001 }, 'count', 'Count must be between -1000 and 1000'],
      [{ count: 1 }, 'kitId', 'kitId must be a kit id'],
      [{ kitId: 'x', count: 1 }, 'kitId', 'kitId must be a kit id'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.api(w.key, { method: 'POST', url: `/api/v1/players/${p.id}/vouchers`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await vouchersOf(p.id)).toEqual([]);
    const [o] = await w.t.ctx.db.select().from(players).where(eq(players.id, w.other.playerId));
    expect(o!.kitVouchers).toEqual([]);
  });
});

describe('purchases', () => {
  it('lists the instance purchases newest first, filtered by player and status', async () => {
    rcon = await startFakeRcon({ password: 'api-v1-pass' });
    const pw = (v: string) => w.t.ctx.secrets.encrypt(v);
    const [good, bad] = await w.t.ctx.db
      .insert(servers)
      .values([
        {
          botId: w.t.botId,
          name: 'API Good',
          ip: rcon.host,
          rconPort: rcon.port,
          rconPassword: pw('api-v1-pass'),
        },
        {
          botId: w.t.botId,
          name: 'API Bad',
          ip: rcon.host,
          rconPort: rcon.port,
          rconPassword: pw('wrong-pass'),
        },
      ])
      .returning();
    const [kit] = await w.t.ctx.db
      .insert(kits)
      .values({
        botId: w.t.botId,
        name: 'API Kit',
        description: 'd',
        price: 10,
        itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'GiveItem {eos_id} 1' }] }],
      })
      .returning();
    const tek = await w.playerByName(w.t.botId, 'Tek Titan');
    const rick = await w.playerByName(w.t.botId, 'Raptor Rick');
    rcon.options.players = [tek, rick].map((p) => ({ name: p.name, eosId: p.eosId }));
    const order = { botId: w.t.botId, kitId: kit!.id, source: 'api' as const, actor: 'api' };
    // a voucher granted through the API, then redeemed: delivered over RCON
    await w.api(w.key, {
      method: 'POST',
      url: `/api/v1/players/${tek.id}/vouchers`,
      payload: { kitId: kit!.id, count: 1 },
    });
    const redeemed = await redeemVoucher(w.t.ctx, { ...order, playerId: tek.id, serverId: good!.id });
    expect(redeemed.status).toBe('delivered');
    expect(rcon.commands).toContain(`GiveItem ${tek.eosId} 1`);
    // the wrong password: the purchase waits for the server
    const failed = await buyKit(w.t.ctx, { ...order, playerId: rick.id, serverId: bad!.id });
    expect(failed.status).toBe('waiting');

    const all = await w.api(w.key, { method: 'GET', url: '/api/v1/purchases' });
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json();
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items.slice(0, 2).map((i: { id: number }) => i.id)).toEqual([failed.id, redeemed.id]);
    expect(list.items[1]).toMatchObject({
      usedVoucher: true,
      price: 0,
      kitName: 'API Kit',
      status: 'delivered',
    });
    expect(list.items.every((i: { botId: number }) => i.botId === w.t.botId)).toBe(true);

    const byStatus = (await w.api(w.key, { method: 'GET', url: '/api/v1/purchases?status=waiting' })).json();
    expect(byStatus.items[0].id).toBe(failed.id);
    expect(byStatus.items.every((i: { status: string }) => i.status === 'waiting')).toBe(true);
    const byPlayer = (
      await w.api(w.key, { method: 'GET', url: `/api/v1/purchases?playerId=${tek.id}&status=delivered` })
    ).json();
    expect(byPlayer.items[0].id).toBe(redeemed.id);
    expect(byPlayer.items.every((i: { playerId: number }) => i.playerId === tek.id)).toBe(true);
    const paged = (await w.api(w.key, { method: 'GET', url: '/api/v1/purchases?page=2&pageSize=1' })).json();
    expect(paged).toMatchObject({ total: list.total, page: 2, pageSize: 1 });
    expect(paged.items.map((i: { id: number }) => i.id)).toEqual([redeemed.id]);

    // another instance sees none of them and cannot filter by this instance's player
    expect((await w.api(w.other.key, { method: 'GET', url: '/api/v1/purchases' })).json().total).toBe(0);
    const foreign = await w.api(w.other.key, { method: 'GET', url: `/api/v1/purchases?playerId=${tek.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('rejects bad list parameters with 400', async () => {
    for (const q of ['status=lost', 'pageSize=101', 'page=0', 'playerId=abc']) {
      const res = await w.api(w.key, { method: 'GET', url: `/api/v1/purchases?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().fields).length, q).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/v1/purchases', () => {
  it('buys a kit for a player by Discord ID; the same Idempotency-Key never charges twice', async () => {
    const game = await startFakeRcon({ password: 'buy-pass' });
    try {
      const [srv] = await w.t.ctx.db
        .insert(servers)
        .values({
          botId: w.t.botId,
          name: 'API Buy',
          ip: game.host,
          rconPort: game.port,
          rconPassword: w.t.ctx.secrets.encrypt('buy-pass'),
        })
        .returning();
      const kitRow = {
        botId: w.t.botId,
        name: 'API Buy Kit',
        description: 'd',
        price: 25,
        itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'ApiGive {eos_id}' }] }],
      };
      const [kit] = await w.t.ctx.db.insert(kits).values(kitRow).returning();
      const argy = await w.playerByName(w.t.botId, 'Argy Ace');
      game.options.players = [{ name: argy.name, eosId: argy.eosId }];
      const buy = (key: string | undefined, payload: Record<string, unknown> = {}) =>
        w.api(w.key, {
          method: 'POST',
          url: '/api/v1/purchases',
          headers: key === undefined ? {} : { 'idempotency-key': key },
          payload: { discordId: argy.discordId, kitId: kit!.id, serverId: srv!.id, ...payload },
        });
      const before = argy.credits;
      const gives = () => game.commands.filter((c) => c.startsWith('ApiGive'));

      // bad input: 400 with a message, nothing charged
      expect((await buy(undefined)).statusCode).toBe(400);
      expect((await buy('has space')).json().message).toBe(
        'The Idempotency-Key header must be 1 to 200 visible characters.',
      );
      expect((await buy('k-bad', { kitId: 'x' })).statusCode).toBe(400);
      expect((await buy('k-404', { discordId: '399999999999999999' })).statusCode).toBe(404);

      // the same key three times (two at once): one purchase, one charge, one delivery
      const [a, b] = await Promise.all([buy('order-1'), buy('order-1')]);
      const c = await buy('order-1');
      for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200);
      expect(new Set([a, b, c].map((r) => r.json().id)).size).toBe(1);
      expect(c.json()).toMatchObject({
        status: 'delivered',
        source: 'api',
        price: 25,
        kitName: 'API Buy Kit',
      });
      expect(c.headers['idempotent-replayed']).toBe('true');
      expect(gives()).toHaveLength(1);
      expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(before - 25);

      // the same key with another order (another kit): 422 with a clear message, nothing charged or sent
      const [other] = await w.t.ctx.db
        .insert(kits)
        .values({ ...kitRow, name: 'API Other Kit', price: 5 })
        .returning();
      const changed = await buy('order-1', { kitId: other!.id });
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toMatchObject({
        message:
          'This Idempotency-Key was already used for a different order (another player, kit, server or item ' +
          'group). Nothing was charged; use a new key for a new order.',
      });
      // two calls at once with one new key and different bodies: one purchase, the other refused
      const [x, y] = await Promise.all([buy('order-race'), buy('order-race', { kitId: other!.id })]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
      expect(gives()).toHaveLength(2);
      const charged = x.statusCode === 200 ? 25 : 5;
      expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(before - 25 - charged);
      const spent = 25 + charged;

      // another key is another purchase; an offline player waits
      game.options.players = [];
      w.t.ctx.now = () => new Date(Date.now() + 10_000); // past the online cache
      const d = await buy('order-2');
      expect(d.json()).toMatchObject({
        status: 'waiting',
        waitingReason: 'Waiting for you to join API Buy.',
      });
      expect((await w.playerByName(w.t.botId, 'Argy Ace')).credits).toBe(before - spent - 25);

      // after 24 hours the key is free again
      w.t.ctx.now = () => new Date(Date.now() + 25 * 3_600_000);
      game.options.players = [{ name: argy.name, eosId: argy.eosId }];
      const e = await buy('order-1');
      expect(e.json().id).not.toBe(a.json().id);
      expect(e.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      w.t.ctx.now = () => new Date();
      await game.close();
    }
  });
});

describe('a real-format EOS id (32 hex digits)', () => {
  it('registers in any case, is stored lower case, matches ListPlayers in any case and fills {eos_id}', async () => {
    const typed = '0002A1b2C3d4E5f60718293A4b5C6d7E';
    const eosId = typed.toLowerCase();
    const registered = await w.t.call('owner', {
      method: 'POST',
      url: '/api/player',
      payload: {
        player: {
          botId: w.t.botId,
          name: 'Hex Hunter',
          discordId: '400000000000077001',
          discordName: 'hex_hunter',
          eosId: ` ${typed} `,
        },
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().eosId).toBe(eosId);
    const stored = await w.playerByName(w.t.botId, 'Hex Hunter');
    expect(stored.eosId).toBe(eosId);
    await w.t.ctx.db.update(players).set({ credits: 100 }).where(eq(players.id, stored.id));

    const game = await startFakeRcon({ password: 'hex-pass' });
    try {
      const [srv] = await w.t.ctx.db
        .insert(servers)
        .values({
          botId: w.t.botId,
          name: 'Hex Island',
          ip: game.host,
          rconPort: game.port,
          rconPassword: w.t.ctx.secrets.encrypt('hex-pass'),
        })
        .returning();
      const [kit] = await w.t.ctx.db
        .insert(kits)
        .values({
          botId: w.t.botId,
          name: 'Hex Kit',
          description: 'd',
          price: 10,
          itemGroups: [
            {
              index: 0,
              name: 'Main',
              items: [{ index: 0, command: 'GiveItemToPlayer {eos_id} Stone 1 0 0' }],
            },
          ],
        })
        .returning();
      // the game server prints the id in upper case: the online check still finds the player
      game.options.players = [{ name: 'Hex Hunter', eosId: typed.toUpperCase() }];
      const bought = await w.api(w.key, {
        method: 'POST',
        url: '/api/v1/purchases',
        headers: { 'idempotency-key': 'hex-eos-id-0001' },
        payload: { discordId: stored.discordId, kitId: kit!.id, serverId: srv!.id },
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json().status).toBe('delivered');
      expect(game.commands.filter((c) => c !== 'ListPlayers')).toEqual([
        `GiveItemToPlayer ${eosId} Stone 1 0 0`,
      ]);
      // the search finds the player by the id typed in any case
      const found = await w.api(w.key, {
        method: 'GET',
        url: `/api/v1/players?search=${typed.toUpperCase()}`,
      });
      expect(found.json().items.map((p: { name: string }) => p.name)).toEqual(['Hex Hunter']);
    } finally {
      await game.close();
    }
  });
});

describe('shop refusals through the key API', () => {
  it("answer the shop rule's code next to {error, message}, as the OpenAPI document says", async () => {
    const argy = await w.playerByName(w.t.botId, 'Argy Ace');
    const [srv] = await w.t.ctx.db.select().from(servers).where(eq(servers.botId, w.t.botId)).limit(1);
    const [dear, steamOnly] = await w.t.ctx.db
      .insert(kits)
      .values(
        [
          ['Too Dear', 10_000_000, 'GiveItem {eos_id} 1'],
          ['Steam Kit', 1, 'GiveItem {steam_id} 1'],
        ].map(([name, price, command]) => ({
          botId: w.t.botId,
          name: name as string,
          description: 'd',
          price: price as number,
          itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: command as string }] }],
        })),
      )
      .returning();
    await w.t.ctx.db.update(players).set({ steamId: '' }).where(eq(players.id, argy.id));
    // a German instance: the bot and the game get its refusals in German, the API answers English, always
    await w.t.ctx.db.update(botInstances).set({ language: 'de' }).where(eq(botInstances.id, w.t.botId));
    w.t.ctx.cache.invalidate('instance', w.t.botId);
    const buy = (kitId: number, key: string) =>
      w.api(w.key, {
        method: 'POST',
        url: '/api/v1/purchases',
        headers: { 'idempotency-key': key },
        payload: { discordId: argy.discordId, kitId, serverId: srv!.id },
      });
    const poor = await buy(dear!.id, 'code-1');
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({
      error: 'Conflict',
      message: expect.stringContaining('costs 10000000 credits'),
      code: 'not_enough_credits',
    });
    const noSteam = await buy(steamOnly!.id, 'code-2');
    expect(noSteam.statusCode).toBe(400);
    expect(noSteam.json()).toMatchObject({
      error: 'Bad Request',
      message: 'This kit needs your Steam ID. Ask an admin to add it to your player profile.',
      code: 'missing_steam_id',
    });
    const gone = await buy(99_999_999, 'code-3');
    await w.t.ctx.db.update(botInstances).set({ language: '' }).where(eq(botInstances.id, w.t.botId));
    w.t.ctx.cache.invalidate('instance', w.t.botId);
    expect(gone.json()).toMatchObject({ error: 'Not Found', message: 'Kit not found', code: 'not_found' });

    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.ApiError.properties.code.enum).toContain('not_enough_credits');
    expect(doc.paths['/api/v1/purchases'].post.responses['4XX']).toEqual({
      $ref: '#/components/responses/Error',
    });
    expect(doc.components.responses.Error.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });
});
