import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { seasonMessages } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import {
  auditLog,
  botInstances,
  buyLimitResets,
  coupons,
  creditHistory,
  kitStock,
  players,
  seasons,
} from '../../db/schema';
import { insertKit, insertPlayer } from '../../db/factories';
import { demoPersonas } from '../demo/personas';
import { ledgerActors, recordCredit } from '../players/ledger';
import { listDiscordOutbox } from '../discord-activity/outbox';
import type { LedgerKind } from '@asa/domain';

/** Seasons and wipes (issue 37): both databases (DATABASE_URL for PostgreSQL). */
let t: TestApp;
let botId = 0;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.now = () => new Date(clock);
  // an instance of the owner's of its own: the demo's players and history stay out of the numbers
  const [bot] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '900000000000003737', guildName: 'Seasons', ownerId: demoPersonas.owner.discordId })
    .returning();
  botId = bot!.id;
});
afterAll(async () => t?.close());

const tick = (ms = 60_000) => (clock += ms);
const earn = (playerId: number, kind: LedgerKind, delta: number) =>
  t.ctx.db.transaction((tx) =>
    recordCredit(tx, t.ctx.now(), { playerId, delta, kind, actor: ledgerActors.system('test', 'test') }),
  );
const credits = async (id: number) =>
  (await t.ctx.db.select().from(players).where(eq(players.id, id)))[0]!.credits;
const post = (what: 'preview' | 'start', payload: object, persona: 'owner' | 'manager' = 'owner') =>
  t.call(persona, { method: 'POST', url: `/api/season/${what}/${botId}`, payload });
const board = (query: string) =>
  t.call('owner', { method: 'GET', url: `/api/leaderboard/${botId}?metric=earned&${query}` });

