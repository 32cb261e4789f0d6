import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** Seconds per load scenario (BENCH_SECONDS, default 10) and concurrent clients (BENCH_CLIENTS, default 20). */
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const clients = Number(process.env.BENCH_CLIENTS ?? 20);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives one URL on 127.0.0.1 for `duration` seconds (default `seconds`) with `clients` connections. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  duration = seconds,
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`bench: loopback only (${url})`);
  const r = await autocannon({ url, connections: clients, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * A scenario against its ceiling under a machine whose load changes by the second (other processes):
 * after one second of warm-up each, the two alternate in five slices of `seconds / 5` (so each is
 * measured `seconds` in all, over the same stretch of time). req/s are the mean of the slices; p50/p99
 * the median of the slices'.
 */
export async function versusCeiling(ceilingUrl: string, url: string, headers: Record<string, string>) {
  await load(ceilingUrl, {}, 1);
  await load(url, headers, 1);
  const slices = 5;
  const c: LoadResult[] = [];
  const r: LoadResult[] = [];
  for (let i = 0; i < slices; i++) {
    c.push(await load(ceilingUrl, {}, seconds / slices));
    r.push(await load(url, headers, seconds / slices));
  }
  return { ceiling: merge(c), app: merge(r) };
}

function merge(results: LoadResult[]): LoadResult {
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    rps: results.reduce((n, x) => n + x.rps, 0) / results.length,
    p50: median(results.map((x) => x.p50)),
    p99: median(results.map((x) => x.p99)),
    errors: results.reduce((n, x) => n + x.errors, 0),
  };
}

export interface Row {
  bench: string;
  scenario: string;
  database: string;
  value: number;
  unit: string;
  /**
   * The scenario's own ceiling measured in the same run (same unit), when it has one: for bench/read-ceiling.ts
   * the endpoint's captured statements in a bare Fastify (bench/statement-ceiling.ts); for bench/reads.ts the
   * old in-process one (bench/ceiling.ts, the whole instance row in the app's process).
   */
  ceiling?: number;
  /** The ruler (bench/ruler.ts, ../shared/perf-ruler in its own process) measured in the same run. */
  ruler?: number;
  /** Goal: value / ceiling at least this (ratio rows) or value at least / at most this (absolute rows). */
  target?: string;
  detail?: string;
}

const load1 = () => os.loadavg()[0]!.toFixed(2);

/** Prints one result line and appends it to $BENCH_RESULTS (JSON lines) for `npm run bench`'s table. */
export function record(row: Row) {
  const versus = [
    row.ruler ? `ruler ${fmt(row.ruler)}, ruler ratio ${(row.value / row.ruler).toFixed(2)}` : '',
    row.ceiling ? `own ceiling ${fmt(row.ceiling)}, ratio ${(row.value / row.ceiling).toFixed(2)}` : '',
  ].filter(Boolean);
  console.log(
    `${row.bench} | ${row.scenario} | ${row.database}: ${fmt(row.value)} ${row.unit}${
      versus.length ? ` (${versus.join('; ')})` : ''
    }${row.detail ? `, ${row.detail}` : ''} [load ${load1()}]`,
  );
  if (process.env.BENCH_RESULTS)
    fs.appendFileSync(process.env.BENCH_RESULTS, JSON.stringify({ ...row, load: load1() }) + '\n');
}

export const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
export const dbName = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
