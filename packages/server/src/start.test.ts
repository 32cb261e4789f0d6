import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startProcess, type StartOptions } from './start';
import type { Job } from './jobs/scheduler';

const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  if (!process.env.DATABASE_URL || !schemas.length) return;
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  await c.end();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A whole process (role all, no bot) on a fresh database, its signals left alone. */
async function start(
  jobs: Job[],
  env: Record<string, string> = {},
  opts: Pick<StartOptions, 'signals' | 'exit'> = { signals: [] },
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-start-'));
  dirs.push(dataDir);
  const schema = `s_${crypto.randomBytes(5).toString('hex')}`;
  if (process.env.DATABASE_URL) schemas.push(schema);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DATABASE_SCHEMA: schema,
    DEMO_MODE: 'false',
    DISCORD_CLIENT_ID: 'x',
    DISCORD_CLIENT_SECRET: 'y',
    LOG_LEVEL: 'silent',
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    ...env,
  });
  const p = await startProcess(config, { jobs, schedule: { firstMs: 0 }, inMemory: true, ...opts });
  return { ...p, url: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  it('lets a running job finish, refuses new requests, closes the database, within the timeout', async () => {
    const events: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const job: Job = {
      name: 'slow-job',
      everyMinutes: 60,
      async run(ctx) {
        events.push('job started');
        started();
        await new Promise((r) => setTimeout(r, 1_500));
        await ctx.db.execute(sql`select 1`);
        events.push('job finished');
      },
    };
    const p = await start([job], { SHUTDOWN_TIMEOUT_SECONDS: '10' });
    expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
    await running;
    // a delivery running outside a request (tracked, as bot interactions are)
    void p.runtime.ctx.lifecycle.track(
      new Promise((r) => setTimeout(r, 1_000)).then(() => events.push('delivery finished')),
    );
    const t0 = Date.now();
    const clean = await p.shutdown('test');
    events.push('shut down');
    expect(clean).toBe(true);
    expect(events).toEqual(['job started', 'delivery finished', 'job finished', 'shut down']);
    expect(Date.now() - t0).toBeLessThan(10_000);
    await expect(fetch(`${p.url}/healthz`)).rejects.toThrow();
  });

  it('gives up on work that outlives SHUTDOWN_TIMEOUT_SECONDS and says so', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const stuck: Job = {
      name: 'stuck-job',
      everyMinutes: 60,
      run: () => (started(), new Promise(() => undefined)),
    };
    const p = await start([stuck], { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    await running;
    const t0 = Date.now();
    expect(await p.shutdown('test')).toBe(false);
    expect(Date.now() - t0).toBeLessThan(4_000);
  });

  it('shuts down once however many signals arrive, and exits once', async () => {
    // SIGUSR2 stands for SIGTERM: the test runner's own SIGTERM handling stays untouched. With a handler
    // that took only the first signal, the second one's default action would end this process.
    const before = new Set(process.listeners('SIGUSR2'));
    const events: string[] = [];
    const p = await start([], {}, { signals: ['SIGUSR2'], exit: (code) => events.push(`exit ${code}`) });
    void p.runtime.ctx.lifecycle.track(
      new Promise((r) => setTimeout(r, 700)).then(() => events.push('work finished')),
    );
    for (let i = 0; i < 3; i++) {
      process.kill(process.pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 100));
    }
    await expect.poll(() => events, { timeout: 5_000 }).toEqual(['work finished', 'exit 0']);
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toEqual(['work finished', 'exit 0']);
    for (const l of process.listeners('SIGUSR2')) if (!before.has(l)) process.off('SIGUSR2', l);
  });
});
