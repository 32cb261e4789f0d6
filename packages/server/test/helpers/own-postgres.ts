import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (its own data folder and port, never the machine's shared one),
 * for tests that stop and start the database under a running app. Needs Debian's PostgreSQL binaries
 * (/usr/lib/postgresql/<version>/bin); PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user (runuser). `binDir()` is null where they are missing (the tests then skip).
 */
export interface OwnPostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is closed, the server gone until start(). */
  stop(): void;
  start(): void;
  /** Stops it and removes its data folder. */
  close(): void;
}

export function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) return null;
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return null;
    }
  }
  return path.join(root, versions[0]!, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () =>
    void run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    close() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
