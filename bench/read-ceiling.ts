/**
 * Benchmark (issue 40, reads at scale against their own ceiling and the ruler): every hot read endpoint of the
 * dashboard, the portal and the key API on a large fixture, on PostgreSQL or the embedded database.
 * Run: `npm run bench -- reads` (both databases, one table), or `npx tsx bench/read-ceiling.ts` (PostgreSQL:
 * DATABASE_URL or BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test; BENCH_DB=pglite for PGlite).
 *
 * Four kinds of process: the app (bench/read-ceiling-server.ts, as `npm start` runs it, logger on to a file;
 * on PostgreSQL its own schema via DATABASE_SCHEMA, dropped at the end) with the read fixture
 * (bench/read-fixture.ts: 100,000 players, 200,000 purchases and 1,000,000 credit-history rows in one
 * instance); each endpoint's own ceiling (bench/statement-ceiling.ts: the statements captured from the
 * endpoint, replayed by a bare Fastify); the ruler (a bare Fastify doing one primary-key select); autocannon
 * (own process per run, 127.0.0.1 only, BENCH_CLIENTS connections, default 20 as the ruler's README).
 * After a 2 s warm-up of each target, the targets take turns (ruler, endpoint, its ceiling, ..., ruler, ...)
 * for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 5); req/s and p99 are the medians of the
 * rounds, the ratios those medians over the ceiling's and the ruler's. Then one run per endpoint at
 * BENCH_P99_CLIENTS (default 10) for the p99 goal. Reported too: the app's RSS after the run and the load
 * average. BENCH_READS_MATCH=purchases measures only the endpoints whose name contains it (and the ruler).
 * BENCH_APP_PROF=<dir> writes the app's CPU profile there (node --cpu-prof).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { record } from './load';
import type { ReadCeilingInfo } from './read-ceiling-server';
import { cannon, freePort, startRuler, stop, type CannonResult } from './ruler';
import type { CapturedEndpoint } from './statement-ceiling';

// the embedded database when `npm run bench` runs it so (DATABASE_URL set and empty) or BENCH_DB=pglite
const onPglite = process.env.DATABASE_URL === '' || process.env.BENCH_DB === 'pglite';
const pgUrl = onPglite
  ? ''
  : process.env.DATABASE_URL || process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const database = onPglite ? 'PGlite' : 'PostgreSQL';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rssMb = (pid: number | undefined) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** the endpoint's own ceiling (bench/statement-ceiling.ts): the same statements in a bare Fastify */
  ceilingOf?: string;
}
const p99Clients = Number(process.env.BENCH_P99_CLIENTS ?? 10);

const t0 = Date.now();
const children = new Set<{ kill(): boolean }>();
process.once('exit', () => children.forEach((c) => c.kill()));
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'asa-read-ceiling-')), 'app.log');
console.log(`read-ceiling: ${database} ${pgUrl}, ${os.cpus().length} cores, load ${loadavg()}`);

const ruler = await startRuler(pgUrl || undefined);
children.add(ruler.child);
const log = fs.openSync(logFile, 'w');
// BENCH_APP_PROF=<dir>: the app's CPU profile (node --cpu-prof) written there when it exits
const prof = process.env.BENCH_APP_PROF;
const app = fork(path.join(import.meta.dirname, 'read-ceiling-server.ts'), {
  execArgv: ['--import', 'tsx', ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [])],
  env: { ...process.env, DATABASE_URL: pgUrl },
  stdio: ['ignore', log, 'inherit', 'ipc'],
});
fs.closeSync(log);
children.add(app);

/** The endpoints' own ceiling (bench/statement-ceiling.ts) in its own process; `schema`: the app's (PostgreSQL). */
const ceilingPort = await freePort();
const startCeiling = (schema: string) => {
  const child = fork(path.join(import.meta.dirname, 'statement-ceiling.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, PORT: String(ceilingPort) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  return { child, ready: said(child, 'ready') };
};
/** Resolves when `child` sends `word` over IPC; rejects when it exits first. */
const said = (child: ChildProcess, word: string) =>
  new Promise<void>((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if (m !== word) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`statement-ceiling exited (${code})`)));
  });
