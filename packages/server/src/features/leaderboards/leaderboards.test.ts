import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditHistory, playtimeDays, purchases, servers, votes } from '../../db/schema';
import { historyValues, insertPlayer } from '../../db/factories';
import { createPortalWorld, type PortalWorld } from '../portal/test-fixtures';
import { DEMO_GUILD_ID } from '../demo/personas';
import { periodStart } from './service';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

const DAY = 86_400_000;

describe('leaderboards', () => {
  it('windows start Monday 00:00 UTC and the 1st of the month', () => {
    const wed = new Date('2026-11-25T15:30:00Z');
    expect(periodStart('week', wed)!.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('week', new Date('2026-11-29T23:59:00Z'))!.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('week', new Date('2026-11-23T00:00:00Z'))!.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('month', wed)!.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart('all', wed)).toBeNull();
  });

  it('ranks earned credits (no refunds, no transfers received), votes, kits and playtime; opted-out players are left out', async () => {
    const db = w.t.ctx.db;
    const botId = w.t.botId;
    const now = w.t.ctx.now();
    const old = new Date(now.getTime() - 40 * DAY);
    const a = await insertPlayer(db, botId, { name: 'Board A' });
    const b = await insertPlayer(db, botId, { name: 'Board B' });
    const c = await insertPlayer(db, botId, { name: 'Board C' });
    await db
      .insert(creditHistory)
      .values([
        historyValues(botId, a.id, 100, 'Vote reward', 'Vote reward', now, 'vote'),
        historyValues(botId, a.id, 900, 'Refund of Starter', 'system', now, 'refund'),
        historyValues(botId, a.id, 500, 'Received from Board C', 'x', now, 'transfer_in'),
        historyValues(botId, a.id, -50, 'Bought Starter', 'x', now, 'purchase'),
        historyValues(botId, b.id, 300, 'Passive income', 'Passive income', now, 'passive_income'),
        historyValues(botId, c.id, 1000, 'Admin grant', 'owner', old, 'admin_grant'),
      ]);
    await db.insert(votes).values([
      { botId, playerId: a.id, site: 'ark-servers.net', voteRef: 'lb1', votedAt: now },
      { botId, playerId: a.id, site: 'ark-servers.net', voteRef: 'lb2', votedAt: now },
      { botId, playerId: b.id, site: 'ark-servers.net', voteRef: 'lb3', votedAt: now },
    ]);
    const delivered = { botId, source: 'discord', kitName: 'K', status: 'delivered', createdAt: now };
    await db.insert(purchases).values([
      { ...delivered, playerId: b.id },
      { ...delivered, playerId: b.id },
      { ...delivered, playerId: b.id, refunded: true },
      { ...delivered, playerId: a.id, status: 'failed' },
    ]);
    const board = async (q: string) => {
      const res = await w.get('player', `/leaderboard${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .rows.filter((r: { name: string }) => r.name.startsWith('Board '))
        .map((r: { name: string; value: number }) => [r.name, r.value]);
    };
    expect(await board('?metric=earned&period=week')).toEqual([
      ['Board B', 300],
      ['Board A', 100],
    ]);
    expect(await board('?metric=earned&period=all')).toEqual([
      ['Board C', 1000],
      ['Board B', 300],
      ['Board A', 100],
    ]);
    expect(await board('?metric=votes&period=month')).toEqual([
      ['Board A', 2],
      ['Board B', 1],
    ]);
    expect(await board('?metric=kits&period=all')).toEqual([['Board B', 2]]);
    // minutes online by UTC day (playtime_days, written by the playtime job)
    const [server] = await db.select().from(servers).where(eq(servers.botId, botId)).limit(1);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const online = { botId, serverId: server!.id, sessions: 1, lastSlot: now };
    await db.insert(playtimeDays).values([
      { ...online, playerId: a.id, day: day(now), minutes: 90 },
      { ...online, playerId: b.id, day: day(now), minutes: 30 },
      { ...online, playerId: b.id, day: day(old), minutes: 600 },
    ]);
    expect(await board('?metric=playtime&period=week')).toEqual([
      ['Board A', 90],
      ['Board B', 30],
    ]);
    expect(await board('?metric=playtime&period=all')).toEqual([
      ['Board B', 630],
      ['Board A', 90],
    ]);
    expect((await w.get('player', '/leaderboard?metric=gold')).statusCode).toBe(400);

    // the caller opts out of the boards (portal switch); /me says so
    await w.get('player', '/me'); // creates the caller's player
    const me = await w.playerOf('player');
    await db
      .insert(creditHistory)
      .values(historyValues(botId, me!.id, 5000, 'Vote reward', 'Vote reward', now));
    expect((await board('?period=week')).length).toBe(2);
    const withMe = (await w.get('player', '/leaderboard?period=week')).json().rows;
    expect(withMe.find((r: { playerId: number }) => r.playerId === me!.id).value).toBeGreaterThanOrEqual(
      5000,
    );
    const out = await w.t.call('player', {
      method: 'PUT',
      url: `/api/portal/${DEMO_GUILD_ID}/leaderboard`,
      payload: { optOut: true },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await w.get('player', '/me')).json().leaderboardOptOut).toBe(true);
    const without = (await w.get('player', '/leaderboard?period=week')).json().rows;
    expect(without.some((r: { playerId: number }) => r.playerId === me!.id)).toBe(false);
    // the dashboard's board (Players_View)
    const dash = await w.t.call('owner', { url: `/api/leaderboard/${botId}?metric=votes&period=all` });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().rows[0]).toMatchObject({ rank: 1, name: 'Board A', value: 2 });
    expect((await w.t.call('anonymous', { url: `/api/leaderboard/${botId}` })).statusCode).toBe(401);
  });
});
