import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin } from '../../test/helpers/admin-cli';
import { testInstall } from '../../test/helpers/install';
import { acquireDataLock, DataDirLockedError, lockFile } from './data-lock';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the data folder lock', () => {
  it('is held once; released, it can be taken again', () => {
    const dir = tmp();
    const release = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    acquireDataLock(dir)();
  });

  it('a lock left by a process that is gone is taken over', () => {
    const dir = tmp();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const pid = Number(gone.stdout.trim());
    const host = os.hostname();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, host, startedAt: '2026-01-01', command: 'x' }));
    const release = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

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
