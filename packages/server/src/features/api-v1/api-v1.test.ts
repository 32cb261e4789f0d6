import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, kits, players, servers, users } from '../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { demoPersonas } from '../demo/personas';
import { buyKit, redeemVoucher } from '../shop/engine';
import { getInstanceRow } from '../bots/repo';
import { toBotInstance, updateInstance } from '../bots/service';
import { API_KEY_RATE_LIMIT } from './api-key';

let t: TestApp;
let rcon: FakeRconServer;
let key = '';
/** A second instance of the same owner with its own key and players. */
let other: { botId: number; key: string; playerId: number; kitId: number };
const SHARED_DISCORD_ID = '300000000000000010'; // Rex Rider of the demo instance; also in the other one

/** A call with `Authorization: BOT <key>` (or none when key is null). */
const api = (k: string | null, opts: InjectOptions) =>
  t.app.inject({
    ...opts,
    headers: { ...(k === null ? {} : { authorization: `BOT ${k}` }), ...opts.headers },
  });

async function botOf(botId: number) {
  const list = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json();
  return list.find((b: { id: number }) => b.id === botId);
}
async function recreateKey(botId: number): Promise<string> {
  const res = await t.call('owner', { method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().apiSettings.apiKey;
}
async function setApiEnabled(botId: number, isEnabled: boolean) {
  const bot = await botOf(botId);
  const res = await t.call('owner', {
    method: 'PUT',
    url: '/api/bots',
    payload: { bot: { ...bot, apiSettings: { ...bot.apiSettings, isEnabled } } },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const playerByName = async (botId: number, name: string) =>
  (
    await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, botId), eq(players.name, name)))
  )[0]!;
const historyCount = async (playerId: number) =>
  Number(
    (
      await t.ctx.db.select({ n: count() }).from(creditHistory).where(eq(creditHistory.playerId, playerId))
    )[0]!.n,
  );
const setOwnerTier = (tier: number) =>
  t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, demoPersonas.owner.discordId));

beforeAll(async () => {
  t = await createTestApp();
  key = await recreateKey(t.botId);
  await setApiEnabled(t.botId, true);
  const [bot] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '900000000000000777', guildName: 'Other', ownerId: demoPersonas.owner.discordId })
    .returning();
  const [p] = await t.ctx.db
    .insert(players)
    .values({
      botId: bot!.id,
      name: 'Other Rex',
      discordId: SHARED_DISCORD_ID,
      discordName: 'o',
      credits: 70,
    })
    .returning();
  const [k] = await t.ctx.db.insert(kits).values({ botId: bot!.id, name: 'Other kit' }).returning();
  other = { botId: bot!.id, key: await recreateKey(bot!.id), playerId: p!.id, kitId: k!.id };
  await setApiEnabled(bot!.id, true);
});
afterAll(async () => {
  await t?.close();
  await rcon?.close();
});

