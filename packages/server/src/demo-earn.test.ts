import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers/harness';
import { creditHistory, kits, players } from './db/schema';
import { leaderboard } from './features/leaderboards/service';
import { playtimeDay, utcDay } from './features/playtime/service';
import { listSeasons } from './features/seasons/service';
import { listTransfers } from './features/transfers/service';
import { DEMO_MYSTERY_WEIGHTS, DEMO_PLAYTIME, seedDemoEarn } from './demo-earn';
import { seedDemoEconomy } from './features/demo/economy';
import { DEMO_PLAYER_EOS_ID } from './features/demo/portal-player';
import { startDemoRcon } from './features/demo/rcon';

/** The demo's earn features (issue 37): seeded once, through the real job and services, on the demo data. */
let t: TestApp;
let rcon: Awaited<ReturnType<typeof startDemoRcon>>;
beforeAll(async () => {
  t = await createTestApp();
  rcon = await startDemoRcon(t.ctx);
  await seedDemoEconomy(t.ctx);
});
afterAll(async () => {
  await rcon?.close();
  await t?.close();
});

describe('demo earn data', () => {
  it('seeds playtime, transfers, two seasons and a weighted random kit, once', async () => {
    const demoPlayer = async () =>
      (await t.ctx.db.select().from(players).where(eq(players.eosId, DEMO_PLAYER_EOS_ID)))[0]!;
    const before = await demoPlayer();
    expect(await seedDemoEarn(t.ctx)).toBe(true);
    expect(await seedDemoEarn(t.ctx)).toBe(false);

    const seasons = await listSeasons(t.ctx, t.botId);
    expect(seasons.map((s) => [s.number, s.name])).toEqual([
      [2, 'Season 2: Scorched Earth'],
      [1, 'Season 1: The Island'],
    ]);
    expect(seasons[0]!.summary.creditsReset).toBeGreaterThan(0);
    // season 1 is over: its board is frozen and not empty
    const past = await leaderboard(t.ctx, t.botId, 'earned', 'season', 10, 1);
    expect(past.until).toBe(seasons[0]!.startedAt);
    expect(past.rows.length).toBeGreaterThan(0);

    const transfers = await listTransfers(t.ctx, t.botId);
    expect(transfers.map((x) => [x.fromName, x.toName, x.amount, x.fee])).toEqual([
      ['Raptor Rick', 'Wyvern Queen', 50, 3],
      ['Argy Ace', 'Dodo Whisperer', 100, 5],
    ]);

    // yesterday: an hour on The Island for every linked demo player but the portal's, credited once
    const yesterday = utcDay(new Date(t.ctx.now().getTime() - 86_400_000));
    const day = await playtimeDay(t.ctx, t.botId, yesterday);
    const byName = Object.fromEntries(day.rows.map((r) => [r.name, r]));
    expect(byName['Rex Rider']).toMatchObject({ minutes: 60, sessions: 1, credits: 30 }); // VIP: 150 %
    expect(byName['Dodo Whisperer']).toMatchObject({
      minutes: 60,
      credits: DEMO_PLAYTIME.creditsPerInterval,
    });
    expect(day.rows.find((r) => r.playerId === before.id)).toBeUndefined();
    // the portal's demo player: nothing moved
    expect((await demoPlayer()).credits).toBe(before.credits);

    const [box] = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, t.botId), eq(kits.name, 'Mystery Box')));
    expect(box!.itemGroups.map((g) => g.weight)).toEqual(DEMO_MYSTERY_WEIGHTS);

    // the named demo players' ledgers add up, entry by entry, to their balances
    const named = ['Rex Rider', 'Dodo Whisperer', 'Tek Titan', 'Wyvern Queen', 'Argy Ace', 'Raptor Rick'];
    for (const name of named) {
      const [p] = await t.ctx.db
        .select()
        .from(players)
        .where(and(eq(players.botId, t.botId), eq(players.name, name)));
      const rows = await t.ctx.db
        .select()
        .from(creditHistory)
        .where(eq(creditHistory.playerId, p!.id))
        .orderBy(creditHistory.createdAt, creditHistory.id);
      let running = 0;
      for (const r of rows) expect(r.balanceAfter, name).toBe((running += r.amount));
      expect(running, name).toBe(p!.credits);
    }
  });
});
