import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, players } from '../../db/schema';
import { PLAYER_COUNT_WINDOW } from './service';

const expectedMessages: Record<string, string> = {
  discordId: 'Discord ID must be between 15 and 25 characters',
  steamId: 'Steam ID must be empty or exactly 17 digits',
  eosId: 'EOS ID must be empty or between 30 and 40 digits',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
/** A valid new player with a fresh 18-digit Discord id. */
const valid = (botId: number, over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    botId,
    name: `Test Player ${seq}`,
    discordId: `4000000000000${String(seq).padStart(5, '0')}`,
    discordName: `test_player_${seq}`,
    steamId: '76561198000000999',
    eosId: '11112222333344445555666677778888',
    deutscheArkServerUser: '',
    credits: 0,
    totalCreditsEarned: 0,
    boughtKits: [],
    creditHistory: [],
    kitVouchers: [],
    roles: [],
    votingHistory: [],
    ...over,
  };
};

const countRows = async (table: typeof players | typeof creditHistory) =>
  Number((await t.ctx.db.select({ n: count() }).from(table))[0]!.n);

async function create(over: Record<string, unknown> = {}) {
  const res = await t.call('owner', {
    method: 'POST',
    url: '/api/player',
    payload: { player: valid(t.botId, over) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const credit = (playerId: number, credits: number, reason = 'Edited on the dashboard') =>
  t.call('owner', { method: 'PUT', url: '/api/player/credit', payload: { playerId, credits, reason } });

describe('players', () => {
  it('lists the instance players in full, ordered by name, with an empty creditHistory', async () => {
    const res = await t.call('viewer', { method: 'GET', url: `/api/player/list/${t.botId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(6);
    const names = list.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const p of list) {
      expect(p.botId).toBe(t.botId);
      expect(p.creditHistory).toEqual([]);
      expect(Array.isArray(p.boughtKits)).toBe(true);
    }
    const rex = list.find((p: { name: string }) => p.name === 'Rex Rider');
    expect(rex.credits).toBeGreaterThan(0);
  });

  it('answers the credit history newest first', async () => {
    const list = (await t.call('owner', { method: 'GET', url: `/api/player/list/${t.botId}` })).json();
    const rex = list.find((p: { name: string }) => p.name === 'Rex Rider');
    const res = await t.call('viewer', { method: 'GET', url: `/api/player/${rex.id}/credits` });
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history).toHaveLength(4);
    const times = history.map((h: { createdAt: string }) => Date.parse(h.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history[0].balanceAfter).toBe(rex.credits);
    expect(history[3].reason).toBe('Starting credits');
    expect(history[0]).toMatchObject({
      playerId: rex.id,
      actor: expect.any(String),
      amount: expect.any(Number),
    });
  });

  it('creates with credits forced to 0, updates without touching the balance, and deletes', async () => {
    const res = await t.call('manager', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(t.botId, { name: 'Fresh Player', credits: 5000, totalCreditsEarned: 9000 }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Fresh Player',
      botId: t.botId,
      credits: 0,
      totalCreditsEarned: 0,
    });
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, created.id));
    expect(row).toMatchObject({ credits: 0, totalCreditsEarned: 0, steamId: '76561198000000999' });

    expect((await credit(created.id, 40)).statusCode).toBe(200);

    const updated = await t.call('manager', {
      method: 'PUT',
      url: '/api/player',
      payload: {
        player: { ...created, name: 'Renamed', steamId: '', credits: 99999, totalCreditsEarned: 99999 },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      steamId: '',
      credits: 40,
      totalCreditsEarned: 40,
    });
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, created.id));
    expect(after).toMatchObject({ name: 'Renamed', steamId: '', credits: 40, totalCreditsEarned: 40 });

    const del = await t.call('owner', {
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: created.id },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(true);
    expect(await t.ctx.db.select().from(players).where(eq(players.id, created.id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, created.id)),
    ).toHaveLength(0);
    const again = await t.call('owner', {
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: created.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a duplicate Discord ID in the same instance with 409', async () => {
    const first = await create();
    const before = await countRows(players);
    const dup = await t.call('owner', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(t.botId, { discordId: first.discordId }) },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A player with this Discord ID already exists.');
    expect(await countRows(players)).toBe(before);

    const second = await create();
    const clash = await t.call('owner', {
      method: 'PUT',
      url: '/api/player',
      payload: { player: { ...second, discordId: first.discordId } },
    });
    expect(clash.statusCode).toBe(409);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, second.id));
    expect(row!.discordId).toBe(second.discordId);
    // keeping its own id is fine
    const same = await t.call('owner', { method: 'PUT', url: '/api/player', payload: { player: second } });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    ['discordId', '12345678901234', 'Discord ID (14 digits)'],
    ['discordId', '12345678901234567890123456', 'Discord ID (26 digits)'],
    ['steamId', '7656119800000099', 'Steam ID (16 digits)'],
    ['eosId', '00020000000000000000000000001', 'EOS ID (29 digits)'],
    ['eosId', '0002a1b2c3d4e5f60718293a4b5c6d7e0011223344', 'EOS ID (42 hex digits)'],
    ['eosId', '0002a1b2c3d4e5f60718293a4b5c6d7g', 'EOS ID (a g: not hex)'],
    ['eosId', '0002a1b2-c3d4-e5f6-0718-293a4b5c6d7e', 'EOS ID (dashes)'],
  ])('rejects a bad %s (%s: %s) with the spec message and writes nothing', async (field, value) => {
    const before = await countRows(players);
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(t.botId, { [field]: value }) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Bad Request');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toBe(expectedMessages[field]);
    expect(body.message).toBe(expectedMessages[field]);
    expect(await countRows(players)).toBe(before);
  });

  it('changes credits: +100 then -30 gives 70, earned +100 only, two history rows', async () => {
    const p = await create();
    const plus = await credit(p.id, 100, 'Edited by Demo Owner on the dashboard');
    expect(plus.statusCode, plus.body).toBe(200);
    expect(plus.json()).toMatchObject({ credits: 100, totalCreditsEarned: 100 });
    const minus = await credit(p.id, -30);
    expect(minus.statusCode).toBe(200);
    const body = minus.json();
    expect(body).toMatchObject({ id: p.id, credits: 70, totalCreditsEarned: 100 });
    expect(body.creditHistory).toHaveLength(2);
    expect(body.creditHistory[0]).toMatchObject({ amount: -30, balanceAfter: 70, playerId: p.id });
    expect(body.creditHistory[1]).toMatchObject({
      amount: 100,
      balanceAfter: 100,
      reason: 'Edited by Demo Owner on the dashboard',
      actor: 'Demo Owner (100000000000000001)',
    });
    const rows = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, p.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.botId === t.botId && r.createdAt instanceof Date)).toBe(true);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ credits: 70, totalCreditsEarned: 100 });
  });

  it('refuses to go below 0 and writes nothing', async () => {
    const p = await create();
    await credit(p.id, 50);
    const historyBefore = await countRows(creditHistory);
    const res = await credit(p.id, -51);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credits cannot go below 0.');
    expect(await countRows(creditHistory)).toBe(historyBefore);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ credits: 50, totalCreditsEarned: 50 });
    expect((await credit(p.id, -50)).json().credits).toBe(0);
  });

  it('refuses a balance past the 32-bit column with 400 (not a database error) and writes nothing', async () => {
    const p = await create();
    await credit(p.id, 2_000_000_000);
    const historyBefore = await countRows(creditHistory);
    const res = await credit(p.id, 500_000_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The balance would become too large.');
    expect(await countRows(creditHistory)).toBe(historyBefore);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ credits: 2_000_000_000, totalCreditsEarned: 2_000_000_000 });
  });

  it('serialises 20 concurrent credit changes: exact sum and 20 history rows', async () => {
    const p = await create();
    expect((await credit(p.id, 100)).statusCode).toBe(200);
    const amounts = Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? -5 : 10 + i));
    const results = await Promise.all(amounts.map((a) => credit(p.id, a)));
    expect(results.map((r) => r.statusCode)).toEqual(amounts.map(() => 200));
    const sum = 100 + amounts.reduce((a, b) => a + b, 0);
    const earned = 100 + amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ credits: sum, totalCreditsEarned: earned });
    const rows = (await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, p.id))).sort(
      (a, b) => a.id - b.id,
    );
    expect(rows).toHaveLength(21);
    // every change saw the balance the previous one left: no lost update
    let balance = 0;
    for (const r of rows) {
      balance += r.amount;
      expect(r.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(sum);
  });

  it('pages with total and the right slice, and searches case-insensitively', async () => {
    // 7 players named "Pager NN" so they sort together
    for (let i = 0; i < 7; i++) await create({ name: `Pager ${String(i).padStart(2, '0')}` });
    const url = (q: string) => `/api/player/list/${t.botId}?${q}`;
    const p1 = await t.call('viewer', { method: 'GET', url: url('page=1&pageSize=3&search=pager') });
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p1.json().total).toBe(7);
    expect(p1.json().items.map((p: { name: string }) => p.name)).toEqual([
      'Pager 03',
      'Pager 04',
      'Pager 05',
    ]);
    const last = (
      await t.call('viewer', { method: 'GET', url: url('page=2&pageSize=3&search=PAGER') })
    ).json();
    expect(last.items.map((p: { name: string }) => p.name)).toEqual(['Pager 06']);
    expect(last.items[0].creditHistory).toEqual([]);
    // past the last page: no rows, the total still right
    const past = (
      await t.call('viewer', { method: 'GET', url: url('page=5&pageSize=3&search=pager') })
    ).json();
    expect([past.items, past.total]).toEqual([[], 7]);

    const all = (await t.call('viewer', { method: 'GET', url: `/api/player/list/${t.botId}` })).json();
    const paged = (await t.call('viewer', { method: 'GET', url: url('page=0&pageSize=50') })).json();
    expect(paged.total).toBe(all.length);
    expect(paged.items.map((p: { id: number }) => p.id)).toEqual(
      all.slice(0, 50).map((p: { id: number }) => p.id),
    );

    const search = async (q: string) =>
      (
        await t.call('viewer', {
          method: 'GET',
          url: url(`page=0&pageSize=50&search=${encodeURIComponent(q)}`),
        })
      ).json();
    expect((await search('rex')).items.map((p: { name: string }) => p.name)).toEqual(['Rex Rider']);
    expect((await search('WYVERN_q')).items.map((p: { name: string }) => p.name)).toEqual(['Wyvern Queen']);
    expect((await search('300000000000000012')).items.map((p: { name: string }) => p.name)).toEqual([
      'Tek Titan',
    ]);
    expect((await search('76561198000000011')).items.map((p: { name: string }) => p.name)).toEqual([
      'Dodo Whisperer',
    ]);
    expect((await search('0002000000000000000000000000001')).total).toBe(6);
    expect((await search('%')).total).toBe(0);
    expect((await search('no such player')).items).toEqual([]);

    const bad = await t.call('viewer', { method: 'GET', url: url('page=-1') });
    expect(bad.statusCode).toBe(400);
  });

  it('writes each page player exactly as the full list does (JSON built by the database)', async () => {
    // awkward text and every JSON column filled: quotes, backslash, control and non-ASCII characters
    const odd = await create({ name: 'Odd "Q" \\ back\tslash \u2028 Ünï 🦖', discordName: 'odd\nname' });
    await t.ctx.db
      .update(players)
      .set({
        boughtKits: [
          { kitId: 1, kitName: 'Starter "kit"', serverId: null, boughtAt: '2026-11-24T01:02:03.000Z' },
        ],
        kitVouchers: [{ kitId: 1, count: 2 }],
        votingHistory: [{ site: 'ark-servers.net', votedAt: '2026-11-23T00:00:00.000Z' }],
      })
      .where(eq(players.id, odd.id));
    await t.call('owner', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: odd.id, credits: 7, reason: 'x' },
    });
    const all = (await t.call('viewer', { method: 'GET', url: `/api/player/list/${t.botId}` })).json();
    const paged = await t.call('viewer', {
      method: 'GET',
      url: `/api/player/list/${t.botId}?page=0&pageSize=1000`,
    });
    expect(paged.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(paged.json().items).toEqual(all);
    const found = (
      await t.call('viewer', {
        method: 'GET',
        url: `/api/player/list/${t.botId}?search=${encodeURIComponent('ünï')}`,
      })
    ).json();
    expect(found.items).toEqual([all.find((p: { id: number }) => p.id === odd.id)]);
    expect(found.items[0]).toMatchObject({
      name: odd.name,
      credits: 7,
      kitVouchers: [{ kitId: 1, count: 2 }],
    });
  });

  it('checks permissions: viewer cannot write, stranger cannot read, anonymous is 401', async () => {
    const p = await create();
    const before = await countRows(players);
    const viewerCreate = await t.call('viewer', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(t.botId) },
    });
    expect(viewerCreate.statusCode).toBe(403);
    const viewerEdit = await t.call('viewer', { method: 'PUT', url: '/api/player', payload: { player: p } });
    expect(viewerEdit.statusCode).toBe(403);
    const viewerCredit = await t.call('viewer', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: p.id, credits: 10, reason: 'x' },
    });
    expect(viewerCredit.statusCode).toBe(403);
    const viewerDelete = await t.call('viewer', {
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: p.id },
    });
    expect(viewerDelete.statusCode).toBe(403);
    expect(await countRows(players)).toBe(before);

    const stranger = await t.call('stranger', { method: 'GET', url: `/api/player/list/${t.botId}` });
    expect(stranger.statusCode).toBe(403);
    const strangerHistory = await t.call('stranger', { method: 'GET', url: `/api/player/${p.id}/credits` });
    expect(strangerHistory.statusCode).toBe(403);
    const anon = await t.call('anonymous', { method: 'GET', url: `/api/player/list/${t.botId}` });
    expect(anon.statusCode).toBe(401);
    const anonCredit = await t.call('anonymous', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: p.id, credits: 10, reason: 'x' },
    });
    expect(anonCredit.statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(row!.credits).toBe(0);
  });

  it('isolates a foreign instance: the demo owner can neither read nor change its players', async () => {
    const [other] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: '900000000000000778', guildName: 'Foreign', ownerId: '100000000000000999' })
      .returning();
    const [foreign] = await t.ctx.db
      .insert(players)
      .values({
        botId: other!.id,
        name: 'Foreigner',
        discordId: '500000000000000001',
        discordName: 'f',
        credits: 10,
      })
      .returning();
    const list = await t.call('owner', { method: 'GET', url: `/api/player/list/${other!.id}` });
    expect(list.statusCode).toBe(403);
    const paged = await t.call('owner', {
      method: 'GET',
      url: `/api/player/list/${other!.id}?page=0&pageSize=5`,
    });
    expect(paged.statusCode).toBe(403);
    const history = await t.call('owner', { method: 'GET', url: `/api/player/${foreign!.id}/credits` });
    expect(history.statusCode).toBe(403);
    const create403 = await t.call('owner', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(other!.id) },
    });
    expect(create403.statusCode).toBe(403);
    const put = await t.call('owner', {
      method: 'PUT',
      url: '/api/player',
      // the body's botId is ignored: the stored row decides the instance
      payload: { player: { ...valid(t.botId), id: foreign!.id, name: 'Hijacked' } },
    });
    expect(put.statusCode).toBe(403);
    const cr = await credit(foreign!.id, 1000);
    expect(cr.statusCode).toBe(403);
    const del = await t.call('owner', {
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: foreign!.id },
    });
    expect(del.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(players).where(eq(players.id, foreign!.id));
    expect(row).toMatchObject({ name: 'Foreigner', credits: 10 });
    expect(
      await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, foreign!.id)),
    ).toHaveLength(0);
    // the own instance's list never shows it
    const own = (await t.call('owner', { method: 'GET', url: `/api/player/list/${t.botId}` })).json();
    expect(own.some((p: { id: number }) => p.id === foreign!.id)).toBe(false);
  });

  it('pages a large instance by key and counts only a window past the page', async () => {
    // a separate instance with 2,500 players whose names collide in pairs (the id breaks the tie)
    const [big] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: '900000000000000779', ownerId: '100000000000000002', guildName: 'Big' })
      .returning();
    await t.ctx.db.execute(sql`
      insert into players (bot_id, name, discord_id)
      select ${big!.id}, 'Big ' || lpad((g / 2)::text, 5, '0'), (500000000000000000 + g)::text
      from generate_series(1, 2500) g`);
    const ordered = await t.ctx.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.botId, big!.id))
      .orderBy(asc(players.name), asc(players.id));
    const page = async (n: number, q = '') =>
      (
        await t.call('viewer', {
          method: 'GET',
          url: `/api/player/list/${big!.id}?page=${n}&pageSize=50${q}`,
        })
      ).json();
    const ids = (p: { items: { id: number }[] }) => p.items.map((x) => x.id);

    const first = await page(0);
    expect(ids(first)).toEqual(ordered.slice(0, 50).map((r) => r.id));
    expect([first.total, first.totalExact]).toEqual([50 + PLAYER_COUNT_WINDOW, false]);
    // every page boundary, including ties on the name, lands where OFFSET would
    for (const n of [1, 7, 20, 31])
      expect(ids(await page(n))).toEqual(ordered.slice(n * 50, n * 50 + 50).map((r) => r.id));
    const near = await page(30);
    expect([near.total, near.totalExact]).toEqual([2500, true]);
    const past = await page(80);
    expect([past.items, past.total, past.totalExact]).toEqual([[], 2500, true]);
    const wide = await page(0, '&search=big');
    expect(ids(wide)).toEqual(ordered.slice(0, 50).map((r) => r.id));
    expect([wide.total, wide.totalExact]).toEqual([50 + PLAYER_COUNT_WINDOW, false]);
    const narrow = await page(0, '&search=big%2001234');
    expect([narrow.items.length, narrow.total, narrow.totalExact]).toEqual([2, 2, true]);
  });

  it('answers the same page whether jumped to or stepped to, in search too, and after writes', async () => {
    // 1,200 players of a fresh instance, names colliding in pairs; the viewer owns it
    const [inst] = await t.ctx.db
      .insert(botInstances)
      .values({ guildId: '900000000000000780', ownerId: '100000000000000002', guildName: 'Jumps' })
      .returning();
    const botId = inst!.id;
    await t.ctx.db.execute(sql`
      insert into players (bot_id, name, discord_id, discord_name)
      select ${botId}, 'Jump ' || lpad((g / 2)::text, 4, '0'), (600000000000000000 + g)::text, 'jumper_' || g
      from generate_series(1, 1200) g`);
    const ordered = async (search = '') =>
      (
        await t.ctx.db
          .select({ id: players.id })
          .from(players)
          .where(
            search
              ? sql`${players.botId} = ${botId} and ${players.discordName} like ${`%${search}%`}`
              : eq(players.botId, botId),
          )
          .orderBy(asc(players.name), asc(players.id))
      ).map((r) => r.id);
    const page = async (n: number, search = '') => {
      const res = await t.call('viewer', {
        method: 'GET',
        url: `/api/player/list/${botId}?page=${n}&pageSize=40&search=${search}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number }[]; total: number; totalExact: boolean };
    };
    const ids = (p: { items: { id: number }[] }) => p.items.map((x) => x.id);

    // jumps first (from the first row, then from the nearest page seen), then every page step by step
    const all = await ordered();
    const jumped = [];
    for (const n of [25, 28, 27, 3]) jumped.push([n, ids(await page(n))] as const);
    for (const [n, got] of jumped) expect(got).toEqual(all.slice(n * 40, n * 40 + 40));
    for (let n = 0; n < 30; n++) expect(ids(await page(n))).toEqual(all.slice(n * 40, n * 40 + 40));
    expect(await page(29)).toMatchObject({ total: 1200, totalExact: true });
    expect((await page(31)).items).toEqual([]);

    // a search ("jumper_1" matches 1, 10-19, 100-199 and 1000-1200: 312 players) pages the same way
    const found = await ordered('jumper_1');
    expect(found.length).toBe(312);
    expect(ids(await page(6, 'jumper_1'))).toEqual(found.slice(240, 280));
    expect(ids(await page(7, 'jumper_1'))).toEqual(found.slice(280, 312));
    for (let n = 0; n < 8; n++)
      expect(ids(await page(n, 'jumper_1'))).toEqual(found.slice(n * 40, n * 40 + 40));
    expect(await page(7, 'jumper_1')).toMatchObject({ total: 312, totalExact: true });

    // a player added before every page, renamed to the end, then deleted: the pages seen before follow
    const add = await t.call('viewer', {
      method: 'POST',
      url: '/api/player',
      payload: { player: valid(botId, { name: 'Jump 0000 a', discordName: 'jumper_1x' }) },
    });
    expect(add.statusCode, add.body).toBe(200);
    const added = add.json();
    const after = await ordered();
    expect(after.indexOf(added.id)).toBe(1);
    for (const n of [27, 3, 29, 30]) expect(ids(await page(n))).toEqual(after.slice(n * 40, n * 40 + 40));
    expect(ids(await page(30))).toEqual([after[1200]]);
    expect(await page(7, 'jumper_1')).toMatchObject({ total: 313, totalExact: true });

    const renamed = await t.call('viewer', {
      method: 'PUT',
      url: '/api/player',
      payload: { player: { ...added, name: 'Jump zzzz' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await ordered();
    expect(moved[1200]).toBe(added.id);
    for (const n of [3, 27]) expect(ids(await page(n))).toEqual(moved.slice(n * 40, n * 40 + 40));
    expect(ids(await page(30))).toEqual([added.id]);

    const del = await t.call('viewer', {
      method: 'DELETE',
      url: '/api/player',
      payload: { playerId: added.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    for (const n of [3, 27, 29]) expect(ids(await page(n))).toEqual(all.slice(n * 40, n * 40 + 40));
    expect((await page(30)).items).toEqual([]);
    expect(await page(7, 'jumper_1')).toMatchObject({ total: 312, totalExact: true });
  });
});
