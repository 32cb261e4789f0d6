import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/harness';
import { botInstances, purchases, servers } from '../../../db/schema';
import { insertKit, insertPlayer } from '../../../db/factories';

/** The purchases list's filters, sorts and status counts, and the CSV export with the same filters. */
let t: TestApp;
let botId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const [bot] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '900000000000000556', guildName: 'Orders', ownerId: demo!.ownerId })
    .returning();
  botId = bot!.id;
  const ann = await insertPlayer(t.ctx.db, botId, { name: 'Ann', discordId: '630000000000000001' });
  const ben = await insertPlayer(t.ctx.db, botId, { name: 'Ben', discordId: '630000000000000002' });
  const k1 = await insertKit(t.ctx.db, botId, { name: 'Starter' });
  const k2 = await insertKit(t.ctx.db, botId, { name: 'Dino' });
  const [s1] = await t.ctx.db
    .insert(servers)
    .values({ botId, name: 'Island', ip: '127.0.0.1', rconPort: 27020, rconPassword: '' })
    .returning();
  Object.assign(ids, { ann: ann.id, ben: ben.id, k1: k1.id, k2: k2.id, s1: s1!.id });
  const at = (d: string) => new Date(`${d}T10:00:00.000Z`);
  // p1..p5, oldest first
  const rows = [
    {
      player: ann,
      kit: k1,
      server: s1!.id,
      source: 'discord',
      status: 'delivered',
      price: 100,
      day: '2026-05-01',
    },
    { player: ann, kit: k2, server: null, source: 'portal', status: 'failed', price: 300, day: '2026-05-02' },
    {
      player: ben,
      kit: k1,
      server: s1!.id,
      source: 'portal',
      status: 'delivered',
      price: 50,
      day: '2026-05-03',
    },
    { player: ben, kit: k2, server: s1!.id, source: 'api', status: 'expired', price: 200, day: '2026-05-04' },
    {
      player: ann,
      kit: k1,
      server: null,
      source: 'discord',
      status: 'delivered',
      price: 0,
      day: '2026-05-06',
    },
  ];
  for (const [i, r] of rows.entries()) {
    const [p] = await t.ctx.db
      .insert(purchases)
      .values({
        botId,
        playerId: r.player.id,
        playerName: r.player.name,
        kitId: r.kit.id,
        kitName: r.kit.name,
        serverId: r.server,
        source: r.source,
        status: r.status,
        price: r.price,
        createdAt: at(r.day),
      })
      .returning();
    ids[`p${i + 1}`] = p!.id;
  }
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const res = await t.call('owner', { method: 'GET', url: `/api/purchase/list/${botId}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id: number }[]; total: number; counts: Record<string, number> };
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return { rows: body.items.map((p) => byId[p.id]), total: body.total, counts: body.counts };
};

describe('purchases list: filters, sorts, counts', () => {
  it('lists newest first with counts per status', async () => {
    expect(await list('')).toEqual({
      rows: ['p5', 'p4', 'p3', 'p2', 'p1'],
      total: 5,
      counts: { delivered: 3, failed: 1, expired: 1 },
    });
  });

  it('filters by date range, player, kit, server, source and status; counts ignore only status', async () => {
    expect((await list('from=2026-05-02&to=2026-05-04')).rows).toEqual(['p4', 'p3', 'p2']);
    expect((await list(`playerId=${ids.ann}`)).rows).toEqual(['p5', 'p2', 'p1']);
    expect((await list(`kit=${ids.k1}`)).rows).toEqual(['p5', 'p3', 'p1']);
    expect((await list(`server=${ids.s1}`)).rows).toEqual(['p4', 'p3', 'p1']);
    expect((await list('source=portal')).rows).toEqual(['p3', 'p2']);
    const delivered = await list(`status=delivered&kit=${ids.k1}&from=2026-05-02`);
    expect(delivered).toEqual({ rows: ['p5', 'p3'], total: 2, counts: { delivered: 2 } });
    expect((await list(`status=failed&playerId=${ids.ann}`)).counts).toEqual({ delivered: 2, failed: 1 });
  });

  it('sorts by price, player and kit name both ways', async () => {
    expect((await list('sort=price')).rows).toEqual(['p2', 'p4', 'p1', 'p3', 'p5']);
    expect((await list('sort=price&order=asc')).rows).toEqual(['p5', 'p3', 'p1', 'p4', 'p2']);
    expect((await list('sort=createdAt&order=asc&pageSize=2&page=1')).rows).toEqual(['p3', 'p4']);
    expect((await list('sort=kitName&order=asc')).rows.slice(0, 2)).toEqual(['p2', 'p4']);
  });

  it('answers 400 for bad filters and exports the CSV with the same filters', async () => {
    for (const q of ['from=2026-5-1', 'from=2026-05-03&to=2026-05-01', 'sort=nope', 'status=lost', 'kit=x']) {
      const res = await t.call('owner', { method: 'GET', url: `/api/purchase/list/${botId}?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const csv = await t.call('owner', {
      method: 'GET',
      url: `/api/purchase/export/${botId}?kit=${ids.k1}&status=delivered&from=2026-05-02`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([ids.p3, ids.p5]);
    const badCsv = await t.call('owner', { method: 'GET', url: `/api/purchase/export/${botId}?server=0` });
    expect(badCsv.statusCode).toBe(400);
  });
});
