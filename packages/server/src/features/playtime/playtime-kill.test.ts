import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createRuntime } from '../../bootstrap';
import {
  botInstances,
  creditHistory,
  playtimeCredits,
  playtimeDays,
  players,
  servers,
} from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { startFakeRcon, type FakeRconServer } from '../../integrations/rcon/fake-server';
import { cloneTestDatabase, TEST_SECRET_KEY } from '../../../test/helpers/db-template';
import { DEMO_GUILD_ID } from '../demo/personas';
import { startJobsProcess, until } from '../../../test/helpers/jobs-process';

/**
 * kill -9 of real jobs processes running the playtime sampler (issue 37) against the TCP RCON fake, on a
 * fast clock shared by the processes (a minute per 200 ms: a sample slot per fifth of a second, an interval of
 * 5 minutes per second). The first process is killed with SIGKILL in the middle of an interval, a second one
 * is started and runs on; then every interval the stored minutes completed is credited exactly once: one
 * `playtime_credits` row and one ledger entry each, the balance grown by exactly that, no interval missing.
 * On PostgreSQL also two processes at once, one of them killed.
 */
const EOS = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const PASSWORD = 'playtime-kill-pass';
const SPEED = 300; // fake ms per real ms: a minute every 200 ms
const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

const startJobs = (env: Record<string, string>) => startJobsProcess(env, cleanup);

async function world() {
  const rcon: FakeRconServer = await startFakeRcon({ password: PASSWORD, players: [] });
  cleanup.push(() => rcon.close());
  const db = await cloneTestDatabase('seeded');
  cleanup.push(() => db.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-playtime-kill-'));
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const realAnchor = Date.now();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: db.databaseUrl,
    DATABASE_SCHEMA: db.schema,
    SECRET_KEY: TEST_SECRET_KEY,
    DEMO_MODE: 'false',
    NODE_ENV: '',
    PUBLIC_URL: 'http://localhost:3000',
    DISCORD_CLIENT_ID: 'test-client',
    DISCORD_CLIENT_SECRET: 'test-secret',
    DISCORD_BOT_TOKEN: 'test-bot-token',
    DISCORD_API_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'warn',
    JOBS: 'playtime',
    EVERY_SECONDS: '0.05',
    FIRST_MS: '50',
    // a UTC day's 08:00 (no midnight within the test), running SPEED times as fast
    CLOCK_ANCHOR_MS: String(Date.UTC(2031, 4, 6, 8, 0, 0)),
    CLOCK_REAL_MS: String(realAnchor),
    CLOCK_SPEED: String(SPEED),
  };
  const runtime = await createRuntime(loadConfig(env), { pgliteDataDir: db.pgliteDataDir });
  const ctx = runtime.ctx;
  const [bot] = await ctx.db
    .update(botInstances)
    .set({
      isShopEnabled: true,
      settings: sql`jsonb_set(${botInstances.settings}, '{playtimeSettings}', '{}'::jsonb)`,
    })
    .where(eq(botInstances.guildId, DEMO_GUILD_ID))
    .returning();
  const [server] = await ctx.db
    .insert(servers)
    .values({
      botId: bot!.id,
      name: 'Kill Island',
      ip: rcon.host,
      rconPort: rcon.port,
      rconPassword: ctx.secrets.encrypt(PASSWORD),
    })
    .returning();
  const playtime = {
    isEnabled: true,
    serverIds: [server!.id],
    creditsPerInterval: 10,
    intervalMinutes: 5,
    sampleMinutes: 1,
    dailyCap: 0,
  };
  await ctx.db
    .update(botInstances)
    .set({
      settings: sql`jsonb_set(${botInstances.settings}, '{playtimeSettings}', ${JSON.stringify(playtime)}::jsonb)`,
    })
    .where(eq(botInstances.id, bot!.id));
  const player = await insertPlayer(ctx.db, bot!.id, { name: 'Kill Player', eosId: EOS, credits: 100 });
  rcon.options.players = [{ name: 'Kill Player', eosId: EOS }];
  const kind = ctx.database.kind;
  await runtime.close();
  const samples = () => rcon.commands.filter((c) => c === 'ListPlayers').length;
  return { rcon, env, botId: bot!.id, playerId: player.id, samples, kind };
}

