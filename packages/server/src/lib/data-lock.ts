import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file of the embedded database: one process at a time may open DATA_DIR/pglite. */
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
    readonly holder: Holder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (PID ${holder.pid} on ${holder.host}, since ` +
        `${holder.startedAt}: ${holder.command}). The embedded database serves one process at a time: stop ` +
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
    return null; // being written, or damaged: treated as stale
  }
}

/**
 * Takes the data folder's lock or throws DataDirLockedError naming the process that holds it. A lock left
 * by a process that is gone (same host, PID not running, or this very PID after a container restart) is
 * taken over. Answers the release function (also run when the process exits).
 */
export function acquireDataLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  if (held.has(file)) throw new DataDirLockedError(dataDir, readHolder(file)!);
  const me: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const holder = readHolder(file);
      const stale =
        !holder || (holder.host === me.host && (holder.pid === process.pid || !alive(holder.pid)));
      if (!stale) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
