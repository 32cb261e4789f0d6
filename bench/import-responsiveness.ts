/**
 * Benchmark: is the server responsive while a big CSV import runs (issue 36)? Posts a players file (or a kits
 * file, BENCH_IMPORT_KIND=kits) of BENCH_IMPORT_LINES lines (default 100,000) to the import route over
 * 127.0.0.1, dry run then apply, while a second client asks GET /healthz back to back (one request at a time,
 * 5 ms apart) and records each answer's latency. Prints the import's time and /healthz p50 / p99 / max
 * during each phase. Run: npx tsx bench/import-responsiveness.ts (embedded database; set DATABASE_URL for
 * PostgreSQL). A kits file has more lines than any tier's kit limit (500), so its lines past the limit are
 * refused and its apply answers 400: timed all the same. BENCH_IMPORT_BODY=json sends the old `{ csv, dryRun }` JSON body (the only one before issue
 * 36) instead of the streamed `text/csv` body.
 */
import { sql } from 'drizzle-orm';
import { dbName, record } from './load';
import { withPlayersBench } from './players-fixture';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const KIND = process.env.BENCH_IMPORT_KIND === 'kits' ? 'kits' : 'players';
const BODY = process.env.BENCH_IMPORT_BODY === 'json' ? 'json' : 'csv';

const file =
  KIND === 'players'
    ? [
        'discordId,discordName,name,credits',
        ...Array.from(
          { length: LINES },
          (_, i) => `5${String(i).padStart(17, '0')},imported_${i},Imported ${i},${i % 1000}`,
        ),
      ].join('\n')
    : [
        'name,price,description,isEnabled',
        ...Array.from({ length: LINES }, (_, i) => `Imported kit ${i},${(i % 500) + 1},Kit number ${i},true`),
      ].join('\n');

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;

await withPlayersBench(0, async (b) => {
  const botId = Number(/list\/(\d+)/.exec(b.base)![1]);
  const origin = new URL(b.base).origin;
  const route = KIND === 'players' ? 'player' : 'kit';
  const post = async (dryRun: boolean) => {
    const query = BODY === 'csv' ? `?dryRun=${dryRun}${KIND === 'players' ? '&credits=set' : ''}` : '';
    const res = await fetch(`${origin}/api/${route}/import/${botId}${query}`, {
      method: 'POST',
      headers: { ...b.headers, 'content-type': BODY === 'csv' ? 'text/csv' : 'application/json' },
      body:
        BODY === 'csv'
          ? file
          : JSON.stringify({ csv: file, dryRun, ...(KIND === 'players' ? { credits: 'set' } : {}) }),
    });
    const body = (await res.json()) as { created: number; problems: number; message?: string };
    // a kits file past the tier's kit limit (at most 500 kits) is refused line by line: timed all the same
    if (KIND === 'players' && (!res.ok || body.problems))
      throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  const during = async (what: () => Promise<unknown>) => {
    const latencies: number[] = [];
    let done = false;
    const poll = (async () => {
      while (!done) {
        const t0 = performance.now();
        await (await fetch(`${origin}/healthz`)).arrayBuffer();
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const t0 = performance.now();
    try {
      await what();
    } finally {
      done = true;
    }
    const ms = performance.now() - t0;
    await poll;
    const sorted = [...latencies].sort((x, y) => x - y);
    return {
      ms,
      n: sorted.length,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  };
  const row = { bench: 'import-responsiveness', database: dbName(), unit: 'ms' };
  const lines = `${LINES.toLocaleString('en-US')} ${KIND} lines, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${BODY} body`;
  for (const dryRun of [true, false]) {
    const phase = dryRun ? 'dry run' : 'apply';
    const r = await during(() => post(dryRun));
    record({ ...row, scenario: `${KIND} import ${phase}: import time`, value: r.ms, detail: lines });
    record({
      ...row,
      scenario: `${KIND} import ${phase}: /healthz p99`,
      value: r.p99,
      detail: `${r.n} requests, p50 ${r.p50.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; ${lines}`,
      target: '<= 200 ms',
    });
    if (r.p99 > 200) process.exitCode = 1;
  }
  const table = KIND === 'players' ? sql`players` : sql`kits`;
  const n = (await b.ctx.db.execute(sql`select count(*)::int as n from ${table} where bot_id = ${botId}`))
    .rows[0]!.n;
  const audits = (
    await b.ctx.db.execute(sql`select count(*)::int as n from audit_log where bot_id = ${botId}`)
  ).rows[0]!.n;
  console.log(`${KIND} in the instance: ${n}; audit rows: ${audits}`);
});
