import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-pglite-'));
  dirs.push(dir);
  return dir;
};
const open = (dataDir: string) => openDatabase({ databaseUrl: '', dataDir });

describe('embedded database (PGlite) on disk', () => {
  it('a first start on an empty data directory migrates a cluster the next start finds again', async () => {
    expect(fs.existsSync(path.join(import.meta.dirname, '../../assets/pglite-initdb.tar.gz'))).toBe(true);
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755); // as a folder made by hand or by `npm start` would be
    const first = await open(dataDir);
    await first.checkReady();
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('from the first start')`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite.loading'))).toBe(false);
    // the data folder is this user's only (player data, session hashes)
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    const second = await open(dataDir);
    await second.checkReady();
    const { rows } = await second.db.execute(sql`select v from kept`);
    expect(rows).toEqual([{ v: 'from the first start' }]);
    await second.close();
  }, 120_000);

  it('a first start that was interrupted while loading the cluster starts over', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '18\n'); // and nothing else
    fs.writeFileSync(path.join(dataDir, 'pglite.loading'), '');
    const db = await open(dataDir);
    await db.checkReady();
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.loading'))).toBe(false);
  }, 120_000);
});