/** Each interval the stored minutes completed is credited once: one row and one ledger entry each. */
async function expectExactlyOnce(env: Record<string, string>, playerId: number, samples: number) {
  const runtime = await createRuntime(loadConfig(env));
  cleanup.push(() => runtime.close());
  const db = runtime.ctx.db;
  const [day] = await db
    .select({ minutes: sql<number>`coalesce(sum(${playtimeDays.minutes}), 0)::int` })
    .from(playtimeDays)
    .where(eq(playtimeDays.playerId, playerId));
  const rows = await db
    .select()
    .from(playtimeCredits)
    .where(eq(playtimeCredits.playerId, playerId))
    .orderBy(playtimeCredits.onlineMinute);
  const history = await db
    .select()
    .from(creditHistory)
    .where(and(eq(creditHistory.playerId, playerId), eq(creditHistory.kind, 'playtime')));
  const [p] = await db.select().from(players).where(eq(players.id, playerId));
  const minutes = Number(day!.minutes);
  // a slot is stored at most once (a sample whose process died before storing it is lost, never doubled)
  expect(minutes).toBeLessThanOrEqual(samples);
  expect(minutes).toBeGreaterThanOrEqual(15);
  const intervals = Math.floor(minutes / 5);
  expect(rows.map((r) => r.onlineMinute)).toEqual(Array.from({ length: intervals }, (_, i) => (i + 1) * 5));
  expect(history).toHaveLength(intervals);
  expect(history.every((h) => h.amount === 10)).toBe(true);
  expect(p!.credits).toBe(100 + 10 * intervals);
  return { minutes, intervals };
}

describe('playtime sampler killed with SIGKILL', () => {
  it('mid-interval, then restarted: each interval credited exactly once', { timeout: 180_000 }, async () => {
    const w = await world();
    const first = startJobs(w.env);
    // killed after 7 samples: 2 minutes into the second interval
    await until(
      '7 samples',
      () => w.samples() >= 7,
      90_000,
      () => first.output.join(''),
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = w.samples();
    const second = startJobs(w.env);
    await until(
      '18 more samples',
      () => w.samples() >= killedAt + 18,
      90_000,
      () => second.output.join(''),
    );
    second.child.kill('SIGTERM');
    await second.exited;
    const { minutes, intervals } = await expectExactlyOnce(w.env, w.playerId, w.samples());
    console.log(`playtime kill -9: ${minutes} minutes, ${intervals} intervals credited once (${w.kind})`);
  });

  it(
    'two processes at once, one killed mid-interval: each interval credited exactly once',
    { timeout: 180_000 },
    async (t) => {
      const w = await world();
      // PGlite is one process's database: two processes need PostgreSQL (DATABASE_URL)
      if (w.kind !== 'postgres') return t.skip();
      const a = startJobs(w.env);
      const b = startJobs(w.env);
      await until(
        '8 samples',
        () => w.samples() >= 8,
        90_000,
        () => a.output.join('') + b.output.join(''),
      );
      a.child.kill('SIGKILL');
      await a.exited;
      const killedAt = w.samples();
      await until(
        '15 more samples',
        () => w.samples() >= killedAt + 15,
        90_000,
        () => b.output.join(''),
      );
      b.child.kill('SIGTERM');
      await b.exited;
      const { minutes, intervals } = await expectExactlyOnce(w.env, w.playerId, w.samples());
      console.log(`playtime kill -9 of one of two: ${minutes} minutes, ${intervals} intervals (${w.kind})`);
    },
  );
});
