/**
 * Benchmark: the players list with 100,000 players in one instance (server-side paging and search).
 * Run: npx tsx bench/players-list.ts   (PGlite in memory; set DATABASE_URL to use PostgreSQL)
 * Starts the real app on a random port, seeds the players with one INSERT ... SELECT generate_series, and
 * drives it with autocannon over HTTP. Bounded: 10 s per scenario, 10 connections, loopback only.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config';
import { createRuntime } from '../packages/server/src/bootstrap';
import { buildApp } from '../packages/server/src/app';
import { seedDemo } from '../packages/server/src/features/demo/seed';
import { createSession } from '../packages/server/src/features/auth/sessions';

const N = Number(process.env.BENCH_PLAYERS ?? 100_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-'));
const schema = process.env.DATABASE_URL ? `bench_${crypto.randomBytes(4).toString('hex')}` : 'public';
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_SCHEMA: schema,
  DEMO_MODE: 'false',
  DISCORD_CLIENT_ID: 'bench',
  JOBS_ENABLED: 'false',
});
const runtime = await createRuntime(config, { inMemory: true });
const { ctx } = runtime;
await seedDemo(ctx);
const botId = (await ctx.db.execute(sql`select id from bot_instances limit 1`)).rows[0]!.id as number;
const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
  .rows[0]!.id as number;
try {
  const t0 = Date.now();
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned)
    select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g, (76561198000000000 + g)::text, g % 5000, g % 9000
    from generate_series(1, ${N}) g`);
  await ctx.db.execute(sql`analyze players`);
  console.log(`seeded ${N} players in ${Date.now() - t0} ms (${ctx.database.kind})`);

  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const token = await createSession(ctx, ownerId);
  const base = `http://127.0.0.1:${address.port}`;

  if (process.env.BENCH_EXPLAIN) {
    const like = '%survivor_4242%';
    const plan = await ctx.db.execute(
      sql`explain analyze select * from players where bot_id = ${botId} and (name ilike ${like} or discord_name ilike ${like} or discord_id ilike ${like} or steam_id ilike ${like} or eos_id ilike ${like}) order by name, id limit 50`,
    );
    for (const r of plan.rows) console.log(Object.values(r)[0]);
  }

  async function scenario(name: string, url: string) {
    const r = await autocannon({
      url: base + url,
      connections: 10,
      duration: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `${name}: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
    );
    return r;
  }

  await scenario('first page (50)', `/api/player/list/${botId}?page=0&pageSize=50`);
  await scenario('page 1000 (50)', `/api/player/list/${botId}?page=1000&pageSize=50`);
  await scenario(
    'search "survivor_4242"',
    `/api/player/list/${botId}?page=0&pageSize=50&search=survivor_4242`,
  );
  await app.close();
} finally {
  // the benchmark's own schema never stays behind, even when a step fails
  if (process.env.DATABASE_URL) await ctx.db.execute(sql.raw(`drop schema "${schema}" cascade`));
}
await runtime.close();
fs.rmSync(dataDir, { recursive: true, force: true });
