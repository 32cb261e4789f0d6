/**
 * Benchmark: the server process's footprint, compiled (`npm start`: plain node on packages/server/build)
 * against the TypeScript sources through tsx (how it ran before), in the same run.
 * Run: npx tsx bench/runtime-footprint.ts   (embedded database; set DATABASE_URL for PostgreSQL)
 * For each: a first start on an empty data directory / schema (migrations + demo seed: peak RSS and time to
 * the first 200 of /api/statistics), then a second start on the same data (time to the first 200, and RSS
 * after 5 s idle). On PostgreSQL also each role alone on the same data (PROCESS_ROLE=api, jobs: RSS after 5 s
 * idle, issue 40; `bot` needs a Discord token and is not measured). Needs `npm run build` (server part)
 * first. Loopback only.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dbName, record } from './load';

const root = path.resolve(import.meta.dirname, '..');
const variants = {
  compiled: ['packages/server/build/server.js'],
  tsx: ['--import', 'tsx', 'packages/server/src/main.ts'],
};
if (!fs.existsSync(path.join(root, variants.compiled[0]!))) throw new Error('run `npm run build` first');

const kb = (status: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const mb = (k: number) => k / 1024;

async function start(args: string[], env: Record<string, string>, readyPath = '/api/statistics') {
  const port = 5000 + Math.floor(Math.random() * 2000);
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - t0 > 180_000) throw new Error('no answer within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ready = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 5000));
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ready, idle: mb(kb(status, 'VmRSS')), peak: mb(kb(status, 'VmHWM')) };
}

const idleGoal = process.env.DATABASE_URL ? 150 : 300;
for (const [variant, args] of Object.entries(variants)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-footprint-'));
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_SCHEMA: schema };
  try {
    const first = await start(args, env);
    const again = await start(args, env);
    const row = { bench: 'runtime', database: dbName(), detail: variant };
    record({
      ...row,
      scenario: `first start peak RSS (${variant})`,
      value: first.peak,
      unit: 'MB',
      target: '<= 500 MB',
    });
    record({
      ...row,
      scenario: `first start to first 200 (${variant})`,
      value: first.ready / 1000,
      unit: 's',
    });
    record({
      ...row,
      scenario: `start to first 200 (${variant})`,
      value: again.ready / 1000,
      unit: 's',
      target: '<= 2 s',
    });
    record({
      ...row,
      scenario: `idle RSS (${variant})`,
      value: again.idle,
      unit: 'MB',
      target: `<= ${idleGoal} MB`,
    });
    // each role alone (a role other than `all` needs PostgreSQL), compiled, on the same data
    if (process.env.DATABASE_URL && variant === 'compiled')
      for (const role of ['api', 'jobs'] as const) {
        const alone = await start(
          args,
          { ...env, PROCESS_ROLE: role },
          role === 'api' ? undefined : '/healthz',
        );
        record({ ...row, scenario: `idle RSS, PROCESS_ROLE=${role} alone`, value: alone.idle, unit: 'MB' });
      }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    }
  }
}