describe('API key access', () => {
  it('answers 401 without a key, with an unknown key, with a session token or another scheme', async () => {
    for (const res of [
      await api(null, { method: 'GET', url: '/api/v1/players' }),
      await api('not-a-key', { method: 'GET', url: '/api/v1/players' }),
      await t.call('owner', { method: 'GET', url: '/api/v1/players' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/kits', headers: { authorization: `Bearer ${key}` } }),
      await api('', { method: 'GET', url: '/api/v1/kits' }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe(
        'API key missing or unknown. Send the header Authorization: BOT <key>.',
      );
    }
  });

  it('works with the key (scheme name in any case) and only for its instance', async () => {
    const res = await api(key, { method: 'GET', url: '/api/v1/players?pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeGreaterThanOrEqual(6);
    expect(body.items.every((p: { botId: number }) => p.botId === t.botId)).toBe(true);
    expect(body.items.map((p: { name: string }) => p.name)).not.toContain('Other Rex');
    const lower = await t.app.inject({
      method: 'GET',
      url: '/api/v1/kits',
      headers: { authorization: `bot ${key}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('stops the old key at once when a new one is created', async () => {
    const before = await recreateKey(t.botId);
    expect((await api(before, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    const after = await recreateKey(t.botId);
    expect(after).not.toBe(before);
    expect((await api(before, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(401);
    expect((await api(after, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    expect(JSON.stringify(row)).not.toContain(after);
    key = after;
  });

  it('keeps the new key when a dashboard save that loaded the instance earlier lands after it', async () => {
    const stale = (await getInstanceRow(t.ctx.db, t.botId))!;
    const [owner] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.discordId, demoPersonas.owner.discordId));
    const fresh = await recreateKey(t.botId);
    const input = toBotInstance(t.ctx, stale);
    await updateInstance(t.ctx, owner!, stale, { ...input, isShopEnabled: !input.isShopEnabled });
    await updateInstance(t.ctx, owner!, stale, input);
    expect((await botOf(t.botId)).apiSettings.apiKey).toBe(fresh);
    expect((await api(fresh, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    key = fresh;
  });

  it('answers 403 while API access is switched off', async () => {
    await setApiEnabled(t.botId, false);
    try {
      const res = await api(key, { method: 'GET', url: '/api/v1/players' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'API access is disabled for this bot. The owner can enable it on the API Access page of the dashboard.',
      );
    } finally {
      await setApiEnabled(t.botId, true);
    }
    expect((await api(key, { method: 'GET', url: '/api/v1/players' })).statusCode).toBe(200);
  });

  it("answers 403 with the tier text when the owner's tier is below Tier 2", async () => {
    for (const tier of [0, 1]) {
      await setOwnerTier(tier);
      try {
        const res = await api(key, {
          method: 'PUT',
          url: `/api/v1/players/${SHARED_DISCORD_ID}/credits`,
          payload: { amount: 5 },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('API Access is a Tier 2 feature.');
      } finally {
        await setOwnerTier(5);
      }
    }
    await setOwnerTier(2);
    try {
      expect((await api(key, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    } finally {
      await setOwnerTier(5);
    }
  });
});

describe('players', () => {
  it('pages and searches players (page 1-based, pageSize at most 100)', async () => {
    const page1 = (await api(key, { method: 'GET', url: '/api/v1/players?page=1&pageSize=2' })).json();
    const page2 = (await api(key, { method: 'GET', url: '/api/v1/players?page=2&pageSize=2' })).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(6);
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    const byName = (await api(key, { method: 'GET', url: '/api/v1/players?search=tek' })).json();
    expect(byName.items.map((p: { name: string }) => p.name)).toEqual(['Tek Titan']);
    const byDiscord = (
      await api(key, { method: 'GET', url: `/api/v1/players?search=${SHARED_DISCORD_ID}` })
    ).json();
    expect(byDiscord.items.map((p: { name: string }) => p.name)).toEqual(['Rex Rider']);
    const tooBig = await api(key, { method: 'GET', url: '/api/v1/players?pageSize=101' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.pageSize).toBeTruthy();
    expect((await api(key, { method: 'GET', url: '/api/v1/players?page=0' })).statusCode).toBe(400);
  });

  it('gets a player by id or Discord ID, with the credit history', async () => {
    const rex = await playerByName(t.botId, 'Rex Rider');
    const byId = await api(key, { method: 'GET', url: `/api/v1/players/${rex.id}` });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ id: rex.id, name: 'Rex Rider', credits: rex.credits });
    expect(byId.json().creditHistory.length).toBeGreaterThan(0);
    const byDiscord = await api(key, { method: 'GET', url: `/api/v1/players/${SHARED_DISCORD_ID}` });
    expect(byDiscord.json().id).toBe(rex.id);
    // the other instance's key sees its own player under the same Discord ID
    const theirs = await api(other.key, { method: 'GET', url: `/api/v1/players/${SHARED_DISCORD_ID}` });
    expect(theirs.json()).toMatchObject({ id: other.playerId, name: 'Other Rex' });
  });

  it("never reaches another instance's player (404) and rejects a bad reference (400)", async () => {
    expect((await api(key, { method: 'GET', url: `/api/v1/players/${other.playerId}` })).statusCode).toBe(
      404,
    );
    const rex = await playerByName(t.botId, 'Rex Rider');
    expect((await api(other.key, { method: 'GET', url: `/api/v1/players/${rex.id}` })).statusCode).toBe(404);
    const write = await api(key, {
      method: 'PUT',
      url: `/api/v1/players/${other.playerId}/credits`,
      payload: { amount: 10, reason: 'x' },
    });
    expect(write.statusCode).toBe(404);
    const [o] = await t.ctx.db.select().from(players).where(eq(players.id, other.playerId));
    expect(o!.credits).toBe(70);
    expect((await api(key, { method: 'GET', url: '/api/v1/players/9999999999' })).statusCode).toBe(404);
    const bad = await api(key, { method: 'GET', url: '/api/v1/players/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.playerRef).toBe(
      'playerRef must be a player id or a Discord ID (15 to 25 digits)',
    );
    expect((await api(key, { method: 'GET', url: '/api/v1/players/123456789012' })).statusCode).toBe(400);
  });
});

describe('credits', () => {
  it('adds and takes credits with a history row (actor api) and answers the new balance', async () => {
    const p = await playerByName(t.botId, 'Dodo Whisperer');
    const rows = await historyCount(p.id);
    const add = await api(key, {
      method: 'PUT',
      url: `/api/v1/players/${p.id}/credits`,
      payload: { amount: 25, reason: 'Event winner' },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({
      playerId: p.id,
      credits: p.credits + 25,
      totalCreditsEarned: p.totalCreditsEarned + 25,
      entry: { amount: 25, balanceAfter: p.credits + 25, reason: 'Event winner', actor: 'api' },
    });
    const take = await api(key, {
      method: 'PUT',
      url: `/api/v1/players/${p.discordId}/credits`,
      payload: { amount: -10 },
    });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json()).toMatchObject({
      credits: p.credits + 15,
      totalCreditsEarned: p.totalCreditsEarned + 25,
    });
    expect(await historyCount(p.id)).toBe(rows + 2);
    const [stored] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(stored!.credits).toBe(p.credits + 15);
    const last = await t.ctx.db
      .select()
      .from(creditHistory)
      .where(and(eq(creditHistory.playerId, p.id), eq(creditHistory.amount, -10)));
    expect(last[0]).toMatchObject({ actor: 'api', reason: '', balanceAfter: p.credits + 15, botId: t.botId });
  });

  it('refuses a balance below 0 with 400 and changes nothing', async () => {
    const p = await playerByName(t.botId, 'Argy Ace');
    const rows = await historyCount(p.id);
    const res = await api(key, {
      method: 'PUT',
      url: `/api/v1/players/${p.id}/credits`,
      payload: { amount: -(p.credits + 1), reason: 'too much' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credits cannot go below 0.');
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(after!.credits).toBe(p.credits);
    expect(await historyCount(p.id)).toBe(rows);
  });

  it('rejects bad bodies with 400 and field messages, writing nothing', async () => {
    const p = await playerByName(t.botId, 'Raptor Rick');
    const rows = await historyCount(p.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', 'Amount must not be 0'],
      [{ amount: 1.5 }, 'amount', 'Amount must be a whole number'],
      [{ amount: '5' }, 'amount', 'Amount must be a whole number'],
      [{}, 'amount', 'Amount must be a whole number'],
      [{ amount: 2_000_000_000 }, 'amount', 'Amount must be between -1000000000 and 1000000000'],
      [{ amount: 5, reason: 'x'.repeat(201) }, 'reason', 'Reason must be less than 201 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api(key, { method: 'PUT', url: `/api/v1/players/${p.id}/credits`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(after!.credits).toBe(p.credits);
    expect(await historyCount(p.id)).toBe(rows);
  });

  it('keeps balances within 32-bit integers (400, nothing written)', async () => {
    const [p] = await t.ctx.db
      .insert(players)
      .values({ botId: t.botId, name: 'Rich', discordId: '300000000000000099', credits: 2_000_000_000 })
      .returning();
    const res = await api(key, {
      method: 'PUT',
      url: `/api/v1/players/${p!.id}/credits`,
      payload: { amount: 500_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The balance would become too large.');
    expect(await historyCount(p!.id)).toBe(0);
  });

  it('serialises concurrent takes: never below 0', async () => {
    const [p] = await t.ctx.db
      .insert(players)
      .values({ botId: t.botId, name: 'Race', discordId: '300000000000000098', credits: 5 })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(key, { method: 'PUT', url: `/api/v1/players/${p!.id}/credits`, payload: { amount: -1 } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, p!.id));
    expect(after!.credits).toBe(0);
    expect(await historyCount(p!.id)).toBe(5);
  });
});

describe('kits', () => {
  it("lists only the key's instance kits", async () => {
    const res = await api(key, { method: 'GET', url: '/api/v1/kits' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((k: { botId: number }) => k.botId === t.botId)).toBe(true);
    const theirs = (await api(other.key, { method: 'GET', url: '/api/v1/kits' })).json();
    expect(theirs.map((k: { id: number }) => k.id)).toEqual([other.kitId]);
  });
});

describe('vouchers', () => {
  const vouchersOf = async (playerId: number) =>
    (await t.ctx.db.select().from(players).where(eq(players.id, playerId)))[0]!.kitVouchers;

  it('grants and removes vouchers of an own kit (never below 0)', async () => {
    const p = await playerByName(t.botId, 'Wyvern Queen');
    const [kit] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    const url = `/api/v1/players/${p.discordId}/vouchers`;
    const add = await api(key, { method: 'POST', url, payload: { kitId: kit!.id, count: 3 } });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({ playerId: p.id, kitVouchers: [{ kitId: kit!.id, count: 3 }] });
    const less = await api(key, { method: 'POST', url, payload: { kitId: kit!.id, count: -1 } });
    expect(less.json().kitVouchers).toEqual([{ kitId: kit!.id, count: 2 }]);
    expect(await vouchersOf(p.id)).toEqual([{ kitId: kit!.id, count: 2 }]);
    const none = await api(key, { method: 'POST', url, payload: { kitId: kit!.id, count: -50 } });
    expect(none.statusCode).toBe(200);
    expect(none.json().kitVouchers).toEqual([]);
    expect(await vouchersOf(p.id)).toEqual([]);
  });

  it("refuses another instance's kit or player (404) and bad bodies (400), changing nothing", async () => {
    const p = await playerByName(t.botId, 'Wyvern Queen');
    const [kit] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    const foreignKit = await api(key, {
      method: 'POST',
      url: `/api/v1/players/${p.id}/vouchers`,
      payload: { kitId: other.kitId, count: 1 },
    });
    expect(foreignKit.statusCode).toBe(404);
    expect(foreignKit.json().message).toBe('Kit not found');
    const foreignPlayer = await api(key, {
      method: 'POST',
      url: `/api/v1/players/${other.playerId}/vouchers`,
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
      const res = await api(key, { method: 'POST', url: `/api/v1/players/${p.id}/vouchers`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await vouchersOf(p.id)).toEqual([]);
    const [o] = await t.ctx.db.select().from(players).where(eq(players.id, other.playerId));
    expect(o!.kitVouchers).toEqual([]);
  });
});

describe('purchases', () => {
  it('lists the instance purchases newest first, filtered by player and status', async () => {
    rcon = await startFakeRcon({ password: 'api-v1-pass' });
    const pw = (v: string) => t.ctx.secrets.encrypt(v);
    const [good, bad] = await t.ctx.db
      .insert(servers)
      .values([
        {
          botId: t.botId,
          name: 'API Good',
          ip: rcon.host,
          rconPort: rcon.port,
          rconPassword: pw('api-v1-pass'),
        },
        {
          botId: t.botId,
          name: 'API Bad',
          ip: rcon.host,
          rconPort: rcon.port,
          rconPassword: pw('wrong-pass'),
        },
      ])
      .returning();
    const [kit] = await t.ctx.db
      .insert(kits)
      .values({
        botId: t.botId,
        name: 'API Kit',
        description: 'd',
        price: 10,
        itemGroups: [{ index: 0, name: 'Main', items: [{ index: 0, command: 'GiveItem {eos_id} 1' }] }],
      })
      .returning();
    const tek = await playerByName(t.botId, 'Tek Titan');
    const rick = await playerByName(t.botId, 'Raptor Rick');
    const order = { botId: t.botId, kitId: kit!.id, source: 'api' as const, actor: 'api' };
    // a voucher granted through the API, then redeemed: delivered over RCON
    await api(key, {
      method: 'POST',
      url: `/api/v1/players/${tek.id}/vouchers`,
      payload: { kitId: kit!.id, count: 1 },
    });
    const redeemed = await redeemVoucher(t.ctx, { ...order, playerId: tek.id, serverId: good!.id });
    expect(redeemed.status).toBe('delivered');
    expect(rcon.commands).toContain(`GiveItem ${tek.eosId} 1`);
    const failed = await buyKit(t.ctx, { ...order, playerId: rick.id, serverId: bad!.id });
    expect(failed.status).toBe('failed');

    const all = await api(key, { method: 'GET', url: '/api/v1/purchases' });
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
    expect(list.items.every((i: { botId: number }) => i.botId === t.botId)).toBe(true);

    const byStatus = (await api(key, { method: 'GET', url: '/api/v1/purchases?status=failed' })).json();
    expect(byStatus.items[0].id).toBe(failed.id);
    expect(byStatus.items.every((i: { status: string }) => i.status === 'failed')).toBe(true);
    const byPlayer = (
      await api(key, { method: 'GET', url: `/api/v1/purchases?playerId=${tek.id}&status=delivered` })
    ).json();
    expect(byPlayer.items[0].id).toBe(redeemed.id);
    expect(byPlayer.items.every((i: { playerId: number }) => i.playerId === tek.id)).toBe(true);
    const paged = (await api(key, { method: 'GET', url: '/api/v1/purchases?page=2&pageSize=1' })).json();
    expect(paged).toMatchObject({ total: list.total, page: 2, pageSize: 1 });
    expect(paged.items.map((i: { id: number }) => i.id)).toEqual([redeemed.id]);

    // another instance sees none of them and cannot filter by this instance's player
    expect((await api(other.key, { method: 'GET', url: '/api/v1/purchases' })).json().total).toBe(0);
    const foreign = await api(other.key, { method: 'GET', url: `/api/v1/purchases?playerId=${tek.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('rejects bad list parameters with 400', async () => {
    for (const q of ['status=lost', 'pageSize=101', 'page=0', 'playerId=abc']) {
      const res = await api(key, { method: 'GET', url: `/api/v1/purchases?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().fields).length, q).toBeGreaterThan(0);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every key route with the BOT key security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.botKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const routes: [string, string][] = [
      ['/api/v1/players', 'get'],
      ['/api/v1/players/{playerRef}', 'get'],
      ['/api/v1/players/{playerRef}/credits', 'put'],
      ['/api/v1/kits', 'get'],
      ['/api/v1/players/{playerRef}/vouchers', 'post'],
      ['/api/v1/purchases', 'get'],
    ];
    for (const [path, method] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.security).toEqual([{ botKey: [] }]);
      expect(op.summary).toBeTruthy();
      expect(op.tags).toEqual(['api-v1']);
    }
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${API_KEY_RATE_LIMIT} calls a minute with one key, other keys unaffected`, async () => {
    const k = await recreateKey(other.botId);
    let last = 0;
    for (let i = 0; i < API_KEY_RATE_LIMIT; i++) {
      last = (await api(k, { method: 'GET', url: '/api/v1/kits' })).statusCode;
      expect(last).toBe(200);
    }
    const over = await api(k, { method: 'GET', url: '/api/v1/kits' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many API requests. Please wait a minute and try again.');
    expect((await api(key, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
  });
});