describe('seasons and wipes', () => {
  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    for (const [payload, message] of [
      [{ name: '', resetKinds: [] }, seasonMessages.name],
      [{ name: 'S', resetKinds: ['purchase'] }, seasonMessages.kind],
      [{ name: 'S', resetKinds: ['nope'] }, seasonMessages.kind],
      [{ name: 'S', resetKinds: [], announceChannelId: '#general' }, seasonMessages.channel],
    ] as const) {
      for (const what of ['preview', 'start'] as const) {
        const res = await post(what, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
    expect(await t.ctx.db.select().from(seasons).where(eq(seasons.botId, botId))).toEqual([]);
    expect((await board('period=season&season=1')).json().message).toBe(seasonMessages.noSeason);
  });

  it('previews, then starts: per kind reset or kept, never below 0, one season_reset entry each', async () => {
    const donor = await insertPlayer(t.ctx.db, botId, { name: 'Donor', credits: 0 });
    const grinder = await insertPlayer(t.ctx.db, botId, { name: 'Grinder', credits: 0 });
    const spender = await insertPlayer(t.ctx.db, botId, { name: 'Spender', credits: 0 });
    const idle = await insertPlayer(t.ctx.db, botId, { name: 'Idle', credits: 7 });
    await earn(donor.id, 'tip4serv', 500);
    await earn(donor.id, 'playtime', 40);
    await earn(grinder.id, 'playtime', 300);
    await earn(grinder.id, 'vote', 20);
    await earn(grinder.id, 'admin_grant', 10);
    await earn(spender.id, 'playtime', 200);
    await earn(spender.id, 'purchase', -150); // spent 150 of it: only 50 is left to take
    // stock sold, a coupon used
    const kit = await insertKit(t.ctx.db, botId, { stock: 5 });
    await t.ctx.db.insert(kitStock).values({ kitId: kit.id, periodStart: new Date(0), sold: 3 });
    await t.ctx.db.insert(coupons).values({ botId, code: 'WIPE', uses: 4 });
    tick();

    const settings = {
      name: 'Season 1',
      resetKinds: ['playtime', 'vote'],
      resetStock: true,
      resetBuyLimits: true,
      resetCouponUses: true,
    };
    const preview = await post('preview', settings);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p).toMatchObject({
      since: null,
      players: 4,
      affectedPlayers: 3,
      creditsReset: 40 + 320 + 50,
      creditsAlreadySpent: 150,
      creditsKept: 510,
      balancesBefore: 540 + 330 + 50 + 7,
      balancesAfter: 540 + 330 + 50 + 7 - 410,
      stockRows: 1,
      couponsWithUses: 1,
    });
    const kind = (k: string) => p.kinds.find((x: { kind: string }) => x.kind === k);
    expect(kind('playtime')).toEqual({ kind: 'playtime', action: 'reset', players: 3, credits: 540 });
    expect(kind('tip4serv')).toEqual({ kind: 'tip4serv', action: 'keep', players: 1, credits: 500 });
    expect(kind('vote')).toEqual({ kind: 'vote', action: 'reset', players: 1, credits: 20 });
    // a preview writes nothing
    expect(await credits(grinder.id)).toBe(330);
    expect(await t.ctx.db.select().from(seasons).where(eq(seasons.botId, botId))).toEqual([]);

    const started = await post('start', settings);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().season).toMatchObject({ number: 1, name: 'Season 1', summary: p });
    expect(await credits(donor.id)).toBe(500);
    expect(await credits(grinder.id)).toBe(10);
    expect(await credits(spender.id)).toBe(0);
    expect(await credits(idle.id)).toBe(7);
    const resets = await t.ctx.db
      .select()
      .from(creditHistory)
      .where(and(eq(creditHistory.botId, botId), eq(creditHistory.kind, 'season_reset')));
    expect(resets.map((r) => [r.playerId, r.amount, r.balanceAfter]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [donor.id, -40, 500],
      [grinder.id, -320, 10],
      [spender.id, -50, 0],
    ]);
    expect(resets[0]!.actorType).toBe('manager');
    // the other resets
    expect(await t.ctx.db.select().from(kitStock).where(eq(kitStock.kitId, kit.id))).toEqual([]);
    expect((await t.ctx.db.select().from(coupons).where(eq(coupons.botId, botId)))[0]!.uses).toBe(0);
    expect(await t.ctx.db.select().from(buyLimitResets).where(eq(buyLimitResets.botId, botId))).toHaveLength(
      4,
    );
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.botId, botId), eq(auditLog.action, 'season_start')));
    expect(audit).toBeDefined();
    // the history still replays to each balance
    for (const pl of [donor, grinder, spender]) {
      const [sum] = await t.ctx.db
        .select({ total: sql<number>`coalesce(sum(${creditHistory.amount}), 0)::int` })
        .from(creditHistory)
        .where(eq(creditHistory.playerId, pl.id));
      expect(Number(sum!.total)).toBe(await credits(pl.id));
    }

    // season 2 only takes what was earned since season 1 started; season 1's board is frozen
    tick();
    await earn(grinder.id, 'playtime', 25);
    expect((await board('period=season')).json()).toMatchObject({
      period: 'season',
      season: 1,
      until: null,
      rows: [{ name: 'Grinder', value: 25 }],
    });
    tick();
    const second = await post('start', {
      name: 'Season 2',
      resetKinds: ['playtime'],
      announceChannelId: '800000000000000042',
    });
    expect(second.json().season).toMatchObject({
      number: 2,
      summary: { affectedPlayers: 1, creditsReset: 25 },
    });
    expect(await credits(grinder.id)).toBe(10);
    expect(await credits(donor.id)).toBe(500);
    // announced through the outbox (only season 2 asked for it)
    const outbox = (await listDiscordOutbox(t.ctx.db, botId)).filter((m) => m.key.includes('season:'));
    expect(outbox.map((m) => [m.channelId, m.text])).toEqual([
      [
        '800000000000000042',
        '**Season 2** has started (season 2)! 25 credits earned last season were reset for 1 player; the season leaderboards start from 0.',
      ],
    ]);
    expect((await board('period=season')).json()).toMatchObject({ season: 2, rows: [] });
    const past = (await board('period=season&season=1')).json();
    expect(past).toMatchObject({ season: 1, rows: [{ name: 'Grinder', value: 25 }] });
    expect(past.until).toBe(second.json().season.startedAt);
    tick();
    await earn(grinder.id, 'vote', 5);
    expect((await board('period=season&season=1')).json().rows).toEqual(past.rows);
    const list = await t.call('owner', { method: 'GET', url: `/api/season/list/${botId}` });
    expect(list.json().map((s: { number: number }) => s.number)).toEqual([2, 1]);
  });

  it('is all or nothing: a failure at the last write leaves balances, history and resets as they were', async () => {
    const p = await insertPlayer(t.ctx.db, botId, { name: 'Crash', credits: 0 });
    tick();
    await earn(p.id, 'playtime', 70);
    const historyBefore = await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.botId, botId));
    const limitsBefore = await t.ctx.db.select().from(buyLimitResets).where(eq(buyLimitResets.botId, botId));
    // the seasons row (written after the ledger entries and the resets) fails
    await t.ctx.db.execute(sql`create function seasons_fail() returns trigger language plpgsql as
      $$ begin raise exception 'simulated crash'; end $$`);
    await t.ctx.db.execute(
      sql`create trigger seasons_fail before insert on seasons for each row execute function seasons_fail()`,
    );
    try {
      const res = await post('start', { name: 'Doomed', resetKinds: ['playtime'], resetBuyLimits: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`drop trigger seasons_fail on seasons`);
      await t.ctx.db.execute(sql`drop function seasons_fail()`);
    }
    expect(await credits(p.id)).toBe(70);
    expect(await t.ctx.db.select().from(creditHistory).where(eq(creditHistory.botId, botId))).toEqual(
      historyBefore,
    );
    expect(await t.ctx.db.select().from(buyLimitResets).where(eq(buyLimitResets.botId, botId))).toEqual(
      limitsBefore,
    );
    expect(
      (await t.ctx.db.select().from(seasons).where(eq(seasons.botId, botId))).map((s) => s.name),
    ).toEqual(['Season 1', 'Season 2']);
  });
});
