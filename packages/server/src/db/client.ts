import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { acquireDataLock } from '../lib/data-lock';
import { trackAvailability, type Availability } from './availability';
import { keepDataPrivate } from '../lib/private-files';

/**
 * PostgreSQL memory settings of the embedded database (docs/performance.md, "PGlite memory"): PostgreSQL's
 * defaults (128 MB shared buffers, 64 MB maintenance memory) are sized for a server with many connections.
 */
export const pgliteMemorySettings = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'temp_buffers=4MB',
];

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws with the reason unless the database answers and has every migration of this build (/readyz). */
  checkReady(): Promise<void>;
  /**
   * Whether the database can be reached (db/availability.ts): errors reported to it mark it down until a
   * probe answers; PostgreSQL's pool reports its connection errors itself.
   */
  availability: Availability;
  /** The embedded database's data directory as a gzipped tarball (a consistent copy; `admin backup`). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

// found through the package (not this file's place), so the compiled bundles (scripts/build.mjs) find it too
const require = createRequire(import.meta.url);
const serverPackage = path.dirname(require.resolve('@asa/server/package.json'));
export const migrationsFolder = path.join(serverPackage, 'drizzle');

/**
 * The data directory of an empty cluster just after initdb (assets/, made by scripts/make-initdb-tarball.mjs),
 * when the installed PGlite made it. Loading it on a first start spares PGlite its initdb, which runs in a
 * second WebAssembly instance next to the first (about 400 MB more peak memory; docs/performance.md).
 */
export function initdbTarball(): Blob | undefined {
  const assets = path.join(serverPackage, 'assets');
  try {
    const made = JSON.parse(fs.readFileSync(path.join(assets, 'pglite-initdb.json'), 'utf8')) as {
      pglite: string;
    };
    // the package's exports hide package.json: it is one level above the entry (dist/)
    const installed = JSON.parse(
      fs.readFileSync(
        path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
        'utf8',
      ),
    ) as { version: string };
    if (made.pglite !== installed.version) return undefined;
    return new Blob([fs.readFileSync(path.join(assets, 'pglite-initdb.tar.gz'))], {
      type: 'application/x-gzip',
    });
  } catch {
    return undefined; // not shipped: PGlite runs initdb itself
  }
}

/** When the newest migration of this build was made (drizzle records it as created_at once applied). */
const newestMigration = () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
};

async function checkMigrations(db: Db, migrationsSchema: string) {
  const { rows } = await db.execute(
    sql.raw(`select max(created_at) as newest from "${migrationsSchema}"."__drizzle_migrations"`),
  );
  if (Number(rows[0]?.newest ?? 0) < newestMigration()) throw new Error('migrations not applied');
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set (tables in `schema`, created when missing),
 * otherwise PGlite with its files under `dataDir/pglite` (`memory://` keeps it in memory), and runs the
 * migrations. `pgliteDataDir` starts PGlite from a dumped data directory (tests clone a migrated, seeded
 * template this way instead of migrating and seeding per test file).
 */
export async function openDatabase(opts: {
  databaseUrl: string;
  dataDir: string;
  schema?: string;
  inMemory?: boolean;
  pgliteDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const schemaName = opts.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Invalid schema name ${schemaName}`);
    const bootstrap = new pg.Client({ connectionString: opts.databaseUrl });
    await bootstrap.connect();
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await bootstrap.end();
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      options: `-c search_path=${schemaName}`,
      max: 10,
      // a database that is gone answers within 5 s (errors, /readyz 503) instead of hanging requests
      connectionTimeoutMillis: 5_000,
      // names this installation's connections in pg_stat_activity (operators, and the outage tests)
      application_name: `asa-shop:${schemaName}`.slice(0, 63),
    });
    const availability = trackAvailability(() => pool.query('select 1'));
    // A connection the server closes (restart, failover, pg_terminate_backend, a proxy's idle timeout) emits
    // 'error' on its client: on an idle one the pool re-emits it, on one lent out (a transaction) the client
    // itself does. Without listeners either kills the process; with them the pool drops the connection and
    // opens a new one for the next query, and the outage is tracked (requests 503, /readyz says why).
    pool.on('error', (err) => availability.report(err));
    pool.on('connect', (client) => client.on('error', (err) => availability.report(err)));
    const db = drizzlePg(pool, { schema });
    // one migrator at a time per database (parallel test files, several servers starting together)
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(727001)');
      await migratePg(drizzlePg(lock, { schema }), { migrationsFolder, migrationsSchema: schemaName });
    } finally {
      await lock.query('select pg_advisory_unlock(727001)').catch(() => undefined);
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      checkReady: () => checkMigrations(db, schemaName),
      availability,
      close: () => {
        availability.close();
        return pool.end();
      },
    };
  }
  let dir = 'memory://';
  let loadDataDir = opts.pgliteDataDir;
  // present while a first start loads the initdb tarball into an empty directory: a start that finds it
  // was interrupted before the cluster was complete, and starts over on an empty directory
  let loading: string | undefined;
  let release = () => undefined as void;
  if (!opts.inMemory) {
    release = await acquireDataLock(opts.dataDir);
    // player data, session hashes and the secret key: readable by this user only, the folder 0700 and every
    // file 0600, also the ones PGlite writes later (umask 077; issue 33)
    keepDataPrivate(opts.dataDir);
    dir = path.join(opts.dataDir, 'pglite');
    loading = path.join(opts.dataDir, 'pglite.loading');
    if (fs.existsSync(loading)) fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  const empty = opts.inMemory || fs.readdirSync(dir).length === 0;
  if (!loadDataDir && empty) {
    loadDataDir = initdbTarball();
    if (loadDataDir && loading) fs.writeFileSync(loading, '');
  }
  // pg_trgm: the players search index (drizzle/0008_players_search_trgm.sql)
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    // PGlite's memory is one WebAssembly heap that grows but never shrinks, so what PostgreSQL touches once
    // (shared buffers filled by the migrations and the demo seed, sort and index-build memory) stays
    // resident for the life of the process. One connection and small data need little of it.
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
    ...(loadDataDir ? { loadDataDir } : {}),
  }).catch((err: unknown) => {
    release();
    throw err;
  });
  if (loading) fs.rmSync(loading, { force: true });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  // PGlite sets modes itself (0666 on what it extracts and creates, whatever the umask): tighten after it
  if (!opts.inMemory) keepDataPrivate(opts.dataDir);
  return {
    db,
    kind: 'pglite',
    checkReady: () => checkMigrations(db, 'drizzle'),
    // in this process: it never goes away on its own
    availability: trackAvailability(() => client.query('select 1')),
    // a checkpoint first: the copy needs little WAL replay when restored. PGlite makes the copy under its
    // query lock, so no statement runs meanwhile: a crash-consistent image that opens like after a power cut
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      return (await client.dumpDataDir('gzip')) as Blob;
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
