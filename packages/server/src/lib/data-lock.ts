import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The lock of the embedded database: one process at a time may open DATA_DIR/pglite
 * (docs/decisions/2026-11-28-data-folder-lock.md). The lock itself is held by the kernel: on Linux a
 * listening Unix socket in the abstract namespace named after the folder's device and inode. Binding it is
 * atomic (a second binder gets EADDRINUSE) and it disappears with the process however that ends (kill -9
 * included), so a start right after a crash finds the folder free. `DATA_DIR/pglite.lock` only describes the
 * holder (PID, host, since, command) for the message a refused start prints. Elsewhere (macOS, Windows:
 * development machines) the file is the lock, with a PID liveness check as before.
 */
export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (${
        holder
          ? `PID ${holder.pid} on ${holder.host}, since ${holder.startedAt}: ${holder.command}`
          : 'it did not say which'
      }). The embedded database serves one process at a time: stop ` +
        'that process first (the admin CLI too), or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

const held = new Set<string>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // being written, or damaged
  }
}

/** Whether the kernel-held lock is used here (Linux: abstract Unix sockets). */
export const kernelLock = process.platform === 'linux';

/** The abstract socket's name for a folder: the same folder by any path (symlink, bind mount) gives one name. */
export function lockName(dataDir: string): string {
  const st = fs.statSync(dataDir, { bigint: true });
  return `\0asa-shop-data-lock:${st.dev}:${st.ino}`;
}

function bindAbstract(name: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(null) : reject(err),
    );
    server.listen(name, () => {
      server.unref(); // holding the lock does not keep the process alive
      resolve(server);
    });
  });
}

/** The file-only lock (not Linux): a holder whose PID is not running on this host is taken over. */
function acquireFileLock(file: string, dataDir: string, me: Holder) {
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const holder = readHolder(file);
      const stale =
        !holder || (holder.host === me.host && (holder.pid === process.pid || !alive(holder.pid)));
      if (!stale) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
}

/**
 * Takes the data folder's lock or throws DataDirLockedError naming the process that holds it. Answers the
 * release function (the kernel releases it anyway when the process ends).
 */
export async function acquireDataLock(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const key = kernelLock ? lockName(dataDir) : file;
  if (held.has(key)) throw new DataDirLockedError(dataDir, readHolder(file));
  const me: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  let server: net.Server | null = null;
  if (kernelLock) {
    server = await bindAbstract(key);
    if (!server) throw new DataDirLockedError(dataDir, readHolder(file));
    // a file left by a holder that is gone is simply replaced: the socket said the folder is free
    const temp = `${file}.${process.pid}`;
    fs.writeFileSync(temp, JSON.stringify(me), { mode: 0o600 });
    fs.renameSync(temp, file);
  } else acquireFileLock(file, dataDir, me);
  held.add(key);
  const release = () => {
    if (!held.delete(key)) return;
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    server?.close();
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
