// `npm start` (scripts/start.mjs, exec'd by npm's shell) as a service manager runs it: a real process group
// with npm, start.mjs and the server. A SIGTERM to the group gives one graceful shutdown and exit 0; a server killed by a signal
// (the OOM killer's SIGKILL) makes npm start exit 128 + n, so Restart=on-failure restarts it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const running: ChildProcess[] = [];
afterAll(() => {
  for (const p of running) if (p.exitCode === null && p.signalCode === null) process.kill(-p.pid!, 'SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** `npm start` in its own process group on a fresh embedded database; resolves once it listens. */
async function npmStart(existing?: string) {
  const dir = existing ?? fs.mkdtempSync(path.join(os.tmpdir(), 'asa-start-script-'));
  if (!existing) {
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'web'));
    fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html>');
  }
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: path.join(dir, 'web'),
      DATABASE_URL: '',
      DEMO_MODE: 'false',
      DISCORD_CLIENT_ID: 'x',
      DISCORD_CLIENT_SECRET: 'y',
      SECRET_KEY: 'a'.repeat(64),
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'info',
    },
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 50_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not listen within 50 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const serverPid = Number(/"pid":(\d+)/.exec(output)![1]);
  return { dir, child, serverPid, exited, output: () => output };
}

// a process matter, the same on either database: run once, on the embedded one
describe.skipIf(process.env.DATABASE_URL)('npm start under a service manager', () => {
  it('SIGTERM to the process group, twice: one graceful shutdown, exit 0', async () => {
    const p = await npmStart();
    // systemd and Ctrl-C signal the whole group: start.mjs and the server each get it, and start.mjs passes
    // it on; a second one follows while the shutdown runs
    process.kill(-p.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 5));
    process.kill(-p.child.pid!, 'SIGTERM');
    expect(await p.exited).toEqual({ code: 0, signal: null });
    expect(p.output().match(/shutting down \(waiting/g)).toHaveLength(1);
  }, 90_000);

  it('a server killed by SIGKILL makes npm start exit 137 (128 + 9)', async () => {
    const p = await npmStart();
    process.kill(p.serverPid, 'SIGKILL');
    expect(await p.exited).toEqual({ code: 137, signal: null });
    expect(p.output()).toContain('The server was ended by SIGKILL');
  }, 90_000);

  it('the whole group killed by SIGKILL: a start right after it opens the same data folder', async () => {
    const p = await npmStart();
    process.kill(-p.child.pid!, 'SIGKILL');
    await p.exited;
    // the lock died with the server (docs/decisions/2026-11-28-data-folder-lock.md): no "in use by PID"
    const again = await npmStart(p.dir);
    expect(again.output()).not.toContain('is in use by another process');
    // and while it runs, a second start on the folder is refused, naming it
    const second = await npmStart(p.dir).catch((e: Error) => e.message);
    expect(second).toContain(`is in use by another process (PID ${again.serverPid}`);
    process.kill(-again.child.pid!, 'SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 120_000);
});
