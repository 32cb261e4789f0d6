import type { LedgerKind } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, isoDayOf, overviewMessages, Tier, type Overview } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { creditHistory, kits, kv, players, purchases, servers, users } from '../../db/schema';
import { historyValues, insertKit, insertPlayer } from '../../db/factories';
import { ACTIVITY_ACTOR } from '../discord-activity/service';
import { API_ACTOR } from '../api-v1/service';
import { changeCredits } from '../players/service';
import { TIP4SERV_ACTOR } from '../tip4serv/service';
import { VOTE_ACTOR, voteReason } from '../voting/service';
import { rconTestedKey } from '../rcon/service';

// the fixture lives 300 days back (day(0) a Monday), where the demo seed (made "now") has no rows; Tier 2
// reaches 365 days back
const TODAY = isoDayOf(new Date());
const MONDAY = addDays(TODAY, -300 - ((new Date(`${addDays(TODAY, -300)}T00:00:00Z`).getUTCDay() + 6) % 7));
const day = (n: number) => addDays(MONDAY, n);
let t: TestApp;
const at = (iso: string) => new Date(iso);

const get = async (query: string, persona: 'owner' | 'viewer' | 'stranger' = 'owner') =>
  t.call(persona, { method: 'GET', url: `/api/overview/${t.botId}${query}` });
const overview = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Overview;
};
const setOwnerTier = (tier: Tier) =>
  t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, '100000000000000001'));

beforeAll(async () => {
  t = await createTestApp();
  await setOwnerTier(Tier.Tier2);
  const db = t.ctx.db;
  const a = await insertPlayer(db, t.botId, { name: 'Ann', createdAt: at(`${day(3)}T08:00:00Z`) });
  const b = await insertPlayer(db, t.botId, { name: 'Bob', createdAt: at(`${day(10)}T08:00:00Z`) });
  const c = await insertPlayer(db, t.botId, { name: 'Cid', createdAt: at(`${day(-11)}T08:00:00Z`) });
  const row = (
    playerId: number,
    amount: number,
    reason: string,
    actor: string,
    createdAt: string,
    kind: LedgerKind,
  ) => historyValues(t.botId, playerId, amount, reason, actor, at(createdAt), kind);
  await db.insert(creditHistory).values([
    row(a.id, 10, voteReason('ark-servers.net' as never), VOTE_ACTOR, `${day(2)}T10:00:00Z`, 'vote'),
    row(a.id, 5, 'Discord activity', ACTIVITY_ACTOR, `${day(2)}T11:00:00Z`, 'activity'),
    row(b.id, 20, 'Passive income', 'Passive income', `${day(3)}T00:00:00Z`, 'passive_income'),
    row(b.id, 100, 'Tip4Serv purchase', TIP4SERV_ACTOR, `${day(3)}T12:00:00Z`, 'tip4serv'),
    row(a.id, 3, 'From our tool', API_ACTOR, `${day(5)}T09:00:00Z`, 'api'),
    row(a.id, -40, 'Bought kit Starter', 'Shop', `${day(6)}T10:00:00Z`, 'purchase'),
    row(b.id, -60, 'Bought shop rank VIP', 'Bob', `${day(6)}T12:00:00Z`, 'rank_purchase'),
    row(a.id, 40, 'Refund: kit Starter could not be delivered', 'Shop', `${day(7)}T10:00:00Z`, 'refund'),
    // outside the range: the last second before it, the first second after it
    row(a.id, 1000, voteReason('ark-servers.net' as never), VOTE_ACTOR, `${day(0)}T23:59:59Z`, 'vote'),
    row(a.id, 1000, 'Passive income', 'Passive income', `${day(16)}T00:00:00Z`, 'passive_income'),
  ]);
  // an owner's grant and take through the real path (dashboard, bot /credit and bulk grants write like this)
  const realNow = t.ctx.now;
  t.ctx.now = () => at(`${day(5)}T15:00:00Z`);
  await changeCredits(t.ctx, c.id, { amount: 50, reason: 'Event prize', actor: 'Demo Owner' });
  await changeCredits(t.ctx, c.id, { amount: -7, reason: 'Penalty', actor: 'Demo Owner' });
  t.ctx.now = realNow;

  const k1 = await insertKit(db, t.botId, { name: 'Overview One' });
  const k2 = await insertKit(db, t.botId, { name: 'Overview Two' });
  const buy = (
    kit: { id: number; name: string },
    playerId: number,
    price: number,
    status: string,
    createdAt: string,
    deliveredAfterSeconds?: number,
    refunded = false,
  ) => ({
    botId: t.botId,
    playerId,
    kitId: kit.id,
    kitName: kit.name,
    source: 'discord',
    price,
    status,
    refunded,
    createdAt: at(createdAt),
    deliveredAt:
      deliveredAfterSeconds === undefined
        ? null
        : new Date(at(createdAt).getTime() + deliveredAfterSeconds * 1000),
  });
  await db
    .insert(purchases)
    .values([
      buy(k1, a.id, 40, 'delivered', `${day(6)}T10:00:00Z`, 60),
      buy(k1, b.id, 40, 'delivered', `${day(6)}T11:00:00Z`, 180),
      buy(k2, a.id, 10, 'delivered', `${day(8)}T11:00:00Z`, 120),
      buy(k2, b.id, 10, 'waiting', `${day(9)}T11:00:00Z`),
      buy(k1, a.id, 40, 'failed', `${day(9)}T12:00:00Z`, undefined, true),
      buy(k1, a.id, 40, 'expired', `${day(9)}T13:00:00Z`, undefined, true),
      buy(k2, c.id, 10, 'unknown', `${day(10)}T13:00:00Z`),
      buy(k1, c.id, 40, 'delivered', `${day(0)}T13:00:00Z`, 5),
    ]);
});
afterAll(async () => t?.close());

