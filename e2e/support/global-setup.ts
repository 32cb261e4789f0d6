import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Files run in this many workers at once, each against its own server (so tests never see each other's writes). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const servers: { child: ChildProcess; dataDir: string }[] = [];

/**
 * Starts one real server per worker in demo mode on a free port with a fresh embedded database, and hands
 * the workers their addresses (a worker picks its own by VITEST_POOL_ID: support/browser.ts).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('Build the dashboard first: npm run build:web');
  }
  const first = 3300 + Math.floor(Math.random() * 500);
  try {
    const urls = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startServer(first + i)));
    project.provide('baseUrls', urls);
  } catch (e) {
    await stopServers();
    throw e;
  }
  return stopServers;
}

async function stopServers() {
  for (const s of servers) s.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
}

async function startServer(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      DISCORD_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push({ child, dataDir });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/statistics`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not start within 90 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await firstJobRuns(baseUrl);
  return baseUrl;
}

/**
 * Waits until the scheduled jobs shown on the dashboard (vote rewards, passive income, syncs, Tip4Serv) have
 * run once (5 s after start): they change balances and purchases, and tests must not see them mid-way. The
 * next runs are at least 5 minutes away, longer than the browser tests take.
 */
async function firstJobRuns(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/demo?as=owner`, { redirect: 'manual' });
  const token = (login.headers.get('location') ?? '').split('/oauth/')[1] ?? '';
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/jobs/status/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const jobs = res.ok ? ((await res.json()) as { lastRunAt: string | null }[]) : [];
    if (jobs.length > 0 && jobs.every((j) => j.lastRunAt)) return;
    if (Date.now() > deadline) throw new Error('the scheduled jobs did not run within 60 s of the start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
