import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { bundlePayload, openKey, readBundleHeader, type BundleHeader } from '../lib/backup-bundle';
import { acquireDataLock } from '../lib/data-lock';
import { hasTool, runPgTool } from '../lib/pg-tools';
import { liveProcesses, SEEN_WITHIN_MS } from '../lib/process-heartbeat';
import { deriveKey, isRawKey, keyFingerprint } from '../lib/secret-key';
import type { Config } from '../config';
import { fileArg } from './backup';
import { command } from './context';

/** PostgreSQL: refuses while a process of this installation was seen lately (their heartbeats, 0036). */
async function refuseWhileRunning(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  try {
    const live = await liveProcesses(database.db);
    if (live.length)
      throw new Error(
        `${live.length} process${live.length > 1 ? 'es' : ''} of this installation ${live.length > 1 ? 'are' : 'is'} running: ` +
          live
            .map(
              (p) =>
                `${p.role} on ${p.host} (PID ${p.pid}, seen ${Math.round((Date.now() - p.lastSeenAt.getTime()) / 1000)} s ago)`,
            )
            .join(', ') +
          `. Stop every process first (a killed one counts for ${SEEN_WITHIN_MS / 60_000} minutes after its last heartbeat).`,
      );
  } finally {
    await database.close();
  }
}

/**
 * What opens the backup's secrets: its fingerprint against this installation's key. Without SECRET_KEY and
 * with the key copy (BACKUP_PASSPHRASE) the key is written to DATA_DIR/secret.key; with another SECRET_KEY
 * the restore is refused before anything changes (the copy's key, when carried, is written beside it).
 */
async function keyFor(config: Config, header: BundleHeader | null, out: (l: string) => void) {
  if (!header?.keyFingerprint) return;
  const keyFile = path.join(config.dataDir, 'secret.key');
  let mine: string | null = null;
  if (config.secretKey && isRawKey(config.secretKey))
    mine = keyFingerprint(Buffer.from(config.secretKey, 'hex'));
  else if (!config.secretKey && fs.existsSync(keyFile))
    mine = keyFingerprint(await deriveKey('', '', config.dataDir));
  // a passphrase SECRET_KEY is checked by the first start (its salt is in the restored database)
  if (config.secretKey && !isRawKey(config.secretKey)) return;
  if (mine === header.keyFingerprint) return;
  const carried =
    header.key && config.backup.passphrase ? await openKey(header, config.backup.passphrase) : null;
  if (!config.secretKey && !fs.existsSync(keyFile) && carried) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(keyFile, carried.toString('hex'), { mode: 0o600 });
    out(`The backup's secret key (fingerprint ${header.keyFingerprint}) was written to ${keyFile}.`);
    return;
  }
  if (carried) {
    const aside = `${keyFile}.restored`;
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(aside, carried.toString('hex'), { mode: 0o600 });
    throw new Error(
      `the backup's secrets are encrypted with the key of fingerprint ${header.keyFingerprint}, this installation's ` +
        `key has ${mine ?? 'none'}. Its key was opened with BACKUP_PASSPHRASE and written to ${aside}: set SECRET_KEY to ` +
        'its 64 hex characters and run restore again (then rotate-key to a key of your own if you like).',
    );
  }
  throw new Error(
    `the backup's secrets are encrypted with the key of fingerprint ${header.keyFingerprint}, this installation's ` +
      `key has ${mine ?? 'none'}: set SECRET_KEY to the key the backup was made with` +
      (header.key ? ', or BACKUP_PASSPHRASE to the passphrase it was made with (it carries the key).' : '.'),
  );
}

export const restore = command({
  usage: 'restore <file>',
  summary:
    'replace the database with a backup (every process stopped); the embedded one keeps the old folder aside',
  opensDatabase: false,
  parse: fileArg('restore <file>'),
  async run(cli, file) {
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
    const read = readBundleHeader(file);
    const { config } = cli;
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (read?.kind !== target)
      throw new Error(
        `${file} is ${read ? `a ${read.kind === 'pglite' ? 'embedded database' : 'pg_dump'} backup` : 'not a backup of this product'}; ` +
          `this installation uses ${target === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    if (target === 'postgres') {
      if (!hasTool('pg_restore'))
        throw new Error('pg_restore is not installed (Debian/Ubuntu: apt-get install postgresql-client).');
      await refuseWhileRunning(config);
      await keyFor(config, read.header, cli.out);
      // the schema and the extensions (pg_trgm lives in public) stay: the migrations make them, the
      // archive's objects replace the tables (its SCHEMA entry is left out so --clean never drops public)
      const archive = read.offset ? `${file}.archive` : file;
      if (read.offset) fs.writeFileSync(archive, bundlePayload(file, read.offset), { mode: 0o600 });
      const list = `${file}.list`;
      try {
        const listed = spawnSync('pg_restore', ['--list', `--file=${list}`, archive], { encoding: 'utf8' });
        if (listed.status !== 0) throw new Error(`pg_restore --list failed: ${listed.stderr.trim()}`);
        const entries = fs.readFileSync(list, 'utf8').split('\n');
        fs.writeFileSync(list, entries.filter((l) => !/^\d+; \d+ \d+ SCHEMA /.test(l)).join('\n'));
        await runPgTool('pg_restore', config.databaseUrl, [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          `--use-list=${list}`,
          archive,
        ]);
      } finally {
        fs.rmSync(list, { force: true });
        if (archive !== file) fs.rmSync(archive, { force: true });
      }
      cli.out(`Restored ${file} into ${config.databaseSchema} of DATABASE_URL.`);
    } else {
      const current = path.join(config.dataDir, 'pglite');
      const aside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const release = await acquireDataLock(config.dataDir); // refused while the server runs
      try {
        await keyFor(config, read.header, cli.out);
        if (fs.existsSync(current)) fs.renameSync(current, aside);
      } finally {
        release();
      }
      try {
        const database = await openDatabase({
          databaseUrl: '',
          dataDir: config.dataDir,
          pgliteDataDir: new Blob([bundlePayload(file, read.offset)], { type: 'application/x-gzip' }),
        });
        await database.checkReady();
        await database.close();
      } catch (err) {
        // the data folder goes back as it was
        fs.rmSync(current, { recursive: true, force: true });
        if (fs.existsSync(aside)) fs.renameSync(aside, current);
        throw err;
      }
      cli.out(`Restored ${file} into ${current}.`);
      if (fs.existsSync(aside))
        cli.out(`The data it replaced is kept in ${aside} (delete it when satisfied).`);
    }
    cli.out(
      read.header?.keyFingerprint
        ? `Start the server: its secrets need the key of fingerprint ${read.header.keyFingerprint}.`
        : 'Start the server with the SECRET_KEY the backup was made with.',
    );
  },
});
