import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { AppContext } from '../../src/context';
import { initdbTarball, migrationsFolder, openDatabase, type Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { SecretBox } from '../../src/lib/crypto';
import { createAuthCache } from '../../src/lib/auth-cache';
import { seedDemo } from '../../src/features/demo/seed';

/**
 * Migrate and seed once per test run, clone per test app. The vitest globalSetup (`global-setup.ts`) builds
 * two templates: `migrated` (every migration applied) and `seeded` (migrated plus the demo seed, its secrets
 * encrypted with TEST_SECRET_KEY). With DATABASE_URL they are PostgreSQL databases cloned by
 * `CREATE DATABASE ... TEMPLATE`; otherwise dumped PGlite data directories loaded by each test app. The
 * templates are announced to the test workers through environment variables; without them (a harness used
 * outside vitest) every test app migrates and seeds its own database as before.
 */
export const TEST_SECRET_KEY = '7e57'.repeat(16);
export type TemplateKind = 'migrated' | 'seeded';

const envName = (kind: TemplateKind) => `ASA_TEST_TEMPLATE_${kind.toUpperCase()}`;
const pgUrl = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(databaseUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const seedCtx = (db: Db) =>
  ({
    db,
    secrets: new SecretBox(Buffer.from(TEST_SECRET_KEY, 'hex')),
    cache: createAuthCache({ ttlMs: 0 }),
    now: () => new Date(),
  }) as AppContext;

/** Builds both templates (once per run; a second project's globalSetup reuses them). Returns the teardown. */
export async function buildTemplates(): Promise<() => Promise<void>> {
  if (process.env[envName('seeded')]) return async () => undefined;
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (databaseUrl) {
    const id = crypto.randomBytes(4).toString('hex');
    const names = { migrated: `asa_tpl_${id}_m`, seeded: `asa_tpl_${id}_s` };
    await withAdmin(databaseUrl, (c) => c.query(`CREATE DATABASE "${names.migrated}"`));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-tpl-'));
    const migrated = await openDatabase({ databaseUrl: pgUrl(databaseUrl, names.migrated), dataDir });
    await migrated.close();
    await withAdmin(databaseUrl, (c) =>
      c.query(`CREATE DATABASE "${names.seeded}" TEMPLATE "${names.migrated}"`),
    );
    const seeded = await openDatabase({ databaseUrl: pgUrl(databaseUrl, names.seeded), dataDir });
    await seedDemo(seedCtx(seeded.db));
    await seeded.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.env[envName('migrated')] = names.migrated;
    process.env[envName('seeded')] = names.seeded;
    return async () => {
      // the templates and every clone a test app could not drop itself (a connection was still open)
      await withAdmin(databaseUrl, async (c) => {
        const { rows } = await c.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'asa\\_tpl\\_${id}\\_%'`,
        );
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      });
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-tpl-'));
  const loadDataDir = initdbTarball(); // spares PGlite its initdb (a second WebAssembly instance)
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  const dump = async (kind: TemplateKind) => {
    const file = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    process.env[envName(kind)] = file;
  };
  await dump('migrated');
  await seedDemo(seedCtx(db));
  await dump('seeded');
  await client.close();
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

export interface ClonedDatabase {
  /** DATABASE_URL and DATABASE_SCHEMA for the test app's config. */
  databaseUrl: string;
  schema: string;
  /** PGlite: the data directory to start from. */
  pgliteDataDir?: Blob;
  drop(): Promise<void>;
}

/**
 * A private database for one test app: a clone of the template when the globalSetup built one, else an
 * empty one (a fresh schema of DATABASE_URL, or PGlite in memory) that the app migrates itself.
 */
export async function cloneTestDatabase(kind: TemplateKind): Promise<ClonedDatabase & { cloned: boolean }> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const template = process.env[envName(kind)];
  if (!databaseUrl) {
    return template
      ? {
          databaseUrl,
          schema: 'public',
          pgliteDataDir: new Blob([fs.readFileSync(template)]),
          drop: async () => undefined,
          cloned: true,
        }
      : { databaseUrl, schema: 'public', drop: async () => undefined, cloned: false };
  }
  if (template) {
    const name = `${template.replace(/_[ms]$/, '')}_c${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin(databaseUrl, async (c) => {
      // PostgreSQL refuses two clones of one template at the same instant; the loser retries
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
          return;
        } catch (err) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
          await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
        }
      }
    });
    return {
      databaseUrl: pgUrl(databaseUrl, name),
      schema: 'public',
      cloned: true,
      // not WITH (FORCE): that would kill connections a test left open and fail its run with their
      // errors; a clone still in use is dropped by the globalSetup teardown after the workers exited
      drop: () =>
        withAdmin(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`)).then(
          () => undefined,
          () => undefined,
        ),
    };
  }
  const schemaName = `t_${crypto.randomBytes(6).toString('hex')}`;
  return {
    databaseUrl,
    schema: schemaName,
    cloned: false,
    drop: () =>
      withAdmin(databaseUrl, (c) => c.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`)).then(
        () => undefined,
      ),
  };
}