describe('GET /api/overview/{botId}', () => {
  it('answers the hand-computed numbers of the fixture, by day', async () => {
    const o = await overview(`?from=${day(1)}&to=${day(15)}`);
    expect(o).toMatchObject({ from: `${day(1)}`, to: `${day(15)}`, bucket: 'day', historyDays: 365 });
    expect(o.totals).toEqual({
      votes: 10,
      activity: 5,
      passiveIncome: 20,
      tip4serv: 100,
      admins: 50,
      other: 3,
      spent: 100,
      refunded: 40,
      removed: 7,
    });
    expect(o.buckets).toHaveLength(15);
    expect(o.buckets[0]!.start).toBe(`${day(1)}`);
    expect(o.buckets[1]).toMatchObject({ start: `${day(2)}`, votes: 10, activity: 5, spent: 0 });
    expect(o.buckets[5]).toMatchObject({ start: `${day(6)}`, spent: 100 });
    expect(o.topKits).toEqual([
      { kitId: expect.any(Number), kitName: 'Overview Two', count: 3, credits: 30 },
      { kitId: expect.any(Number), kitName: 'Overview One', count: 2, credits: 80 },
    ]);
    expect(o.deliveries).toEqual({
      delivered: 3,
      waiting: 1,
      failed: 1,
      expired: 1,
      needsDecision: 1,
      medianSeconds: 120,
    });
    expect(o.activeBuyers).toBe(3);
    expect(o.newPlayers).toBe(2);
    const all = await t.ctx.db
      .select({ credits: players.credits })
      .from(players)
      .where(eq(players.botId, t.botId));
    expect(o.balance).toEqual({ credits: all.reduce((n, p) => n + p.credits, 0), players: all.length });
  });

  it('groups by week (weeks start on Monday) and defaults to the last 30 days', async () => {
    const o = await overview(`?from=${day(1)}&to=${day(15)}&bucket=week`);
    expect(o.buckets.map((b) => b.start)).toEqual([`${day(0)}`, `${day(7)}`, `${day(14)}`]);
    expect(o.buckets[0]).toMatchObject({ votes: 10, tip4serv: 100, spent: 100, refunded: 0 });
    expect(o.buckets[1]).toMatchObject({ refunded: 40, spent: 0 });
    const d = await overview('');
    expect([d.from, d.to, d.buckets.length]).toEqual([addDays(TODAY, -29), TODAY, 30]);
  });

  it('answers 400 with a clear message for a bad range, 403 past the tier history', async () => {
    const bad = async (query: string, message: string, status = 400) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(status);
      expect(res.json().message, query).toBe(message);
    };
    await bad(`?from=${day(10)}&to=${day(1)}`, overviewMessages.fromAfterTo);
    await bad(`?from=${day(-400)}&to=${day(15)}`, overviewMessages.rangeTooLong);
    await bad('?from=2030-02-31', overviewMessages.dateFormat);
    await bad('?from=yesterday', overviewMessages.dateFormat);
    expect((await get('?bucket=month')).statusCode).toBe(400);
    // Tier 2 reaches 365 days back; Free 30
    expect((await get(`?from=${addDays(TODAY, -364)}&to=${TODAY}`)).statusCode).toBe(200);
    await bad(`?from=${addDays(TODAY, -365)}&to=${TODAY}`, overviewMessages.historyLimit(365), 403);
    await setOwnerTier(Tier.Free);
    await bad(`?from=${addDays(TODAY, -30)}`, overviewMessages.historyLimit(30), 403);
    expect((await overview('')).historyDays).toBe(30);
    await setOwnerTier(Tier.Tier2);
  });

  it('is readable with Players_View (viewer), not by a stranger', async () => {
    expect((await get('', 'viewer')).statusCode).toBe(200);
    expect((await get('', 'stranger')).statusCode).toBe(403);
  });

  it('checks the onboarding checklist from stored rows', async () => {
    const steps = async () =>
      Object.fromEntries((await overview('')).checklist.map((s) => [s.step, s.done])) as Record<
        string,
        boolean
      >;
    const db = t.ctx.db;
    const before = await overview(`?from=${day(1)}&to=${day(15)}`);
    expect(before.totals.votes).toBe(10);
    // a day rolled up before: forgotten when its history is deleted (players deleted) or written back-dated
    await db.insert(creditHistory).values({
      botId: t.botId,
      playerId: (await insertPlayer(db, t.botId)).id,
      amount: 7,
      balanceAfter: 7,
      reason: voteReason('ark-servers.net' as never),
      actor: VOTE_ACTOR,
      kind: 'vote',
      createdAt: at(`${day(2)}T12:00:00Z`),
    });
    expect((await overview(`?from=${day(1)}&to=${day(15)}`)).totals.votes).toBe(17);
    await db.delete(purchases).where(eq(purchases.botId, t.botId));
    await db.delete(kits).where(eq(kits.botId, t.botId));
    await db.delete(players).where(eq(players.botId, t.botId));
    await db.delete(servers).where(eq(servers.botId, t.botId));
    await db.delete(kv).where(eq(kv.key, rconTestedKey(t.botId)));
    expect(await steps()).toEqual({
      addServer: false,
      testRcon: false,
      createKit: false,
      postShop: false,
      invitePlayers: false,
    });
    expect((await overview(`?from=${day(1)}&to=${day(15)}`)).totals.votes).toBe(0);
    const empty = await overview('');
    expect([empty.totals.spent, empty.balance, empty.topKits, empty.activeBuyers]).toEqual([
      0,
      { credits: 0, players: 0 },
      [],
      0,
    ]);
    expect(empty.deliveries.medianSeconds).toBeNull();
    await db.execute(sql`insert into kv (key, value) values (${rconTestedKey(t.botId)}, '{}'::jsonb)`);
    await insertKit(db, t.botId, { messageId: '123' });
    await insertPlayer(db, t.botId);
    expect(await steps()).toEqual({
      addServer: false,
      testRcon: true,
      createKit: true,
      postShop: true,
      invitePlayers: true,
    });
  });
});
