import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { botText } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, creditHistory, leaderboardPosts, players } from '../../db/schema';
import { historyValues, insertPlayer } from '../../db/factories';
import { listDiscordOutbox } from '../discord-activity/outbox';
import { runWeeklyLeaderboardPosts } from './service';

/**
 * The weekly leaderboard post (issue 37): on Monday (UTC) the top players of the week that ended, to the
 * owner's channel, once per instance and week (a unique row + the outbox message in one transaction): two
 * runs, two concurrent runs (separate connections on PostgreSQL: DATABASE_URL), the switch off, an empty
 * board, after the Monday. PGlite and PostgreSQL.
 */
let t: TestApp;
let clock = 0;
const DAY = 86_400_000;
const CHANNEL = '123456789012345678';

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => new Date(clock);
  // the demo's own players earned nothing in these weeks: only the test's players are on the boards
  await t.ctx.db.update(players).set({ leaderboardOptOut: true }).where(eq(players.botId, t.botId));
});
afterAll(async () => {
  await t?.close();
});

async function settings(over: Record<string, unknown>) {
  const value = {
    isWeeklyPostEnabled: true,
    weeklyPostChannelId: CHANNEL,
    weeklyPostMetric: 'earned',
    ...over,
  };
  await t.ctx.db
    .update(botInstances)
    .set({
      settings: sql`jsonb_set(${botInstances.settings}, '{leaderboardSettings}', ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(botInstances.id, t.botId));
}

const posts = async () =>
  (await listDiscordOutbox(t.ctx.db, t.botId)).filter((m) => m.key.includes('leaderboard-week:'));

describe('weekly leaderboard post', () => {
  it('posts the ended week once on Monday, to the chosen channel; a second run and a later day post nothing', async () => {
    await settings({});
    const monday = Date.UTC(2031, 2, 10); // Monday 2031-03-10
    const a = await insertPlayer(t.ctx.db, t.botId, { name: 'Week A' });
    const b = await insertPlayer(t.ctx.db, t.botId, { name: 'Week B' });
    await t.ctx.db.insert(creditHistory).values([
      historyValues(t.botId, a.id, 300, 'Vote', 'Vote reward', new Date(monday - 2 * DAY), 'vote'),
      historyValues(t.botId, b.id, 500, 'Vote', 'Vote reward', new Date(monday - 6 * DAY), 'vote'),
      // outside the week: the Monday itself (next week) and the week before
      historyValues(t.botId, a.id, 9000, 'Vote', 'Vote reward', new Date(monday + 60_000), 'vote'),
      historyValues(t.botId, a.id, 9000, 'Vote', 'Vote reward', new Date(monday - 8 * DAY), 'vote'),
    ]);
    clock = monday + 20 * 60_000;
    expect(await runWeeklyLeaderboardPosts(t.ctx)).toBe(1);
    expect(await runWeeklyLeaderboardPosts(t.ctx)).toBe(0);
    const [msg, ...more] = await posts();
    expect(more).toEqual([]);
    expect(msg!.channelId).toBe(CHANNEL);
    expect(msg!.text).toBe(
      [
        botText('en', 'leaderboardWeekTitle', { metric: 'earned', from: '2031-03-03', to: '2031-03-09' }),
        '1. Week B: 500',
        '2. Week A: 300',
      ].join('\n'),
    );
    expect(msg!.text.split('\n')[0]).toBe(
      '**Top players of the week** (2031-03-03 to 2031-03-09, credits earned):',
    );
    const rows = await t.ctx.db.select().from(leaderboardPosts).where(eq(leaderboardPosts.botId, t.botId));
    expect(rows.map((r) => [r.week, r.channelId, r.players])).toEqual([['2031-03-03', CHANNEL, 2]]);
    // Tuesday of the next week: nothing due (a week is posted on its Monday only)
    clock = monday + 8 * DAY;
    expect(await runWeeklyLeaderboardPosts(t.ctx)).toBe(0);
  });

  it('two runs at once post once; off posts nothing; an empty week is recorded, not posted', async () => {
    await t.ctx.db.execute(sql`delete from kv where key like 'discord-outbox:%'`);
    const monday = Date.UTC(2031, 2, 24);
    const a = await insertPlayer(t.ctx.db, t.botId, { name: 'Week C' });
    await t.ctx.db
      .insert(creditHistory)
      .values(historyValues(t.botId, a.id, 70, 'Vote', 'Vote reward', new Date(monday - DAY), 'vote'));
    await settings({ isWeeklyPostEnabled: false });
    clock = monday + 60_000;
    expect(await runWeeklyLeaderboardPosts(t.ctx)).toBe(0);
    await settings({ weeklyPostMetric: 'earned' });
    const runs = await Promise.all(Array.from({ length: 4 }, () => runWeeklyLeaderboardPosts(t.ctx)));
    expect(runs.reduce((n, r) => n + r, 0)).toBe(1);
    expect((await posts()).map((m) => m.text.split('\n').slice(1))).toEqual([['1. Week C: 70']]);
    // a week nobody earned anything in: the row is written (not due again), no message
    clock = monday + 7 * DAY + 60_000;
    expect(await runWeeklyLeaderboardPosts(t.ctx)).toBe(0);
    expect(await posts()).toHaveLength(1);
    const weeks = await t.ctx.db.select().from(leaderboardPosts).where(eq(leaderboardPosts.botId, t.botId));
    expect(weeks.map((r) => [r.week, r.players]).sort()).toEqual([
      ['2031-03-03', 2],
      ['2031-03-17', 1],
      ['2031-03-24', 0],
    ]);
  });
});
