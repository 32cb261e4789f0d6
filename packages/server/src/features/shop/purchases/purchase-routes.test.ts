import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, kits, players, purchases, servers } from '../../../db/schema';
import { demoPersonas } from '../../demo/personas';
import { buyKit } from '..';
import { createShopWorld, EOS, RCON_PASSWORD, type ShopWorld } from '../fixtures';

let w: ShopWorld;
/** Purchases of the world instance: [delivered x3 by buyer, failed by buyer, delivered by other]. */
const ids = { delivered: [] as number[], failed: 0, other: 0, foreign: 0 };
let buyer = 0;
let otherBuyer = 0;
let foreignBot = 0;

const list = (persona: 'owner' | 'viewer' | 'manager' | 'stranger' | 'anonymous', botId: number, q = '') =>
  w.t.call(persona, { method: 'GET', url: `/api/purchase/list/${botId}${q}` });
const buy = (playerId: number, kitId: number, serverId: number, botId = w.botId) =>
  buyKit(w.t.ctx, { botId, playerId, kitId, serverId, source: 'dashboard', actor: 'test' });

beforeAll(async () => {
  w = await createShopWorld();
  // the demo viewer may view the world instance's players, the demo manager may edit them
  await w.t.ctx.db
    .update(botInstances)
    .set({
      managers: [
        { discordId: demoPersonas.viewer.discordId, permissions: ['Players_View'] },
        { discordId: demoPersonas.manager.discordId, permissions: ['Players_Edit'] },
      ],
    })
    .where(eq(botInstances.id, w.botId));
  const kit = await w.addKit({ price: 10 });
  buyer = (await w.addPlayer()).id;
  otherBuyer = (await w.addPlayer()).id;
  for (let i = 0; i < 3; i++) ids.delivered.push((await buy(buyer, kit.id, w.servers.island)).id);
  // the WrongPass server's game refuses the command: a failed, refunded purchase
  w.rconOther.options.password = RCON_PASSWORD;
  w.rconOther.options.players = [{ name: 'x', eosId: EOS }];
  w.rconOther.options.failAll = 'Permission denied';
  const failed = await buy(buyer, kit.id, w.servers.wrongPass);
  expect([failed.status, failed.waitingReason]).toEqual(['failed', '']);
  ids.failed = failed.id;
  ids.other = (await buy(otherBuyer, kit.id, w.servers.center)).id;
  // another instance, owned by the demo stranger, with its own failed purchase
  const { db, secrets } = w.t.ctx;
  const [bot] = await db
    .insert(botInstances)
    .values({
      guildId: `7${crypto.randomInt(1e9, 9e9)}`,
      ownerId: demoPersonas.stranger.discordId,
      isShopEnabled: true,
    })
    .returning();
  foreignBot = bot!.id;
  const [srv] = await db
    .insert(servers)
    .values({
      botId: foreignBot,
      name: 'Foreign',
      ip: w.rconOther.host,
      rconPort: w.rconOther.port,
      rconPassword: secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  const [fk] = await db
    .insert(kits)
    .values({
      botId: foreignBot,
      name: 'Foreign Kit',
      price: 5,
      mustBeOnline: false,
      itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'Foreign {player_name}' }] }],
    })
    .returning();
  const [fp] = await db
    .insert(players)
    .values({ botId: foreignBot, name: 'Foreigner', credits: 50 })
    .returning();
  const foreign = await buy(fp!.id, fk!.id, srv!.id, foreignBot);
  expect(foreign.status).toBe('failed');
  ids.foreign = foreign.id;
  w.rconOther.options.failAll = undefined;
  w.rconOther.options.password = 'another-password';
  w.rconOther.dropConnections();
});
afterAll(async () => w?.close());

