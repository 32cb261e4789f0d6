import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  auditLog,
  botInstances,
  creditHistory,
  players,
  shopRanks,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { ledgerActors, recordCredit } from './ledger';

/**
 * The players list's server-side filters and sorts, the CSV export with the same filters, bulk credit
 * changes (preview == applied, once per idempotency key, concurrent twins apply once) and multi-delete,
 * on an instance of its own whose players are known by hand.
 */
let t: TestApp;
let botId: number;
let rankA: number;
let rankOther: number;
type P = typeof players.$inferSelect;
let ps: P[];
const day = (d: string) => new Date(`${d}T12:00:00.000Z`);

beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const [bot] = await t.ctx.db
    .insert(botInstances)
    .values({
      guildId: '900000000000000555',
      guildName: 'Lists',
      ownerId: demo!.ownerId,
      managers: demo!.managers,
    })
    .returning();
  botId = bot!.id;
  const ranks = await t.ctx.db
    .insert(shopRanks)
    .values([
      { botId, name: 'Gold', description: 'd' },
      { botId: t.botId, name: 'Elsewhere', description: 'd' },
    ])
    .returning();
  rankA = ranks[0]!.id;
  rankOther = ranks[1]!.id;
  const now = t.ctx.now().getTime();
  const ago = (days: number) => new Date(now - days * 86_400_000);
  // name, credits, joined, last active, linked ids, ranks
  const rows: [string, number, Date, Date, string, string, number[]][] = [
    ['Alice', 500, day('2026-01-05'), ago(1), 'a'.repeat(32), '', [rankA]],
    ['Bob', 20, day('2026-02-10'), ago(10), '', '76561198000000001', []],
    ['Carol', 500, day('2026-03-15'), ago(40), '', '', [rankA]],
    ['Dave', 0, day('2026-03-20'), ago(3), 'b'.repeat(32), '76561198000000002', [rankA]],
    ['Eve', 75, day('2026-04-01'), ago(100), '', '', []],
  ];
  ps = [];
  for (const [i, [name, credits, createdAt, lastActiveAt, eosId, steamId, roles]] of rows.entries())
    ps.push(
      await insertPlayer(t.ctx.db, botId, {
        name,
        credits,
        totalCreditsEarned: credits,
        createdAt,
        lastActiveAt,
        eosId,
        steamId,
        roles,
        discordId: `61000000000000000${i}`,
        discordName: `${name.toLowerCase()}_d`,
      }),
    );
});
afterAll(async () => t?.close());

