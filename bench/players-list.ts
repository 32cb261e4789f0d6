/**
 * Benchmark: the players list with 100,000 players in one instance (server-side paging and search).
 * Run: npx tsx bench/players-list.ts   (PGlite in memory; set DATABASE_URL to use PostgreSQL)
 * Starts the real app on a random port, seeds the players with one INSERT ... SELECT generate_series, and
 * drives it with autocannon over HTTP. Bounded: 10 s per scenario, 10 connections, loopback only.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/sessions';
import { withBenchRuntime } from './runtime';

const N = Number(process.env.BENCH_PLAYERS ?? 100_000);
await withBenchRuntime(async (ctx, botId) => {
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
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
      sql`explain analyze select *, count(*) over () from players where bot_id = ${botId} and (name || chr(1) || discord_name || chr(1) || discord_id || chr(1) || steam_id || chr(1) || eos_id) ilike ${like} order by name, id limit 50`,
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
});