describe('GET /api/purchase/list/{botId}', () => {
  it('lists the instance purchases newest first with the total, in pages', async () => {
    const all = [...ids.delivered, ids.failed, ids.other].reverse();
    const res = await list('viewer', w.botId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual(all);
    const first = await list('viewer', w.botId, '?page=0&pageSize=2');
    const second = await list('viewer', w.botId, '?page=1&pageSize=2');
    const last = await list('viewer', w.botId, '?page=2&pageSize=2');
    const pageIds = (r: typeof first) => r.json().items.map((p: { id: number }) => p.id);
    expect([...pageIds(first), ...pageIds(second), ...pageIds(last)]).toEqual(all);
    expect(pageIds(last)).toHaveLength(1);
    expect(first.json().total).toBe(5);
    expect(pageIds(await list('viewer', w.botId, '?page=3&pageSize=2'))).toEqual([]);
  });

  it('answers each purchase with its delivery result and the error of a failed one', async () => {
    const items = (await list('owner', w.botId)).json().items as Record<string, unknown>[];
    const failed = items.find((p) => p.id === ids.failed)!;
    expect(failed).toMatchObject({ status: 'failed', refunded: true, serverName: 'WrongPass', price: 10 });
    expect(failed.error).not.toBe('');
    const delivered = items.find((p) => p.id === ids.delivered[0])!;
    expect(delivered).toMatchObject({
      status: 'delivered',
      refunded: false,
      serverName: 'Island',
      source: 'dashboard',
    });
    expect((delivered.results as { ok: boolean }[]).every((r) => r.ok)).toBe(true);
    expect(delivered.deliveredAt).not.toBeNull();
  });

  it('filters by status and by player', async () => {
    const failed = (await list('viewer', w.botId, '?status=failed')).json();
    expect(failed).toMatchObject({ total: 1, items: [{ id: ids.failed }] });
    const delivered = (await list('viewer', w.botId, '?status=delivered')).json();
    expect(delivered.total).toBe(4);
    expect(delivered.items.every((p: { status: string }) => p.status === 'delivered')).toBe(true);
    const mine = (await list('viewer', w.botId, `?playerId=${buyer}`)).json();
    expect(mine.items.map((p: { id: number }) => p.id)).toEqual([
      ids.failed,
      ...[...ids.delivered].reverse(),
    ]);
    const both = (await list('viewer', w.botId, `?playerId=${otherBuyer}&status=delivered`)).json();
    expect(both).toMatchObject({ total: 1, items: [{ id: ids.other }] });
    expect((await list('viewer', w.botId, '?status=waiting')).json()).toMatchObject({ items: [], total: 0 });
    expect((await list('viewer', w.botId, '?status=pending')).statusCode).toBe(400);
  });

  it('uses 25 rows per page by default and refuses bad paging or filters with 400', async () => {
    const { db } = w.t.ctx;
    const rows = Array.from({ length: 30 }, (_, i) => ({
      botId: foreignBot,
      playerName: `Bulk ${i}`,
      kitName: 'Bulk',
      serverName: 'Bulk',
      source: 'api',
      status: 'delivered',
    }));
    await db.insert(purchases).values(rows);
    const page = (await list('stranger', foreignBot)).json();
    expect(page.total).toBe(31);
    expect(page.items).toHaveLength(25);
    expect((await list('stranger', foreignBot, '?page=1')).json().items).toHaveLength(6);
    expect((await list('stranger', foreignBot, '?pageSize=100')).json().items).toHaveLength(31);
    for (const q of [
      '?pageSize=101',
      '?pageSize=0',
      '?page=-1',
      '?page=x',
      '?status=lost',
      '?playerId=abc',
    ]) {
      const res = await list('owner', w.botId, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("never lists another instance's purchases, and refuses callers without access", async () => {
    for (const q of ['', '?status=failed', `?playerId=${buyer}`, '?pageSize=100']) {
      const items = (await list('owner', w.botId, q)).json().items as { id: number; botId: number }[];
      expect(items.every((p) => p.botId === w.botId)).toBe(true);
      expect(items.some((p) => p.id === ids.foreign)).toBe(false);
    }
    expect((await list('owner', foreignBot)).statusCode).toBe(403);
    expect((await list('stranger', w.botId)).statusCode).toBe(403);
    expect((await list('anonymous', w.botId)).statusCode).toBe(401);
    expect((await list('owner', 999_999)).statusCode).toBe(404);
    // the foreign instance's player id as a filter finds nothing here
    const [fp] = await w.t.ctx.db.select().from(players).where(eq(players.botId, foreignBot));
    expect((await list('owner', w.botId, `?playerId=${fp!.id}`)).json()).toEqual({
      items: [],
      total: 0,
      counts: {},
    });
  });
});

describe('POST /api/purchase/retry permissions', () => {
  const retry = (persona: 'owner' | 'viewer' | 'manager' | 'anonymous', purchaseId: unknown) =>
    w.t.call(persona, { method: 'POST', url: '/api/purchase/retry', payload: { purchaseId } });

  it('lets a viewer list but not retry (403), and changes nothing', async () => {
    const before = await w.player(buyer);
    const res = await retry('viewer', ids.failed);
    expect(res.statusCode).toBe(403);
    expect((await w.purchase(ids.failed)).status).toBe('failed');
    expect((await w.player(buyer)).credits).toBe(before.credits);
    expect((await retry('anonymous', ids.failed)).statusCode).toBe(401);
  });

  it("refuses a retry of another instance's purchase (403) and an unknown one (404)", async () => {
    const sentBefore = w.rconOther.commands.filter((c) => c.startsWith('Foreign')).length;
    const res = await retry('owner', ids.foreign);
    expect(res.statusCode).toBe(403);
    expect((await w.purchase(ids.foreign)).status).toBe('failed');
    expect(w.rconOther.commands.filter((c) => c.startsWith('Foreign'))).toHaveLength(sentBefore);
    expect((await retry('owner', 999_999)).statusCode).toBe(404);
    expect((await retry('owner', 'abc')).statusCode).toBe(400);
    expect(
      (await w.t.call('owner', { method: 'POST', url: '/api/purchase/retry', payload: {} })).statusCode,
    ).toBe(400);
  });
});
