import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin } from '../../test/helpers/admin-cli';
import { testInstall } from '../../test/helpers/install';
import { acquireDataLock, DataDirLockedError, kernelLock, lockFile } from './data-lock';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A real process holding the lock of `dir` (the lock module through tsx); resolves once it holds it. */
function holder(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { acquireDataLock } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'data-lock.ts'))});
       await acquireDataLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

describe('the data folder lock', () => {
  it('is held once; released, it can be taken again', async () => {
    const dir = tmp();
    const release = await acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(acquireDataLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    (await acquireDataLock(dir))();
  });

  it('a lock file left by a process that is gone is taken over', async () => {
    const dir = tmp();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const pid = Number(gone.stdout.trim());
    const host = os.hostname();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, host, startedAt: '2026-01-01', command: 'x' }));
    const release = await acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(kernelLock)(
    'a live process holding it refuses another (even by another path); right after its kill -9 the folder is free',
    async () => {
      const dir = tmp();
      const child = await holder(dir);
      const other = path.join(tmp(), 'link');
      fs.symlinkSync(dir, other);
      for (const d of [dir, other]) {
        const refused = await acquireDataLock(d).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(DataDirLockedError);
        expect((refused as Error).message).toContain(`PID ${child.pid} on ${os.hostname()}`);
      }
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGKILL');
      await exited;
      const t0 = performance.now();
      const release = await acquireDataLock(dir); // immediately: no waiting, no stale-PID guessing
      expect(performance.now() - t0).toBeLessThan(500);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
      release();
    },
    30_000,
  );

  it.skipIf(!!process.env.DATABASE_URL)(
    'a second process on the same embedded data folder refuses to start and names the PID holding it',
    async () => {
      const install = await testInstall({ SECRET_KEY: '7e57'.repeat(16) });
      const running = await install.start();
      try {
        const second = await admin(install.env, ['list-admins']);
        expect(second.err).toContain(`is in use by another process (PID ${process.pid} on ${os.hostname()}`);
        expect(second.code).toBe(1);
      } finally {
        await running.stop();
        await install.remove();
      }
    },
    60_000,
  );
});
