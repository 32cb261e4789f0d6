import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { initdbTarball, migrationsFolder, pgliteMemorySettings } from '../../src/db/client';

/**
 * An embedded database as the version before migration `tag` left it: this build's migrations folder cut
 * just before `tag` (journal and SQL files copied), applied to a PGlite started like the app's (the packaged
 * initdb cluster, its memory settings). The test writes old rows through `client`, then `migrateRest()`
 * applies this build's migrations; `close()` closes it and removes the copied folder.
 */
export async function databaseBefore(tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (upTo < 1) throw new Error(`no migration ${tag} after the first`);
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-migrations-'));
  fs.mkdirSync(path.join(before, 'meta'));
  fs.writeFileSync(
    path.join(before, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  for (const e of journal.entries.slice(0, upTo))
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
  const loadDataDir = initdbTarball();
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}
