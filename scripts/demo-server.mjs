// The dashboard's server in demo mode on a fresh embedded database, on loopback: what the scripts, benches
// and browser tests that drive a real browser load (scripts/check-bundle.mjs, bench/lighthouse.ts,
// e2e/support/global-setup.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A demo persona's token: the demo login answers with a redirect to /oauth/<token>, as the Discord OAuth
 * callback does.
 * @param {string} base
 * @param {string} persona
 */
export async function demoToken(base, persona) {
  const res = await fetch(`${base}/api/auth/demo?as=${persona}`, { redirect: 'manual' });
  const token = (res.headers.get('location') ?? '').split('/oauth/')[1];
  if (!token) throw new Error(`demo login as ${persona} failed`);
  return token;
}

/**
 * Starts the server (`entry`: a compiled `.js` runs with plain node, a `.ts` through tsx) on `port` (a random
 * one by default) and waits until it answers `/api/statistics`. The scheduled jobs run only with `jobs`.
 * @param {{ entry: string, tag: string, stdout?: 'inherit' | 'ignore', timeoutMs?: number, port?: number, jobs?: boolean }} opts
 */
export async function startDemoServer({
  entry,
  tag,
  stdout = 'ignore',
  timeoutMs = 120_000,
  port = 3800 + Math.floor(Math.random() * 3000),
  jobs = false,
}) {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html')))
    throw new Error('build the dashboard first (npm run build)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `asa-${tag}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      DISCORD_CLIENT_ID: '',
      ...(jobs ? {} : { JOBS_ENABLED: 'false' }),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server on port ${port} exited (${server.exitCode})`);
      const ok = await fetch(`${base}/api/statistics`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline)
        throw new Error(`the server on port ${port} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, demoToken: (/** @type {string} */ persona) => demoToken(base, persona), stop };
}
