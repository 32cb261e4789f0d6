import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { initdbTarball, migrationsFolder, pgliteMemorySettings } from './client';

/**
 * 0011_eos_ids_lower_case: players written by the previous version (EOS ids in any case, from the companion
 * bot's import) keep working: the migration gives their ids the one spelling the server compares.
 */
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-migrations-'));
afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

describe('migration 0011_eos_ids_lower_case', () => {
  // migrating a fresh database twice takes a while on a loaded machine
  it('lower-cases stored EOS ids and leaves the rest of the row alone', { timeout: 90_000 }, async () => {
    // the migrations folder as the previous version shipped it (up to 0010)
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === '0011_eos_ids_lower_case');
    expect(upTo).toBeGreaterThan(0);
    fs.mkdirSync(path.join(before, 'meta'));
    fs.writeFileSync(
      path.join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    );
    for (const e of journal.entries.slice(0, upTo))
      fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));

    // started like the app's embedded database: from the packaged initdb cluster, with its memory settings
    const loadDataDir = initdbTarball();
    const client = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        INSERT INTO bot_instances (id, guild_id, owner_id) VALUES (1, '100000000000000002', '100000000000000001');
        INSERT INTO players (bot_id, name, eos_id, credits) VALUES
          (1, 'Mixed', '0002A1B2C3D4E5F60718293A4B5C6D7E', 5),
          (1, 'Lower', '0002a1b2c3d4e5f60718293a4b5c6d7f', 6),
          (1, 'None', '', 7);`);
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ name: string; eos_id: string; credits: number }>(
        'SELECT name, eos_id, credits FROM players ORDER BY name',
      );
      expect(rows).toEqual([
        { name: 'Lower', eos_id: '0002a1b2c3d4e5f60718293a4b5c6d7f', credits: 6 },
        { name: 'Mixed', eos_id: '0002a1b2c3d4e5f60718293a4b5c6d7e', credits: 5 },
        { name: 'None', eos_id: '', credits: 7 },
      ]);
    } finally {
      await client.close();
    }
  });
});
