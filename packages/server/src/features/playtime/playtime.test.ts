import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { playtimeMessages } from '@asa/domain';
import { createRuntime } from '../../bootstrap';
import { botInstances, creditHistory, playtimeCredits, playtimeDays, playtimeServers } from '../../db/schema';
import { addPlayer, createInGameWorld, EOS, type InGameWorld } from '../in-game-shop/test-world';
import { runInGameReaders } from '../in-game-shop/service';
import { playtimeToday, runPlaytime } from './service';
import { getInstanceRow } from '../bots/repo';

/**
 * Playtime credits over the TCP RCON fake (ListPlayers): minutes per player, server and UTC day, each
 * completed interval credited exactly once (two runs in one slot, two runs at once, a re-sampled slot after a
 * restart, two processes on PostgreSQL), the daily cap, rank multipliers, linked players only. PGlite and
 * PostgreSQL (DATABASE_URL).
 */
let w: InGameWorld;
/** The test's clock: a slot-aligned moment (a UTC day's 10:00); each test moves on by a day. */
let clock = Date.UTC(2030, 0, 15, 10, 0, 0);

beforeAll(async () => {
  w = await createInGameWorld();
  w.t.ctx.now = () => new Date(clock);
});
afterAll(async () => {
  await w?.close();
});

async function settings(over: Record<string, unknown>) {
  const playtimeOf = {
    isEnabled: true,
    creditsPerInterval: 10,
    intervalMinutes: 15,
    sampleMinutes: 5,
    dailyCap: 0,
    ...over,
  };
  await w.t.ctx.db
    .update(botInstances)
    .set({
      settings: sql`jsonb_set(${botInstances.settings}, '{playtimeSettings}', ${JSON.stringify(playtimeOf)}::jsonb)`,
    })
    .where(eq(botInstances.id, w.botId));
}

beforeEach(async () => {
  // a fresh day per test (the rows of earlier tests are other days)
  clock += 86_400_000;
  await w.t.ctx.db.delete(playtimeServers);
});

const playtimeHistory = (playerId: number) =>
  w.t.ctx.db
    .select()
    .from(creditHistory)
    .where(and(eq(creditHistory.playerId, playerId), eq(creditHistory.kind, 'playtime')))
    .orderBy(creditHistory.id);

/** A dashboard call at the real time (the sessions' clock), the test clock kept. */
async function real<T>(fn: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = Date.now();
  try {
    return await fn();
  } finally {
    clock = saved;
  }
}

let n = 0;
async function linked(over: { credits?: number; roles?: number[] } = {}) {
  n++;
  const eosId = `0002${String(n).padStart(4, '0')}aaaa000000000000000000${String(n).padStart(2, '0')}`.slice(
    0,
    32,
  );
  const p = await addPlayer(w, {
    name: `Runner ${n}`,
    eosId,
    credits: over.credits ?? 0,
    roles: over.roles ?? [],
  });
  return { ...p, eosId };
}

