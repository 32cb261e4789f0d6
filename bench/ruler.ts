import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The ruler of read throughput (/work/shared/perf-ruler, README.md there): a bare Fastify answering ONE
 * primary-key select of a two-column row, in its own Node process, started exactly as its README says (from
 * the project root, PORT and DATABASE_URL set), loaded by autocannon in another process. BENCH_RULER_DIR
 * points elsewhere (default `../shared/perf-ruler` next to the project root).
 */
export const root = path.resolve(import.meta.dirname, '..');
export const rulerDir = path.resolve(root, process.env.BENCH_RULER_DIR ?? '../shared/perf-ruler');

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** Resolves once `url` answers 200 (polled every 100 ms), or rejects after `ms` or when `child` exits. */
async function answering(url: string, child: ChildProcess, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Starts the ruler for PostgreSQL (`ceiling-pg.mjs`, with `pgUrl`) or for the embedded database
 * (`ceiling-pglite.mjs`, in memory) as its own process; answers its URL and a stop function.
 */
export async function startRuler(pgUrl: string | undefined) {
  const script = path.join(rulerDir, pgUrl ? 'ceiling-pg.mjs' : 'ceiling-pglite.mjs');
  if (!fs.existsSync(script))
    throw new Error(`the ruler is missing: ${script} (set BENCH_RULER_DIR to /work/shared/perf-ruler)`);
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/one`;
  await answering(url, child);
  return { url, pid: child.pid, child, stop: () => stop(child) };
}

/** SIGTERM to one child we started, then waits for its exit (SIGKILL after 5 s). */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export interface CannonResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const autocannonBin = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');

/**
 * `autocannon -c <clients> -d <seconds> --json <url>` in its own process, as the ruler's README runs it;
 * loopback only. Non-2xx answers count as errors (a 304 counts as an answer: the app sends them to clients
 * that repeat an ETag, see bench/reads.ts).
 */
export async function cannon(
  url: string,
  opts: { seconds: number; clients: number; headers?: Record<string, string> },
): Promise<CannonResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`bench: loopback only (${url})`);
  const args = [autocannonBin, '-c', String(opts.clients), '-d', String(opts.seconds), '--json'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  // a run that hangs (machine overloaded) is killed after its time plus a minute
  const timer = setTimeout(() => child.kill('SIGKILL'), (opts.seconds + 60) * 1000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`autocannon exited ${code}: ${err}`);
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const notModified = r.statusCodeStats?.['304']?.count ?? 0;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx - notModified,
  };
}
