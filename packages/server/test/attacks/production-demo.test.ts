/**
 * Production never runs as a demo by accident: a demo's admin login (`/api/auth/demo?as=admin`) answers
 * loopback, and behind a reverse proxy on the same host every visitor is loopback. Started as an operator
 * would (a real process through the server's start), production without the Discord application refuses
 * to start, names every missing setting at once, and never listens; with the application configured the
 * demo login does not exist even for loopback.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/harness';
import { productArgs } from '../helpers/product-process';

const root = path.resolve(import.meta.dirname, '../../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts the server in its own process with `env` (and nothing from this environment's settings). */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-prod-demo-'));
  dirs.push(dataDir);
  const port = await freePort();
  return new Promise<{ status: number | null; stderr: string; port: number; dataDir: string }>((resolve) => {
    execFile(
      process.execPath,
      productArgs('server'),
      {
        cwd: root,
        env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (err, _stdout, stderr) => resolve({ status: err ? (err.code as number) : 0, stderr, port, dataDir }),
    );
  });
}

describe('production without the Discord application', () => {
  it('NODE_ENV=production with only SECRET_KEY: refused, naming both Discord settings; nothing listens', async () => {
    const r = await startServer({ NODE_ENV: 'production', SECRET_KEY: 'a'.repeat(64) });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('DISCORD_CLIENT_ID (the Discord application');
    expect(r.stderr).toContain('DISCORD_CLIENT_SECRET');
    expect(r.stderr).toContain('set DEMO=public');
    expect(r.stderr).not.toContain('SECRET_KEY (every process');
    // it stopped before opening the database or the port
    expect(fs.readdirSync(r.dataDir)).toEqual([]);
    const refused = await fetch(`http://127.0.0.1:${r.port}/api/auth/demo?as=admin`).catch((e) => e);
    expect(refused).toBeInstanceOf(Error);
  }, 90_000);

  it('a public PUBLIC_URL with nothing set: every missing setting in one message', async () => {
    const r = await startServer({ PUBLIC_URL: 'https://shop.example.com' });
    expect(r.status).toBe(1);
    const problems = r.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(problems.map((l) => l.split(' ')[3])).toEqual([
      'SECRET_KEY',
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'Demo',
    ]);
  }, 90_000);
});

describe('production with the Discord application', () => {
  it('has no demo login, even for loopback', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(t.ctx.config.demoMode).toBe(false);
      for (const remoteAddress of ['127.0.0.1', '::1'])
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/auth/demo?as=admin', remoteAddress })).statusCode,
        ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
