/**
 * Benchmark (issue 34): what idle instances cost the database. INSTANCES (default 1,000) active instances,
 * each with its owner (Tier 4, so no feature is refused by tier), default settings, no servers and no
 * traffic; the real scheduler runs every job of jobs/index.ts, the jobs of 5 minutes and longer marked as
 * just run (steady state between their runs). After WARMUP_S (default 20 s) it counts the database's committed transactions (pg_stat_database.xact_commit of
 * a database of its own, so other users of the server do not count) over MEASURE_S (default 40 s).
 * PostgreSQL only: BENCH_PG_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * Run: npx tsx bench/scale-idle.ts   (INSTANCES=1 for the one-instance baseline)
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { defaultBotSettings, Tier } from '../packages/domain/src';
import { botInstances, kv, users } from '../packages/server/src/db/schema';
import { encryptSettings } from '../packages/server/src/features/bots/secrets';
import { jobs } from '../packages/server/src/jobs';
import { jobStatusKey, startScheduler } from '../packages/server/src/jobs/scheduler';
import { withBenchRuntime } from './runtime';
import { record } from './load';

const INSTANCES = Number(process.env.INSTANCES ?? 1000);
const WARMUP_S = Number(process.env.WARMUP_S ?? 20);
const MEASURE_S = Number(process.env.MEASURE_S ?? 40);
const base =
  process.env.BENCH_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `scale_idle_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
const commits = async () =>
  Number(
    (
      await admin.query<{ n: string }>(
        `select xact_commit::text as n from pg_stat_database where datname = $1`,
        [name],
      )
    ).rows[0]!.n,
  );
// the scheduler is not waited for at the end (a start-up run of the hourly jobs over every instance may
// still be going): the result is printed, the database dropped with its connections, the process ended
await withBenchRuntime(async (ctx) => {
  const settings = encryptSettings(
    defaultBotSettings() as unknown as Record<string, Record<string, unknown>>,
    ctx.secrets,
  );
  for (let from = 0; from < INSTANCES; from += 500) {
    const n = Math.min(500, INSTANCES - from);
    const ids = Array.from({ length: n }, (_, i) => String(300000000000000000n + BigInt(from + i)));
    await ctx.db.insert(users).values(ids.map((discordId) => ({ discordId, tier: Tier.Tier4 })));
    await ctx.db.insert(botInstances).values(
      ids.map((ownerId, i) => ({
        guildId: String(800000000000000000n + BigInt(from + i)),
        guildName: `Idle ${from + i}`,
        ownerId,
        isShopEnabled: true,
        settings,
      })),
    );
  }
  // steady state: the jobs of 5 minutes and longer ran just now (their start-up pass over every instance
  // is a one-off that would otherwise fill the window); the ones of a minute and less run as usual
  const now = Date.now();
  for (const job of jobs.filter((j) => !j.everySeconds && j.everyMinutes >= 5))
    await ctx.db.insert(kv).values({
      key: jobStatusKey(job.name),
      value: {
        lastRunAt: new Date(now).toISOString(),
        durationMs: 0,
        ok: true,
        error: '',
        failures: 0,
        nextRunAt: new Date(now + job.everyMinutes * 60_000).toISOString(),
      },
    });
  startScheduler(ctx, jobs, () => undefined, { firstMs: 100 });
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  const c0 = await commits();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
  const perSecond = ((await commits()) - c0) / ((performance.now() - t0) / 1000);
  console.log(`${INSTANCES} idle instances: ${perSecond.toFixed(1)} transactions/s`);
  record({
    bench: 'scale-idle',
    scenario: `${INSTANCES} idle instances, every job, ${MEASURE_S} s`,
    database: 'PostgreSQL',
    value: perSecond,
    unit: 'transactions/s',
  });
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  process.exit(0);
}).finally(async () => {
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
});