describe('playtime credits over RCON (ListPlayers)', () => {
  it('two runs in one slot sample once; each completed interval credits once; only linked players', async () => {
    const base = clock;
    const T = (m: number) => void (clock = base + m * 60_000);
    await settings({});
    const alice = await linked({ credits: 5 });
    const offline = await linked();
    // an EOS id nobody linked, and a player without an EOS id (name only) are not credited
    w.setOnline([
      { name: 'Runner', eosId: alice.eosId.toUpperCase() },
      { name: 'Stranger', eosId: EOS.mallory },
    ]);
    const listPlayers = () => w.fake.commands.filter((c) => c === 'ListPlayers').length;
    const before = listPlayers();
    T(0);
    expect(await runPlaytime(w.t.ctx)).toBe(1);
    T(1);
    expect(await runPlaytime(w.t.ctx)).toBe(0); // same 5-minute slot: not sampled again
    expect(listPlayers()).toBe(before + 1);
    T(5);
    await runPlaytime(w.t.ctx);
    expect(await playtimeHistory(alice.id)).toHaveLength(0); // 10 minutes: no interval yet
    T(10);
    await runPlaytime(w.t.ctx);
    T(12);
    await runPlaytime(w.t.ctx);
    const history = await playtimeHistory(alice.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      amount: 10,
      balanceAfter: 15,
      actor: 'Playtime',
      actorType: 'system',
    });
    expect((await w.player(alice.id)).credits).toBe(15);
    expect(await playtimeHistory(offline.id)).toHaveLength(0);
    const days = await w.t.ctx.db.select().from(playtimeDays).where(eq(playtimeDays.playerId, alice.id));
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ minutes: 15, sessions: 1, serverId: w.serverId });
    const row = (await getInstanceRow(w.t.ctx.db, w.botId))!;
    expect(await playtimeToday(w.t.ctx, row, alice.id)).toBe(10);

    // a restart that forgot its slots samples the same slot again: no minute and no credit counted twice
    await w.t.ctx.db.delete(playtimeServers);
    await runPlaytime(w.t.ctx);
    const again = await w.t.ctx.db.select().from(playtimeDays).where(eq(playtimeDays.playerId, alice.id));
    expect(again[0]!.minutes).toBe(15);
    expect(await playtimeHistory(alice.id)).toHaveLength(1);

    // offline for a slot, back: a second session; two runs at the same moment sample once
    w.setOnline([]);
    T(15);
    await runPlaytime(w.t.ctx);
    w.setOnline([{ name: 'Runner', eosId: alice.eosId }]);
    for (const m of [20, 25, 30]) {
      T(m);
      const both = await Promise.all([runPlaytime(w.t.ctx), runPlaytime(w.t.ctx)]);
      expect(both.reduce((a, b) => a + b, 0)).toBe(1);
    }
    const after = await w.t.ctx.db.select().from(playtimeDays).where(eq(playtimeDays.playerId, alice.id));
    expect(after[0]).toMatchObject({ minutes: 30, sessions: 2 });
    expect((await playtimeHistory(alice.id)).map((h) => h.amount)).toEqual([10, 10]);
    const marks = await w.t.ctx.db
      .select({ m: playtimeCredits.onlineMinute })
      .from(playtimeCredits)
      .where(eq(playtimeCredits.playerId, alice.id));
    expect(marks.map((r) => r.m).sort((a, b) => a - b)).toEqual([15, 30]);
  });

  it('the daily cap stops the credits of the day; the best rank multiplier applies; a new UTC day starts over', async () => {
    const base = clock;
    await settings({
      creditsPerInterval: 10,
      intervalMinutes: 5,
      sampleMinutes: 5,
      dailyCap: 40,
      rankMultipliers: [
        { rankId: 900001, percent: 150 },
        { rankId: 900002, percent: 120 },
      ],
    });
    const vip = await linked({ roles: [900001, 900002] });
    const plain = await linked();
    w.setOnline([
      { name: 'Vip', eosId: vip.eosId },
      { name: 'Plain', eosId: plain.eosId },
    ]);
    for (let m = 0; m < 40; m += 5) {
      clock = base + m * 60_000;
      await runPlaytime(w.t.ctx);
    }
    // 8 intervals: 15 + 15 + 10 (cap 40) for the rank; 10 x 4 for the other
    expect((await playtimeHistory(vip.id)).map((h) => h.amount)).toEqual([15, 15, 10]);
    expect((await playtimeHistory(plain.id)).map((h) => h.amount)).toEqual([10, 10, 10, 10]);
    expect((await w.player(vip.id)).credits).toBe(40);
    // the next UTC day: credited again
    clock = base + 86_400_000;
    await runPlaytime(w.t.ctx);
    expect((await playtimeHistory(vip.id)).map((h) => h.amount)).toEqual([15, 15, 10, 15]);
  });

  it('+bal says what playtime gave today while playtime credits are on', async () => {
    const base = clock;
    await settings({ intervalMinutes: 5 });
    const p = await linked({ credits: 100 });
    w.setOnline([{ name: 'Bal Runner', eosId: p.eosId }]);
    await runPlaytime(w.t.ctx);
    clock = base + 61_000;
    w.say('Bal Runner', '+bal');
    await runInGameReaders(w.t.ctx);
    expect(w.repliesTo(p.eosId).at(-1)).toBe('Balance: 110 credits (+10 today from playtime).');
    await settings({ isEnabled: false });
    clock = base + 122_000;
    w.say('Bal Runner', '+bal');
    await runInGameReaders(w.t.ctx);
    expect(w.repliesTo(p.eosId).at(-1)).toBe('Balance: 110 credits.');
  });

  it('off (switch) samples nothing', async () => {
    await settings({ isEnabled: false });
    expect(await runPlaytime(w.t.ctx)).toBe(0);
  });

  it('the dashboard list of a day; a bad day is a 400 with the message', async () => {
    const base = clock;
    await settings({ intervalMinutes: 5 });
    const p = await linked();
    w.setOnline([{ name: 'Listed', eosId: p.eosId }]);
    await runPlaytime(w.t.ctx);
    clock = base + 5 * 60_000;
    await runPlaytime(w.t.ctx);
    const day = new Date(base).toISOString().slice(0, 10);
    const res = await real(() =>
      w.t.call('owner', { method: 'GET', url: `/api/playtime/${w.botId}?day=${day}` }),
    );
    expect(res.statusCode).toBe(200);
    const row = res.json().rows.find((r: { playerId: number }) => r.playerId === p.id);
    expect(row).toMatchObject({
      minutes: 10,
      sessions: 1,
      credits: 20,
      servers: [{ serverId: w.serverId, minutes: 10 }],
    });
    const bad = await real(() =>
      w.t.call('owner', { method: 'GET', url: `/api/playtime/${w.botId}?day=yesterday` }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(playtimeMessages.day);
  });

  it('settings are validated on save (400 with the field message)', async () => {
    clock = Date.now();
    const bot = (await w.t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' }))
      .json()
      .find((b: { id: number }) => b.id === w.t.botId);
    const put = (playtimeSettings: Record<string, unknown>) =>
      w.t.call('owner', {
        method: 'PUT',
        url: '/api/bots',
        payload: { bot: { ...bot, playtimeSettings: { ...bot.playtimeSettings, ...playtimeSettings } } },
      });
    const odd = await put({ intervalMinutes: 12, sampleMinutes: 5 });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(playtimeMessages.intervalMinutes);
    const twice = await put({
      rankMultipliers: [
        { rankId: 1, percent: 100 },
        { rankId: 1, percent: 200 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(playtimeMessages.multiplierRank);
    const big = await put({ rankMultipliers: [{ rankId: 1, percent: 5000 }] });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain(playtimeMessages.multiplierPercent);
    expect((await put({ intervalMinutes: 30, sampleMinutes: 10 })).statusCode).toBe(200);
  });
});

const pg = !!process.env.DATABASE_URL;
describe('two processes on one PostgreSQL', () => {
  it.skipIf(!pg)('sample each server once per slot and credit each interval once', async () => {
    clock = Date.UTC(2031, 0, 15, 10, 0, 0);
    const base = clock;
    await settings({ intervalMinutes: 5, sampleMinutes: 5 });
    const p = await linked();
    w.setOnline([{ name: 'Twin', eosId: p.eosId }]);
    const second = await createRuntime(w.t.ctx.config);
    second.ctx.now = () => w.t.ctx.now();
    try {
      for (let m = 0; m < 30; m += 5) {
        clock = base + m * 60_000;
        const runs = await Promise.all([runPlaytime(w.t.ctx), runPlaytime(second.ctx)]);
        expect(runs[0] + runs[1]).toBe(1);
      }
    } finally {
      await second.close();
    }
    expect((await playtimeHistory(p.id)).map((h) => h.amount)).toEqual([10, 10, 10, 10, 10, 10]);
  });
});