// on PGlite the ceiling seeds its own copy of the fixture meanwhile; on PostgreSQL it reads the app's schema
let ceiling = onPglite ? startCeiling('public') : undefined;
try {
  const info = await new Promise<ReadCeilingInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('read-ceiling-server: not ready in 10 minutes')),
      600_000,
    );
    app.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as ReadCeilingInfo);
    });
    app.once('exit', (code) => reject(new Error(`read-ceiling-server exited (${code})`)));
  });
  const f = info.fixture;
  console.log(
    `fixture in schema ${info.schema}: ${f.players} players, ${f.purchases} purchases, ${f.history} credit-history ` +
      `rows, seeded in ${(f.seedMs / 1000).toFixed(1)} s; app log ${logFile}; RSS before load ${rssMb(app.pid).toFixed(0)} MB`,
  );
  const base = `http://127.0.0.1:${info.port}`;
  const auth = { authorization: `Bearer ${info.token}` };
  const targets: Target[] = [
    { name: 'ruler', url: ruler.url },
    {
      name: 'players list, page 1 (50)',
      url: `${base}/api/player/list/${info.botId}?pageSize=50&page=0`,
      headers: auth,
    },
    {
      name: 'players list, page 1000 (50)',
      url: `${base}/api/player/list/${info.botId}?pageSize=50&page=1000`,
      headers: auth,
    },
    { name: 'purchases list, page 1 (25)', url: `${base}/api/purchase/list/${info.botId}`, headers: auth },
    {
      name: 'credit history list, page 1 (25)',
      url: `${base}/api/player/credit-history/list/${info.botId}`,
      headers: auth,
    },
    { name: 'portal catalog', url: `${base}/api/portal/${info.guildId}` },
    { name: 'overview (last 30 days)', url: `${base}/api/overview/${info.botId}`, headers: auth },
    {
      name: 'key API balance GET /api/v1/players/{id}',
      url: `${base}/api/v1/players/${info.playerId}`,
      headers: { authorization: `BOT ${info.apiKey}` },
    },
  ];
  const match = process.env.BENCH_READS_MATCH;
  if (match)
    targets.splice(0, targets.length, ...targets.filter((t) => t.name === 'ruler' || t.name.includes(match)));
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${body.slice(0, 300)}`);
    await cannon(t.url, { seconds: 2, clients, headers: t.headers });
  }
  // each endpoint's statements, captured from one request after its warm-up, replayed by its own ceiling
  const endpoints = targets.filter((t) => t.name !== 'ruler');
  const captured: CapturedEndpoint[] = [];
  for (const t of endpoints) {
    const answer = await new Promise<{ captured?: CapturedEndpoint; error?: string }>((resolve) => {
      app.once('message', resolve);
      app.send({ capture: { url: t.url, headers: t.headers } });
    });
    if (!answer.captured) throw new Error(`${t.name}: capture failed: ${answer.error}`);
    captured.push(answer.captured);
    const n = answer.captured.flat().length;
    console.log(`  ${t.name}: ${n} statements in ${answer.captured.length} groups`);
  }
  const statementsFile = path.join(path.dirname(logFile), 'statements.json');
  fs.writeFileSync(statementsFile, JSON.stringify(captured));
  ceiling ??= startCeiling(info.schema);
  await ceiling.ready;
  const loaded = said(ceiling.child, 'loaded');
  ceiling.child.send({ statementsFile });
  await loaded;
  for (const [i, t] of endpoints.entries()) {
    const c: Target = {
      name: `${t.name} (ceiling)`,
      url: `http://127.0.0.1:${ceilingPort}/t/${i}`,
      ceilingOf: t.name,
    };
    const res = await fetch(c.url);
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await cannon(c.url, { seconds: 2, clients });
    targets.splice(targets.indexOf(t) + 1, 0, c);
  }
  const results = new Map<string, CannonResult[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      const r = await cannon(t.url, { seconds, clients, headers: t.headers });
      if (r.errors) throw new Error(`${t.name}: ${r.errors} errors`);
      results.get(t.name)!.push(r);
      console.log(
        `  round ${round} ${t.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms [load ${loadavg()}]`,
      );
    }
  }
  // the p99 goal is at c=10: one more run of each endpoint at that concurrency
  const p99At = new Map<string, number>();
  for (const t of endpoints) {
    const r = await cannon(t.url, { seconds, clients: p99Clients, headers: t.headers });
    p99At.set(t.name, r.p99);
    console.log(`  c=${p99Clients} ${t.name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms`);
  }
  const rss = rssMb(app.pid);
  const rulerRps = median(results.get('ruler')!.map((r) => r.rps));
  const table = [
    ['endpoint', 'req/s', 'p99 ms', `p99 ms c=${p99Clients}`, 'ceiling req/s', 'of ceiling', 'of ruler'],
  ];
  table.push([
    'ruler (bare Fastify, one PK select)',
    String(Math.round(rulerRps)),
    String(median(results.get('ruler')!.map((r) => r.p99))),
    '',
    '',
    '',
    '1.00',
  ]);
  for (const t of endpoints) {
    const rs = results.get(t.name)!;
    const rps = median(rs.map((r) => r.rps));
    const p99 = median(rs.map((r) => r.p99));
    const ceilingRps = median(results.get(`${t.name} (ceiling)`)!.map((r) => r.rps));
    table.push([
      t.name,
      String(Math.round(rps)),
      String(p99),
      String(p99At.get(t.name)),
      String(Math.round(ceilingRps)),
      (rps / ceilingRps).toFixed(2),
      (rps / rulerRps).toFixed(2),
    ]);
    record({
      bench: 'read-ceiling',
      scenario: t.name,
      database,
      value: rps,
      unit: 'req/s',
      ruler: rulerRps,
      ceiling: ceilingRps,
      target: 'p99 <= 100 ms at c=10, ceiling ratio >= 0.7, ruler ratio >= 0.3',
      detail: `p50 ${median(rs.map((r) => r.p50))} ms, p99 ${p99} ms, p99 at c=${p99Clients} ${p99At.get(t.name)} ms`,
    });
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log(
    `\nRead ceiling (${database}, c=${clients}, ${rounds} rounds of ${seconds} s, medians; load now ${loadavg()}):`,
  );
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j]!)).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  console.log(
    `app RSS after the run: ${rss.toFixed(0)} MB; ${((Date.now() - t0) / 1000).toFixed(0)} s in all`,
  );
} finally {
  // the app drops its schema when its parent goes away; SIGTERM if it has not exited in 30 s
  const exited = new Promise((resolve) => app.once('exit', resolve));
  if (app.connected) app.disconnect();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await stop(app);
  for (const c of children) if (c !== app && c !== ruler.child) await stop(c as ChildProcess);
  await ruler.stop();
}
