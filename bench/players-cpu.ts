/**
 * CPU cost per request of the players list with 100,000 players on PostgreSQL: the bench process's CPU
 * (app and autocannon together) and the CPU of the pool's PostgreSQL backends (/proc/<pid>/stat), per
 * request, for the ceiling and the three scenarios of bench/players-list.ts. Unlike req/s this hardly
 * depends on what else the machine runs. Linux, DATABASE_URL required (the backends must be local).
 * Run: DATABASE_URL=postgres://... npx tsx bench/players-cpu.ts
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/service';
import { withBenchRuntime } from './runtime';
import { startCeiling } from './ceiling';

/** utime + stime of a process, in clock ticks (1/100 s). */
const ticks = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]);
};
type Pool = {
  _clients?: { connection: { stream: { localPort: number } } }[];
  query(q: string, p: unknown[]): Promise<{ rows: { pid: number }[] }>;
};
if (!process.env.DATABASE_URL) throw new Error('bench/players-cpu.ts measures PostgreSQL: set DATABASE_URL');
await withBenchRuntime(async (ctx, botId) => {
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  await ctx.db
    .execute(sql`insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned)
    select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g, (76561198000000000 + g)::text, g % 5000, g % 9000 from generate_series(1, 100000) g`);
  await ctx.db.execute(sql`vacuum analyze players`);
  const ceiling = await startCeiling(ctx, botId);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const headers = { authorization: `Bearer ${await createSession(ctx, ownerId)}` };
  const base = `http://127.0.0.1:${port}/api/player/list/${botId}?pageSize=50`;
  const pool = (ctx.db as unknown as { $client: Pool }).$client;
  for (const [name, url, h] of [
    ['ceiling', ceiling.url, {}],
    ['first page', `${base}&page=0`, headers],
    ['page 1000', `${base}&page=1000`, headers],
    ['search', `${base}&page=0&search=survivor_4242`, headers],
  ] as const) {
    await autocannon({ url, connections: 20, amount: 500, headers: h });
    const ports = (pool._clients ?? []).map((c) => c.connection.stream.localPort);
    const pids = ports.length
      ? (await pool.query('select pid from pg_stat_activity where client_port = any($1)', [ports])).rows.map(
          (r) => r.pid,
        )
      : [];
    const pg0 = pids.reduce((n, p) => n + ticks(p), 0);
    const n0 = process.cpuUsage();
    const r = await autocannon({ url, connections: 20, amount: 4000, headers: h });
    const pg1 = pids.reduce((n, p) => n + ticks(p), 0);
    const n1 = process.cpuUsage(n0);
    const reqs = r.requests.total;
    console.log(
      `${name}: node ${((n1.user + n1.system) / 1000 / reqs).toFixed(3)} ms/req (incl. autocannon), postgres ${(((pg1 - pg0) * 10) / reqs).toFixed(3)} ms/req, ${reqs} req, non2xx ${r.non2xx}`,
    );
  }
  await app.close();
  await ceiling.close();
});
