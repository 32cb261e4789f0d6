/**
 * Benchmark: the players CSV import of 5,000 lines (the import's limit until issue 36), dry run then
 * apply, through POST /api/player/import/{botId} over 127.0.0.1. Run: npx tsx bench/csv-import.ts (embedded
 * database; set DATABASE_URL for PostgreSQL), or BENCH_ONLY=csv-import npm run bench. Two files: 5,000 new
 * players (discordId, discordName, name, credits: each line creates a player and sets its balance, a credit-history row;
 * one audit row for the import), then the same 5,000 with other balances (each line updates a balance). Prints ms, and
 * the CPU time of this process (the app and, with PGlite, the database) as a measure the machine's load
 * does not inflate.
 */
import { sql } from 'drizzle-orm';
import { dbName, record } from './load';
import { withPlayersBench } from './players-fixture';

const LINES = Number(process.env.BENCH_CSV_IMPORT_LINES ?? 5_000);

const file = (credits: (i: number) => number) =>
  [
    'discordId,discordName,name,credits',
    ...Array.from(
      { length: LINES },
      (_, i) => `5${String(i).padStart(17, '0')},imported_${i},Imported ${i},${credits(i)}`,
    ),
  ].join('\n');

await withPlayersBench(0, async (b) => {
  const botId = Number(/list\/(\d+)/.exec(b.base)![1]);
  const url = `${new URL(b.base).origin}/api/player/import/${botId}`;
  const post = async (csv: string, dryRun: boolean) => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...b.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ csv, dryRun, credits: 'set' }),
    });
    const body = (await res.json()) as { created: number; updated: number; problems: number };
    const ms = performance.now() - t0;
    const used = process.cpuUsage(cpu0);
    // this process runs the app and, with PGlite, the database: its CPU time is the work, whatever the load
    const cpu = (used.user + used.system) / 1000;
    if (!res.ok || body.problems)
      throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, cpu, body };
  };
  const row = { bench: 'csv-import', database: dbName(), unit: 'ms', target: '<= 5,000 ms' };
  const count = async () =>
    Number(
      (await b.ctx.db.execute(sql`select count(*)::int as n from players where bot_id = ${botId}`)).rows[0]!
        .n,
    );
  const before = await count();
  for (const [name, csv, expect] of [
    ['new players', file((i) => i % 1000), 'created'],
    ['balance updates', file((i) => (i % 1000) + 7), 'updated'],
  ] as const) {
    const dry = await post(csv, true);
    const apply = await post(csv, false);
    if (dry.body[expect] !== LINES || apply.body[expect] !== LINES)
      throw new Error(
        `${name}: expected ${LINES} ${expect}, got ${dry.body[expect]} / ${apply.body[expect]}`,
      );
    const detail = `${LINES.toLocaleString('en-US')} lines, ${(csv.length / 1024).toFixed(0)} KB`;
    const cpu = (r: { cpu: number }) => `, CPU of this process ${Math.round(r.cpu)} ms`;
    record({
      ...row,
      scenario: `players import, ${name}: dry run`,
      value: dry.ms,
      detail: detail + cpu(dry),
    });
    record({
      ...row,
      scenario: `players import, ${name}: apply`,
      value: apply.ms,
      detail: detail + cpu(apply),
    });
    if (dry.ms > 5000 || apply.ms > 5000) process.exitCode = 1;
  }
  if ((await count()) !== before + LINES) throw new Error('the apply did not create every player');
});
