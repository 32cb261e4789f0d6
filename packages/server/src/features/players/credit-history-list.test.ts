import type { LedgerKind } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { listQueryMessages, type CreditHistoryPage } from '@asa/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, players } from '../../db/schema';
import { historyValues, insertPlayer } from '../../db/factories';
import { ACTIVITY_ACTOR } from '../discord-activity/service';
import { API_ACTOR } from '../api-v1/service';
import { TIP4SERV_ACTOR } from '../tip4serv/service';
import { VOTE_ACTOR, voteReason } from '../voting/service';
import { changeCredits } from './service';
import { creditHistoryWhere } from './credit-history-list';
import { demoPersonas } from '../demo/personas';

// The fixture lives in March 2020, where the demo seed (made "now") has no rows.
let t: TestApp;
const at = (iso: string) => new Date(iso);
const ids: Record<string, number> = {};
let ann = 0;
let bob = 0;

const list = async (query: string, persona: 'owner' | 'viewer' | 'stranger' = 'viewer') =>
  t.call(persona, { method: 'GET', url: `/api/player/credit-history/list/${t.botId}${query}` });
const page = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CreditHistoryPage;
};
const names = (p: CreditHistoryPage) => p.items.map((r) => r.reason);
const MARCH = '?from=2020-03-01&to=2020-03-10';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  ann = (await insertPlayer(db, t.botId, { name: 'Ann' })).id;
  bob = (await insertPlayer(db, t.botId, { name: 'Bob' })).id;
  const row = (
    playerId: number,
    amount: number,
    reason: string,
    actor: string,
    createdAt: string,
    kind: LedgerKind,
  ) => historyValues(t.botId, playerId, amount, reason, actor, at(createdAt), kind);
  const written = await db
    .insert(creditHistory)
    .values([
      row(ann, 10, voteReason('ark-servers.net' as never), VOTE_ACTOR, '2020-03-02T10:00:00Z', 'vote'),
      row(ann, 5, 'activity', ACTIVITY_ACTOR, '2020-03-02T11:00:00Z', 'activity'),
      row(bob, 20, 'Passive income', 'Passive income', '2020-03-03T00:00:00Z', 'passive_income'),
      row(bob, 100, 'Tip4Serv purchase', TIP4SERV_ACTOR, '2020-03-03T12:00:00Z', 'tip4serv'),
      row(ann, 3, 'From our tool', API_ACTOR, '2020-03-05T09:00:00Z', 'api'),
      row(ann, -40, 'Bought kit Starter', 'Shop', '2020-03-06T10:00:00Z', 'purchase'),
      row(bob, -60, 'Bought shop rank VIP', 'Bob', '2020-03-06T12:00:00Z', 'rank_purchase'),
      row(ann, 40, 'Refund: kit Starter could not be delivered', 'Shop', '2020-03-07T10:00:00Z', 'refund'),
      // outside the range: the last second before it, the first second after it
      row(ann, 1000, 'before', VOTE_ACTOR, '2020-02-29T23:59:59Z', 'vote'),
      row(ann, 1000, 'after', VOTE_ACTOR, '2020-03-11T00:00:00Z', 'vote'),
    ])
    .returning();
  for (const r of written) ids[r.reason] = r.id;
  // an owner's grant and take through the real path (dashboard, bot /credit and bulk grants write like this)
  const realNow = t.ctx.now;
  t.ctx.now = () => at('2020-03-08T15:00:00Z');
  await changeCredits(t.ctx, bob, { amount: 50, reason: 'Event prize', actor: 'Demo Owner' });
  t.ctx.now = () => at('2020-03-09T15:00:00Z');
  await changeCredits(t.ctx, bob, { amount: -7, reason: 'Penalty', actor: 'Demo Owner' });
  t.ctx.now = realNow;
  // another instance's row in the same days is never listed
  const [other] = await db
    .insert(botInstances)
    .values({ guildId: '700000000000000077', ownerId: demoPersonas.stranger.discordId })
    .returning();
  const [foreigner] = await db.insert(players).values({ botId: other!.id, name: 'Foreigner' }).returning();
  await db.insert(creditHistory).values({
    ...row(foreigner!.id, 9, 'foreign', VOTE_ACTOR, '2020-03-04T00:00:00Z', 'vote'),
    botId: other!.id,
  });
});
afterAll(async () => t?.close());

const MARCH_NEWEST_FIRST = [
  'Penalty',
  'Event prize',
  'Refund: kit Starter could not be delivered',
  'Bought shop rank VIP',
  'Bought kit Starter',
  'From our tool',
  'Tip4Serv purchase',
  'Passive income',
  'activity',
  voteReason('ark-servers.net' as never),
];

