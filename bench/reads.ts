/**
 * Benchmark: the dashboard's and the portal's reads against the ruler (bench/ruler.ts, ../shared/perf-ruler),
 * each in its own process, loaded by autocannon in a third (`-c 20 -d 8`, the ruler's method).
 * Run: npx tsx bench/reads.ts   (PGlite in memory; set DATABASE_URL to use PostgreSQL), or for both databases
 * with the table: `npm run bench -- read` (the focused set, about 4 minutes) / `npm run bench` (everything).
 *
 * The app runs as `npm start` runs it (bench/read-server.ts: logger on at LOG_LEVEL, default info, to a file)
 * with the demo seed and 100,000 players. After a 2 s warm-up of each target, the targets take turns
 * (ruler, scenario, scenario, ..., ruler, ...) for BENCH_ROUNDS rounds (default 3); a scenario's value is the
 * median of its rounds, its ratio that median over the ruler's median of the same run.
 * BENCH_READS=focused measures the authenticated read, the players' first page and the portal's shop page
 * only; otherwise also players page 1000 and search, and the old ceiling (bench/ceiling.ts: whole instance
 * row, inside the app's process), whose ratio is shown as a different column.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clients, dbName, record } from './load';
import type { ReadServerInfo } from './read-server';
import { cannon, startRuler, stop, type CannonResult } from './ruler';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const focused = process.env.BENCH_READS === 'focused';
const pgUrl = process.env.DATABASE_URL || undefined;

interface Target {
  name: string;
  /** The process serving it (for its CPU time). */
  pid?: number;
  url: string;
  headers?: Record<string, string>;
  /** Goal shown in the table. */
  target?: string;
}

const load1 = () => os.loadavg()[0]!.toFixed(2);
/** utime + stime of a process in ms (Linux /proc; 0 elsewhere): CPU per request hardly depends on the load. */
const cpuMs = (pid: number | undefined) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return 0;
  }
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Starts bench/read-server.ts with its stdout (the request log) going to `logFile`; answers its info. */
async function startApp(logFile: string) {
  const log = fs.openSync(logFile, 'w');
  const child = fork(path.join(import.meta.dirname, 'read-server.ts'), {
    // BENCH_APP_ARGS: more node flags for the app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_APP_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: process.env,
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  children.add(child);
  const info = await new Promise<ReadServerInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('bench/read-server.ts: not ready in 5 minutes')),
      300_000,
    );
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as ReadServerInfo);
    });
    child.once('exit', (code) => reject(new Error(`bench/read-server.ts exited (${code})`)));
  });
  return { info, child };
}

/** The ETag the app answers for `url` now. */
async function etagOf(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.headers.get('etag') ?? '';
}

const t0 = Date.now();
// children must not outlive this process, however it ends
const children = new Set<{ kill(): boolean }>();
process.once('exit', () => children.forEach((c) => c.kill()));
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'asa-reads-')), 'app.log');
const ruler = await startRuler(pgUrl);
children.add(ruler.child);
const app = await startApp(logFile).catch(async (err: unknown) => {
  await ruler.stop();
  throw err;
});
try {
  const { info } = app;
  const base = `http://127.0.0.1:${info.port}`;
  const auth = { authorization: `Bearer ${info.token}` };
  const k = `${(info.players / 1000).toFixed(0)}k players`;
  const players = `${base}/api/player/list/${info.botId}?pageSize=50`;
  const pgGoal = (n: number) => `>= ${pgUrl ? n : Math.round(n / 3)} req/s`;
  const targets: Target[] = [
    { name: 'ruler', url: ruler.url, pid: ruler.pid },
    ...(focused
      ? []
      : [{ name: 'old ceiling', url: `http://127.0.0.1:${info.ceilingPort}/row/${info.botId}` }]),
    {
      name: 'auth read GET /api/server/list/{botId}',
      url: `${base}/api/server/list/${info.botId}`,
      headers: auth,
      target: 'ruler ratio >= 0.5',
    },
    {
      // a client that repeats the list's ETag (the dashboard's browser does): 304 while nothing changed
      name: 'auth read, revalidated (If-None-Match: 304)',
      url: `${base}/api/server/list/${info.botId}`,
      headers: { ...auth, 'if-none-match': await etagOf(`${base}/api/server/list/${info.botId}`, auth) },
    },
    {
      name: `players first page (50), ${k}`,
      url: `${players}&page=0`,
      headers: auth,
      target: pgGoal(1500),
    },
    ...(focused
      ? []
      : [
          {
            name: `players page 1000 (50), ${k}`,
            url: `${players}&page=1000`,
            headers: auth,
            target: pgGoal(1000),
          },
          {
            name: `players search "survivor_4242", ${k}`,
            url: `${players}&page=0&search=survivor_4242`,
            headers: auth,
            target: pgGoal(500),
          },
        ]),
    { name: 'portal shop page GET /api/portal/{guildId}', url: `${base}/api/portal/${info.guildId}` },
  ];
  // BENCH_READS_MATCH=auth: only the scenarios whose name contains it (and the ruler)
  const match = process.env.BENCH_READS_MATCH;
  if (match)
    targets.splice(0, targets.length, ...targets.filter((t) => t.name === 'ruler' || t.name.includes(match)));
  console.log(
    `${dbName()}: ruler ${ruler.url}, app ${base} (log ${logFile}); ${rounds} rounds of ${seconds} s each, ` +
      `${clients} clients, load ${load1()}`,
  );
  for (const t of targets) await cannon(t.url, { seconds: 2, clients, headers: t.headers });
  for (const t of targets) t.pid ??= app.child.pid;
  const results = new Map<string, CannonResult[]>(targets.map((t) => [t.name, []]));
  const cpu = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      const cpu0 = cpuMs(t.pid);
      const r = await cannon(t.url, { seconds, clients, headers: t.headers });
      const perRequest = (cpuMs(t.pid) - cpu0) / (r.rps * seconds);
      if (r.errors) throw new Error(`${t.name}: ${r.errors} errors`);
      results.get(t.name)!.push(r);
      cpu.get(t.name)!.push(perRequest);
      console.log(
        `  round ${round} ${t.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
          `${perRequest.toFixed(3)} ms CPU of its process per request [load ${load1()}]`,
      );
    }
  }
  const rps = (name: string) => median(results.get(name)!.map((r) => r.rps));
  const rulerRps = rps('ruler');
  const oldCeiling = results.has('old ceiling') ? rps('old ceiling') : undefined;
  for (const t of targets.filter((x) => x.name !== 'ruler' && x.name !== 'old ceiling')) {
    const rs = results.get(t.name)!;
    const perRound = rs.map((r, i) => (r.rps / results.get('ruler')![i]!.rps).toFixed(2)).join('/');
    record({
      bench: 'reads',
      scenario: t.name,
      database: dbName(),
      value: rps(t.name),
      unit: 'req/s',
      ruler: rulerRps,
      ceiling: oldCeiling,
      target: t.target,
      detail:
        `p50 ${median(rs.map((r) => r.p50))} ms, p99 ${median(rs.map((r) => r.p99))} ms, ruler ratio per ` +
        `round ${perRound}, app CPU ${median(cpu.get(t.name)!).toFixed(3)} ms/request (ruler ` +
        `${median(cpu.get('ruler')!).toFixed(3)})`,
    });
  }
  const logLines = fs.readFileSync(logFile, 'utf8').split('\n').length - 1;
  console.log(`${dbName()}: ${logLines} log lines written; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  // the app drops its PostgreSQL schema when its parent goes away; SIGTERM if it has not exited in 20 s
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.disconnect();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  await stop(app.child);
  await ruler.stop();
}
