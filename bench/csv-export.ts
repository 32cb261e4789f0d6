/**
 * Benchmark: the players CSV export of an instance with 100,000 players streams in constant memory.
 * Run: npx tsx bench/csv-export.ts   (embedded database; set DATABASE_URL for PostgreSQL), or
 * BENCH_ONLY=csv-export npm run bench. Seeds the players (bench/players-fixture.ts), then downloads
 * GET /api/player/export/{botId} over 127.0.0.1 reading the body as it arrives (nothing kept), sampling
 * this process's RSS (app, client and, with PGlite, the database) every 20 ms: the rise over the RSS before
 * the download is the goal (<= 50 MB). For scale, in the same run: the rise while the same players are
 * answered as one JSON array (GET /api/player/list/{botId} without paging, built in memory).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { dbName, record } from './load';
import { withPlayersBench } from './players-fixture';

const PLAYERS = Number(process.env.BENCH_CSV_PLAYERS ?? 100_000);
const mb = (bytes: number) => bytes / 1024 / 1024;
// a full collection before each measurement, also when run without --expose-gc (npm run bench)
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Downloads `url`, discarding the body; answers the bytes, the seconds and the peak RSS rise (MB). */
async function measure(url: string, headers: Record<string, string>) {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  return { bytes, lines, seconds, rise: mb(peak - base) };
}

await withPlayersBench(PLAYERS, async (b) => {
  const botId = Number(/list\/(\d+)/.exec(b.base)![1]);
  const [{ n }] = (
    await b.ctx.db.execute(sql`select count(*)::int as n from players where bot_id = ${botId}`)
  ).rows as [{ n: number }];
  const origin = new URL(b.base).origin;
  // warm-up: the route, the keyset reads and the stream machinery (the first 1 MB of the file)
  const warm = await fetch(`${origin}/api/player/export/${botId}`, { headers: b.headers });
  let seen = 0;
  for await (const chunk of warm.body as unknown as AsyncIterable<Uint8Array>)
    if ((seen += chunk.length) > 1 << 20) break;
  const csv = await measure(`${origin}/api/player/export/${botId}`, b.headers);
  if (csv.lines !== n + 1) throw new Error(`export has ${csv.lines} lines, expected ${n + 1}`);
  const json = await measure(`${origin}/api/player/list/${botId}`, b.headers);
  const row = { bench: 'csv-export', database: dbName() };
  const detail = `${n.toLocaleString('en-US')} players, ${mb(csv.bytes).toFixed(1)} MB of CSV`;
  record({
    ...row,
    scenario: 'players CSV export: RSS rise',
    value: csv.rise,
    unit: 'MB',
    target: '<= 50 MB',
    detail,
  });
  record({ ...row, scenario: 'players CSV export: time', value: csv.seconds, unit: 's', detail });
  record({
    ...row,
    scenario: 'same players as one JSON array: RSS rise (for scale)',
    value: json.rise,
    unit: 'MB',
    detail: `${mb(json.bytes).toFixed(1)} MB of JSON`,
  });
  if (csv.rise > 50) process.exitCode = 1;
});
