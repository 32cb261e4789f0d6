/**
 * Benchmark: the players list with 100,000 players in one instance (server-side paging and search).
 * Run: npx tsx bench/players-list.ts   (PGlite in memory; set DATABASE_URL to use PostgreSQL)
 * Starts the real app on a random port, seeds the players with one INSERT ... SELECT generate_series, and
 * drives it with autocannon over HTTP alternating with the ceiling (bench/ceiling.ts, versusCeiling). Bounded
 * (BENCH_SECONDS per scenario, BENCH_CLIENTS connections), loopback only.
 */
import { withPlayersBench } from './players-fixture';
import { dbName, record, versusCeiling } from './load';

const N = Number(process.env.BENCH_PLAYERS ?? 100_000);
// the issue's goals on PostgreSQL; the embedded database within 3x of them
const goals = { 'first page (50)': 1500, 'page 1000 (50)': 1000, 'search "survivor_4242"': 500 };
await withPlayersBench(N, async ({ base, headers, ceilingUrl }) => {
  for (const [scenario, url] of [
    ['first page (50)', `${base}&page=0`],
    ['page 1000 (50)', `${base}&page=1000`],
    ['search "survivor_4242"', `${base}&page=0&search=survivor_4242`],
  ] as const) {
    const { ceiling: c, app: r } = await versusCeiling(ceilingUrl, url, headers);
    const goal = goals[scenario] / (dbName() === 'PGlite' ? 3 : 1);
    record({
      bench: 'players-list',
      scenario: `${scenario}, ${N.toLocaleString('en-US')} players`,
      database: dbName(),
      value: r.rps,
      unit: 'req/s',
      ceiling: c.rps,
      target: `>= ${goal.toFixed(0)} req/s`,
      detail: `p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`,
    });
  }
});