const list = async (query: string, persona: 'owner' | 'viewer' = 'viewer') => {
  const res = await t.call(persona, { method: 'GET', url: `/api/player/list/${botId}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { name: string }[]; total: number; totalExact: boolean };
  return { names: body.items.map((p) => p.name), total: body.total };
};
const bad = async (url: string) => {
  const res = await t.call('owner', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { message: string };
};

describe('players list: sorts and filters', () => {
  it('sorts by each column both ways (ties by id) and keeps name order by default', async () => {
    expect((await list('sort=name')).names).toEqual(['Alice', 'Bob', 'Carol', 'Dave', 'Eve']);
    // credits desc by default: 500 (Alice id < Carol id), 500, 75, 20, 0
    expect((await list('sort=credits')).names).toEqual(['Carol', 'Alice', 'Eve', 'Bob', 'Dave']);
    expect((await list('sort=credits&order=asc')).names).toEqual(['Dave', 'Bob', 'Eve', 'Alice', 'Carol']);
    expect((await list('sort=lastActive&order=desc')).names).toEqual([
      'Alice',
      'Dave',
      'Bob',
      'Carol',
      'Eve',
    ]);
    expect((await list('sort=joined&order=asc')).names).toEqual(['Alice', 'Bob', 'Carol', 'Dave', 'Eve']);
    expect((await list('sort=name&order=desc')).names).toEqual(['Eve', 'Dave', 'Carol', 'Bob', 'Alice']);
  });

  it('pages a sorted list by key: pages of 2 join to the whole order, also jumped to directly', async () => {
    const whole = (await list('sort=credits&order=desc')).names;
    const stepped: string[] = [];
    for (let page = 0; page < 3; page++)
      stepped.push(...(await list(`sort=credits&order=desc&pageSize=2&page=${page}`)).names);
    expect(stepped).toEqual(whole);
    // a fresh view of a middle page (no remembered key after a write) is the same
    await t.call('owner', {
      method: 'PUT',
      url: '/api/player',
      payload: { player: { ...ps[4]!, roles: [], botId, creditHistory: [], name: 'Eve' } },
    });
    expect((await list('sort=joined&order=desc&pageSize=2&page=1')).names).toEqual(['Carol', 'Bob']);
    expect((await list('sort=joined&order=desc&pageSize=2&page=2')).names).toEqual(['Alice']);
  });

  it('filters by rank, activity, joined range, linked ids and text, together with a sort', async () => {
    expect((await list(`rank=${rankA}`)).names).toEqual(['Alice', 'Carol', 'Dave']);
    expect((await list('active=7')).names).toEqual(['Alice', 'Dave']);
    expect((await list('active=30')).names).toEqual(['Alice', 'Bob', 'Dave']);
    expect((await list('joinedFrom=2026-02-10&joinedTo=2026-03-20')).names).toEqual(['Bob', 'Carol', 'Dave']);
    expect((await list('joinedFrom=2026-03-16')).names).toEqual(['Dave', 'Eve']);
    expect((await list('linked=eos')).names).toEqual(['Alice', 'Dave']);
    expect((await list('linked=steam')).names).toEqual(['Bob', 'Dave']);
    expect((await list('linked=none')).names).toEqual(['Carol', 'Eve']);
    expect((await list('q=CAR')).names).toEqual(['Carol']);
    const both = await list(`rank=${rankA}&active=30&sort=credits&order=asc`);
    expect(both).toEqual({ names: ['Dave', 'Alice'], total: 2 });
  });

  it("moves last active with the player's own credit change, not with a manager's", async () => {
    const p = await insertPlayer(t.ctx.db, botId, {
      name: 'Zed',
      discordId: '610000000000000099',
      lastActiveAt: new Date('2026-01-01T00:00:00Z'),
    });
    const lastActive = async () =>
      (await t.ctx.db.select().from(players).where(eq(players.id, p.id)))[0]!.lastActiveAt.toISOString();
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: p.id, credits: 5, reason: 'manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastActive()).toBe('2026-01-01T00:00:00.000Z');
    expect((await list('active=7&q=Zed')).names).toEqual([]);
    // a vote, purchase or activity credit goes through the ledger without `activity: false`
    await t.ctx.db.transaction((tx) =>
      recordCredit(tx, t.ctx.now(), {
        playerId: p.id,
        delta: 1,
        kind: 'vote',
        actor: ledgerActors.system('voting', 'Vote reward'),
        params: { site: 'test' },
      }),
    );
    expect(await lastActive()).not.toBe('2026-01-01T00:00:00.000Z');
    expect((await list('active=7&q=Zed')).names).toEqual(['Zed']);
    await t.ctx.db.delete(players).where(eq(players.id, p.id));
  });

  it('answers 400 with a clear message for bad filters, and 403 for a stranger', async () => {
    const base = `/api/player/list/${botId}`;
    expect((await bad(`${base}?sort=balance`)).message).toContain('Unknown sort column');
    expect((await bad(`${base}?order=up`)).message).toContain('Order must be asc or desc');
    expect((await bad(`${base}?active=0`)).message).toContain('Active within');
    expect((await bad(`${base}?joinedFrom=2026-13-01`)).message).toContain('YYYY-MM-DD');
    expect((await bad(`${base}?joinedFrom=2026-03-02&joinedTo=2026-03-01`)).message).toContain(
      'start date must not be after',
    );
    expect((await bad(`${base}?linked=xbox`)).message).toContain('Linked must be');
    const res = await t.call('stranger', { method: 'GET', url: `${base}?sort=credits` });
    expect(res.statusCode).toBe(403);
  });

  it('exports the CSV with the same filters', async () => {
    const res = await t.call('viewer', {
      method: 'GET',
      url: `/api/player/export/${botId}?rank=${rankA}&linked=eos`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Alice', 'Dave']);
    expect((await bad(`/api/player/export/${botId}?active=x`)).message).toContain('Active within');
  });
});

const bulk = (payload: Record<string, unknown>, persona: 'owner' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'POST', url: '/api/player/bulk-credits', payload: { botId, ...payload } });
const preview = (payload: Record<string, unknown>) =>
  t.call('owner', {
    method: 'POST',
    url: '/api/player/bulk-credits/preview',
    payload: { botId, ...payload },
  });
const balances = async () =>
  Object.fromEntries(
    (await t.ctx.db.select().from(players).where(eq(players.botId, botId))).map((p) => [p.name, p.credits]),
  );
const historySum = async (playerId: number) =>
  Number(
    (
      await t.ctx.db
        .select({ s: sql<string>`coalesce(sum(${creditHistory.amount}), 0)` })
        .from(creditHistory)
        .where(eq(creditHistory.playerId, playerId))
    )[0]!.s,
  );

describe('bulk credits', () => {
  it('grants to a shop rank: the preview equals what is applied, one history row each, audited once', async () => {
    const target = { rankId: rankA };
    // every change of a bulk grant queues credits.changed with its kind (issue 35)
    const [hook] = await t.ctx.db
      .insert(webhookEndpoints)
      .values({ botId, url: 'http://127.0.0.1:9/hook', events: ['credits.changed'], secret: 'x' })
      .returning();
    const before = await balances();
    const pre = await preview({ target, amount: 25 });
    expect(pre.json()).toEqual({ players: 3, total: 75 });
    const res = await bulk({ target, amount: 25, reason: 'Event winners', idempotencyKey: 'grant-rank-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(pre.json());
    const after = await balances();
    expect(after.Alice).toBe(before.Alice! + 25);
    expect(after.Dave).toBe(before.Dave! + 25);
    expect(after.Bob).toBe(before.Bob);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.botId} = ${botId} and ${auditLog.action} = 'bulk-grant'`);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ reason: 'Event winners', players: 3, total: 75 });
    const dave = ps[3]!;
    const rows = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, dave.id));
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.reason, r.kind, r.actorType])).toEqual([
      [25, 25, 'Event winners', 'admin_grant', 'manager'],
    ]);
    const events = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook!.id));
    expect(events.map((e) => JSON.parse(e.body).data).find((d) => d.playerId === dave.id)).toMatchObject({
      amount: 25,
      balanceAfter: 25,
      kind: 'admin_grant',
    });
    expect(events).toHaveLength(3);
    await t.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
  });

  it('takes at most each balance (never below 0) and balances stay the sum of their history', async () => {
    const target = { playerIds: [ps[1]!.id, ps[3]!.id] }; // Bob 20, Dave 25
    const pre = (await preview({ target, amount: -22 })).json();
    expect(pre).toEqual({ players: 2, total: -42 });
    const res = await bulk({ target, amount: -22, reason: 'Cleanup', idempotencyKey: 'take-1-abcdef' });
    expect(res.json()).toEqual(pre);
    const after = await balances();
    expect([after.Bob, after.Dave]).toEqual([0, 3]);
    // a second take skips Bob (nothing to take: no history row of 0)
    const again = await bulk({ target, amount: -22, reason: 'Cleanup', idempotencyKey: 'take-2-abcdef' });
    expect(again.json()).toEqual({ players: 1, total: -3 });
    for (const p of [ps[1]!, ps[3]!]) {
      const [row] = await t.ctx.db.select().from(players).where(eq(players.id, p.id));
      expect(row!.credits).toBe((await historySum(p.id)) + (p.credits - 0));
    }
  });

  it('applies a repeated idempotency key once, refuses it for another body, and two concurrent twins apply once', async () => {
    const target = { playerIds: [ps[4]!.id] }; // Eve 75
    const body = { target, amount: 10, reason: 'Retry me', idempotencyKey: 'same-key-123' };
    const first = await bulk(body);
    const second = await bulk(body);
    expect(first.json()).toEqual({ players: 1, total: 10 });
    expect(second.json()).toEqual({ players: 1, total: 10, replayed: true });
    expect((await balances()).Eve).toBe(85);
    const other = await bulk({ ...body, amount: 11 });
    expect(other.statusCode).toBe(409);
    const twins = await Promise.all([
      bulk({ ...body, idempotencyKey: 'twin-key-123' }),
      bulk({ ...body, idempotencyKey: 'twin-key-123' }),
    ]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twins.filter((r) => r.json().replayed).length).toBe(1);
    expect((await balances()).Eve).toBe(95);
    const rows = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, ps[4]!.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses bad bodies with 400 and writes nothing; a viewer gets 403; another instance 404/400', async () => {
    const before = await balances();
    const target = { rankId: rankA };
    const noReason = await bulk({ target, amount: 5, reason: ' ', idempotencyKey: 'no-reason-1' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('A reason is required');
    const zero = await bulk({ target, amount: 0, reason: 'x', idempotencyKey: 'zero-amt-1' });
    expect(zero.statusCode).toBe(400);
    const tooBig = await bulk({ target, amount: 2_147_483_000, reason: 'x', idempotencyKey: 'too-big-1' });
    expect(tooBig.statusCode).toBe(400);
    const foreignRank = await bulk({
      target: { rankId: rankOther },
      amount: 5,
      reason: 'x',
      idempotencyKey: 'foreign-rank',
    });
    expect(foreignRank.statusCode).toBe(400);
    const demoPlayer = await t.ctx.db.select().from(players).where(eq(players.botId, t.botId)).limit(1);
    const foreignPlayer = await bulk({
      target: { playerIds: [demoPlayer[0]!.id] },
      amount: 5,
      reason: 'x',
      idempotencyKey: 'foreign-player',
    });
    expect(foreignPlayer.statusCode).toBe(404);
    const viewer = await bulk({ target, amount: 5, reason: 'x', idempotencyKey: 'viewer-1' }, 'viewer');
    expect(viewer.statusCode).toBe(403);
    expect(await balances()).toEqual(before);
    // the too-big attempt's key was not used up: it rolled back with the change
    const retried = await bulk({ target, amount: 1, reason: 'x', idempotencyKey: 'too-big-1' });
    expect(retried.statusCode).toBe(200);
  });

  it('deletes several players at once (audited), all or nothing', async () => {
    const a = await insertPlayer(t.ctx.db, botId, { name: 'Temp 1', discordId: '620000000000000001' });
    const b = await insertPlayer(t.ctx.db, botId, { name: 'Temp 2', discordId: '620000000000000002' });
    const missing = await t.call('owner', {
      method: 'DELETE',
      url: '/api/player/many',
      payload: { botId, playerIds: [a.id, 999_999] },
    });
    expect(missing.statusCode).toBe(400);
    expect((await list('q=Temp')).total).toBe(2);
    const res = await t.call('owner', {
      method: 'DELETE',
      url: '/api/player/many',
      payload: { botId, playerIds: [a.id, b.id] },
    });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await list('q=Temp')).total).toBe(0);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.botId} = ${botId} and ${auditLog.action} = 'delete'`);
    expect(audits.map((r) => r.entityId).sort()).toEqual([String(a.id), String(b.id)].sort());
  });
});
