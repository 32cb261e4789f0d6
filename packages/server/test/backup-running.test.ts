// Backups while the server runs (issue 39), with a real server process: `npm run admin -- backup` gets a
// consistent copy without stopping it (the embedded database through the running server, PostgreSQL by
// pg_dump), the file is 0600 and carries the secret key under BACKUP_PASSPHRASE; `restore` is refused while
// the server runs (the data folder's lock; on PostgreSQL the processes' heartbeats) and, once it is
// stopped, restores into a fresh installation whose secrets open with the carried key.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createRuntime } from '../src/bootstrap';
import { readBundleHeader } from '../src/lib/backup-bundle';
import { servers, botInstances } from '../src/db/schema';
import { admin } from './helpers/admin-cli';
import { testInstall } from './helpers/install';
import { productArgs } from './helpers/product-process';

const root = path.resolve(import.meta.dirname, '../../..');
const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The real server (src/main.ts) on `env`; resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, productArgs('server'), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      JOBS_ENABLED: 'false',
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  cleanup.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
  const end = Date.now() + 60_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('backups while the server runs', () => {
  it('backs up without stopping it; restore waits for the stop and brings the key along', async () => {
    const PASS = 'correct horse battery staple';
    const install = await testInstall({ SECRET_KEY: 'b4c0'.repeat(16), BACKUP_PASSPHRASE: PASS });
    cleanup.push(() => install.remove());
    // some data with a secret: an instance and a game server whose RCON password is stored encrypted
    const s = await install.start();
    const [bot] = await s.ctx.db
      .insert(botInstances)
      .values({ guildId: '555000000000000001', guildName: 'Backed Up', ownerId: '100000000000000001' })
      .returning();
    await s.ctx.db.insert(servers).values({
      botId: bot!.id,
      name: 'Secret Keeper',
      ip: '127.0.0.1',
      rconPort: 27020,
      rconPassword: s.ctx.secrets.encrypt('the-rcon-password'),
    });
    await s.stop();

    const server = await startServer(install.env);
    const file = path.join(os.tmpdir(), `asa-running-${process.pid}-${Date.now()}.backup`);
    cleanup.push(() => fs.rmSync(file, { force: true }));
    const t0 = performance.now();
    const made = await admin(install.env, ['backup', file]);
    const ms = Math.round(performance.now() - t0);
    expect(made.err, made.out).toBe('');
    expect(made.code).toBe(0);
    if (!install.env.DATABASE_URL) expect(made.out).toContain('from the running server');
    expect(made.out).toContain('carries the secret key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const read = readBundleHeader(file)!;
    expect(read.kind).toBe(install.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(read.header?.key).toBeDefined();
    console.log(`backup while running (${read.kind}): ${fs.statSync(file).size} bytes in ${ms} ms`);

    // restore is refused while the server runs
    const refused = await admin(install.env, ['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      install.env.DATABASE_URL
        ? /1 process of this installation is running: all on/
        : /is in use by another process/,
    );
    expect(await server.stop()).toBe(0);

    // into a fresh installation with another key: refused before anything changes, the carried key
    // (opened with BACKUP_PASSPHRASE) handed over beside the data folder
    const fresh = await testInstall({ SECRET_KEY: 'abcd'.repeat(16), BACKUP_PASSPHRASE: PASS });
    cleanup.push(() => fresh.remove());
    const other = await admin(fresh.env, ['restore', file]);
    expect(other.code).toBe(1);
    expect(other.err).toContain('secret.key.restored');
    expect(fs.readFileSync(path.join(fresh.dataDir, 'secret.key.restored'), 'utf8')).toBe('b4c0'.repeat(16));
    // without a key of its own the restore writes the carried one as the installation's key file
    fresh.env.SECRET_KEY = '';
    const r0 = performance.now();
    const restored = await admin(fresh.env, ['restore', file]);
    console.log(`restore into a fresh installation: ${Math.round(performance.now() - r0)} ms`);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    if (!fresh.env.DATABASE_URL) expect(restored.out).toContain('secret key (fingerprint');
    const runtime = await createRuntime(loadConfig(fresh.env));
    try {
      const [row] = await runtime.ctx.db.select().from(servers).where(eq(servers.name, 'Secret Keeper'));
      expect(runtime.ctx.secrets.decrypt(row!.rconPassword)).toBe('the-rcon-password');
    } finally {
      await runtime.close();
    }
  }, 420_000);
});