describe('GET /api/player/credit-history/list/{botId}', () => {
  it("lists the range's rows of every player, newest first, with name, source and an exact total", async () => {
    const p = await page(MARCH);
    expect(names(p)).toEqual(MARCH_NEWEST_FIRST);
    expect([p.total, p.totalExact]).toEqual([10, true]);
    expect(p.items[0]).toMatchObject({
      playerId: bob,
      playerName: 'Bob',
      amount: -7,
      actor: 'Demo Owner',
      source: 'removed',
      createdAt: '2020-03-09T15:00:00.000Z',
    });
    expect(p.items.map((r) => r.source)).toEqual([
      'removed',
      'admins',
      'refunded',
      'spent',
      'spent',
      'other',
      'tip4serv',
      'passiveIncome',
      'activity',
      'votes',
    ]);
  });

  it('filters by source as the overview counts it', async () => {
    const bySource = async (source: string) => names(await page(`${MARCH}&source=${source}`));
    expect(await bySource('votes')).toEqual([voteReason('ark-servers.net' as never)]);
    expect(await bySource('activity')).toEqual(['activity']);
    expect(await bySource('passiveIncome')).toEqual(['Passive income']);
    expect(await bySource('tip4serv')).toEqual(['Tip4Serv purchase']);
    expect(await bySource('other')).toEqual(['From our tool']);
    expect(await bySource('admins')).toEqual(['Event prize']);
    expect(await bySource('spent')).toEqual(['Bought shop rank VIP', 'Bought kit Starter']);
    expect(await bySource('refunded')).toEqual(['Refund: kit Starter could not be delivered']);
    expect(await bySource('removed')).toEqual(['Penalty']);
    const votes = await page(`${MARCH}&source=votes`);
    expect([votes.total, votes.totalExact]).toEqual([1, true]);
  });

  it('filters by player and by days (whole UTC days, both included), and pages', async () => {
    expect(names(await page(`${MARCH}&playerId=${bob}`))).toEqual([
      'Penalty',
      'Event prize',
      'Bought shop rank VIP',
      'Tip4Serv purchase',
      'Passive income',
    ]);
    expect(names(await page(`?from=2020-03-06&to=2020-03-06`))).toEqual([
      'Bought shop rank VIP',
      'Bought kit Starter',
    ]);
    expect(names(await page(`?from=2020-03-11&to=2020-03-11&source=votes`))).toEqual(['after']);
    expect(names(await page(`?to=2020-02-29&playerId=${ann}`))).toEqual(['before']);
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await page(`${MARCH}&page=${i}&pageSize=3`));
    expect(pages.flatMap(names)).toEqual(MARCH_NEWEST_FIRST);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 3, 1]);
    expect(pages.every((p) => p.total === 10)).toBe(true);
  });

  it('counts only 1,000 rows past the page: then total is a lower bound', async () => {
    await t.ctx.db.insert(creditHistory).values(
      Array.from({ length: 1010 }, (_, i) => ({
        botId: t.botId,
        playerId: ann,
        amount: 1,
        balanceAfter: 0,
        reason: `many ${i}`,
        actor: VOTE_ACTOR,
        createdAt: new Date(Date.UTC(2019, 0, 1, 0, 0, i)),
      })),
    );
    const capped = await page('?from=2019-01-01&to=2019-01-01&pageSize=5');
    expect([capped.total, capped.totalExact, capped.items.length]).toEqual([1005, false, 5]);
    expect(capped.items[0]!.reason).toBe('many 1009');
    const exact = await page('?from=2019-01-01&to=2019-01-01&pageSize=5&page=2');
    expect([exact.total, exact.totalExact]).toEqual([1010, true]);
  });

  it('answers 400 with a clear message on bad input', async () => {
    const bad = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      return res.body;
    };
    expect(await bad('?from=2020-3-1')).toContain(listQueryMessages.day);
    expect(await bad('?to=2020-02-30')).toContain(listQueryMessages.day);
    expect(await bad('?from=2020-03-02&to=2020-03-01')).toContain(listQueryMessages.dayRange);
    expect(await bad('?source=gifts')).toContain(listQueryMessages.creditKind);
    expect(await bad('?playerId=abc')).toContain(listQueryMessages.wholeId);
    await bad('?pageSize=101');
    await bad('?page=-1');
  });

  it('needs Players_View of the instance', async () => {
    expect((await list(MARCH, 'owner')).statusCode).toBe(200);
    expect((await list(MARCH, 'stranger')).statusCode).toBe(403);
    const anonymous = await t.call('anonymous', {
      method: 'GET',
      url: `/api/player/credit-history/list/${t.botId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the source filter reads credit_history_bot_kind_idx (migration 0031)', () => {
  it('uses the index on (bot_id, kind, created_at): a source is a set of kinds', async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      // a small table would be read whole anyway: ask whether the index can serve the filter at all
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const where = creditHistoryWhere(t.botId, { source: 'tip4serv' });
      const res = await tx.execute(
        sql`explain select id from credit_history where ${where} order by created_at desc limit 25`,
      );
      return JSON.stringify(res.rows ?? res);
    });
    expect(plan).toContain('credit_history_bot_kind_idx');
  });
});

describe('GET /api/player/credit-history/export/{botId} with the list filters', () => {
  const csv = async (query: string) => {
    const res = await t.call('viewer', {
      method: 'GET',
      url: `/api/player/credit-history/export/${t.botId}${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[]).map(
      (r) => r.reason,
    );
  };
  it("carries each row's kind and its text in the instance language", async () => {
    const res = await t.call('viewer', {
      method: 'GET',
      url: `/api/player/credit-history/export/${t.botId}${MARCH}&source=spent`,
    });
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.kind, r.text])).toEqual([
      ['purchase', 'Bought kit Starter'],
      ['rank_purchase', 'Bought shop rank VIP'],
    ]);
  });

  it('exports the filtered rows, oldest first', async () => {
    expect(await csv(`${MARCH}&source=spent`)).toEqual(['Bought kit Starter', 'Bought shop rank VIP']);
    expect(await csv(`${MARCH}&playerId=${bob}&source=tip4serv`)).toEqual(['Tip4Serv purchase']);
    expect(await csv(MARCH)).toEqual([...MARCH_NEWEST_FIRST].reverse());
    const bad = await t.call('viewer', {
      method: 'GET',
      url: `/api/player/credit-history/export/${t.botId}?source=nope`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(listQueryMessages.creditKind);
  });
});
