/**
 * CPU cost per request of the players list with 100,000 players on PostgreSQL: the bench process's CPU
 * (app and autocannon together) and the CPU of the pool's PostgreSQL backends (/proc/<pid>/stat), per
 * request, for the ceiling and the three players-list scenarios of bench/reads.ts. Unlike req/s this hardly
 * depends on what else the machine runs. Linux, DATABASE_URL required (the backends must be local).
 * Run: DATABASE_URL=postgres://... npx tsx bench/players-cpu.ts
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { withPlayersBench } from './players-fixture';

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
await withPlayersBench(100_000, async ({ ctx, base, headers, ceilingUrl }) => {
  const pool = (ctx.db as unknown as { $client: Pool }).$client;
  for (const [name, url, h] of [
    ['ceiling', ceilingUrl, {}],
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
});
