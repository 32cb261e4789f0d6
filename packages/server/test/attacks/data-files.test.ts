/**
 * Issue 33: PGlite's files were created 0644, so any local user could read player data and session hashes.
 * Now the data folder is 0700 and every file in it 0600, folders 0700: the ones an older version left (fixed
 * at the next start) and the ones written later (PGlite's relation and WAL files, the secret key, backups).
 * The real embedded database on a real folder, with a permissive umask as a shell would have it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

let dataDir = '';
let umask = 0;
beforeAll(() => {
  umask = process.umask(0o022); // a usual login shell's umask: files 0644, folders 0755
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-private-'));
  fs.chmodSync(dataDir, 0o755);
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file and folder under the data folder that someone else than its user could read. */
function readableByOthers(dir: string): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isSymbolicLink() || e.isSocket()) continue;
      const mode = fs.statSync(full).mode & 0o777;
      if (mode & 0o077) out.push(`${path.relative(dir, full)} ${mode.toString(8)}`);
      if (e.isDirectory()) visit(full);
    }
  };
  visit(dir);
  return out;
}

describe('data files are this user only', () => {
  it('a first start, writes, a checkpoint and later files leave no file readable by others', async () => {
    const db = await openDatabase({ databaseUrl: '', dataDir });
    await db.db.execute(sql`create table secrets (v text)`);
    await db.db.execute(sql`insert into secrets select 'session-hash-' || g from generate_series(1, 2000) g`);
    await db.db.execute(sql`checkpoint`);
    // what other parts write later without asking for a mode (a folder, a file) is this user's only too
    fs.mkdirSync(path.join(dataDir, 'exports'));
    fs.writeFileSync(path.join(dataDir, 'exports', 'players.csv'), 'discordId,name\n');
    await db.close();
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(readableByOthers(dataDir)).toEqual([]);
  });

  it('files an older version left readable are made 0600 at the next start', async () => {
    const old = path.join(dataDir, 'pglite', 'PG_VERSION');
    fs.chmodSync(old, 0o644);
    fs.chmodSync(path.join(dataDir, 'pglite', 'base'), 0o755);
    fs.chmodSync(dataDir, 0o755);
    expect(readableByOthers(dataDir).length).toBeGreaterThan(0);
    const db = await openDatabase({ databaseUrl: '', dataDir });
    await db.db.execute(sql`select count(*) from secrets`);
    await db.close();
    expect(fs.statSync(old).mode & 0o777).toBe(0o600);
    expect(readableByOthers(dataDir)).toEqual([]);
  });
});
