/**
 * `npm run bench`: every benchmark scenario, on the embedded database and on PostgreSQL (BENCH_PG_URL,
 * default postgres://postgres@127.0.0.1:5432/test; BENCH_PG=0 skips it), then one table of the results with
 * their ratios to the ruler (../shared/perf-ruler in its own process, bench/ruler.ts) and to the scenario's
 * own ceiling where it has one, measured in the same run, and the machine's load. Each benchmark is bounded
 * and talks to 127.0.0.1 only. To add a scenario: write bench/<name>.ts that calls record() (bench/load.ts)
 * and list it below. BENCH_ONLY=reads,shop-purchases runs a subset.
 * `npm run bench -- read`: only the focused read ratios (bench/reads.ts with BENCH_READS=focused: the
 * authenticated read, the players' first page, the portal's shop page) on both databases, about 4 minutes.
 * `npm run bench -- reads`: only bench/read-ceiling.ts on both databases (every hot read at 100,000 players /
 * 200,000 purchases / 1,000,000 credit-history rows against its own ceiling and the ruler), one table; about
 * 6 minutes on PostgreSQL and more on PGlite (seeding). `-- read-ceiling`: the same, PostgreSQL only.
 * `npm run bench -- scale`: only bench/scale.ts (1,000 instances, 5,000 game servers, 200 with the in-game shop
 * and chat traffic, one then two `jobs` processes, one killed; PostgreSQL only), about 8 to 10 minutes. Not
 * part of the plain `npm run bench` (it needs the whole machine for that long).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './load';

// lighthouse measures the dashboard, so it runs once (embedded database); cluster-purchases runs several
// processes on one PostgreSQL, so only there
const benches = [
  'reads',
  'read-ceiling',
  'shop-purchases',
  'delivery-recovery',
  'queue-backlog',
  'cluster-purchases',
  'runtime-footprint',
  'in-game-reader',
  'overview',
  'csv-export',
  'csv-import',
  'import-responsiveness',
  'lighthouse',
  // only with `npm run bench -- scale` or BENCH_ONLY=scale (about 10 minutes of the whole machine)
  'scale',
];
const readOnly = process.argv[2] === 'read';
const readCeiling = process.argv[2] === 'read-ceiling';
const readsAtScale = process.argv[2] === 'reads';
const scale = process.argv[2] === 'scale';
if (process.argv[2] && !readOnly && !readCeiling && !readsAtScale && !scale)
  throw new Error(
    `npm run bench -- ${process.argv[2]}: only "read", "reads", "read-ceiling" and "scale" are known`,
  );
const only = readOnly
  ? ['reads']
  : readCeiling || readsAtScale
    ? ['read-ceiling']
    : scale
      ? ['scale']
      : (process.env.BENCH_ONLY?.split(',') ?? benches.filter((b) => b !== 'scale'));
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases = process.env.BENCH_PG === '0' ? [''] : ['', pgUrl];
const databasesOf = (name: string) =>
  name === 'lighthouse'
    ? ['']
    : name === 'cluster-purchases' || name === 'scale' || (name === 'read-ceiling' && readCeiling)
      ? databases.filter(Boolean)
      : databases;

const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-')), 'results.jsonl');
fs.writeFileSync(results, '');
const failed: string[] = [];
for (const name of benches.filter((b) => !only || only.includes(b))) {
  for (const url of databasesOf(name)) {
    console.log(`\n== ${name} (${url ? 'PostgreSQL' : 'PGlite'})`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: url,
        BENCH_RESULTS: results,
        ...(readOnly ? { BENCH_READS: 'focused' } : {}),
      },
      timeout: 15 * 60_000,
    });
    if (r.status !== 0) failed.push(`${name} (${url ? 'PostgreSQL' : 'PGlite'})`);
  }
}

const rows = fs
  .readFileSync(results, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Row & { load: string });
// a scenario that measured nothing (e.g. Lighthouse found no LCP) has null/NaN: shown as n/a
const num = (n: number | null) =>
  n === null || !Number.isFinite(n) ? 'n/a' : n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
// "ruler": ../shared/perf-ruler in its own process; "own ceiling": the scenario's own (for read-ceiling the
// endpoint's captured statements in a bare Fastify; for reads the old in-process one of bench/ceiling.ts,
// whole instance row, in the app's process; for purchases RCON alone)
const table = [
  ['bench', 'scenario', 'database', 'value', 'ruler', 'ruler ratio', 'own ceiling', 'ratio', 'goal', 'load'],
  ...rows.map((r) => [
    r.bench,
    r.scenario,
    r.database,
    `${num(r.value)} ${r.unit}`,
    r.ruler ? `${num(r.ruler)} ${r.unit}` : '',
    r.ruler ? (r.value / r.ruler).toFixed(2) : '',
    r.ceiling ? `${num(r.ceiling)} ${r.unit}` : '',
    r.ceiling ? (r.value / r.ceiling).toFixed(2) : '',
    r.target ?? '',
    r.load,
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log(`\nResults (${os.cpus().length} cores, load now ${os.loadavg()[0]!.toFixed(2)}):`);
for (const [i, row] of table.entries()) {
  console.log(`| ${row.map((c, j) => c.padEnd(widths[j]!)).join(' | ')} |`);
  if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
}
// the ruler ratios once more, one line per scenario and database (the figures the goal is about)
const ratios = rows.filter((r) => r.ruler);
if (ratios.length) {
  console.log(
    '\nRuler ratios (scenario median / ruler median of the same run; goal >= 0.5 for the auth read):',
  );
  for (const r of ratios)
    console.log(
      `  ${r.database.padEnd(10)} ${(r.value / r.ruler!).toFixed(2)}  ${r.scenario} [load ${r.load}]`,
    );
}
// a report, not a gate: a scenario that failed is named, and the exit code stays 0
if (failed.length) console.error(`\nfailed (no result): ${failed.join(', ')}`);
