import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { acquireDataLock } from '../lib/data-lock';
import { fileArg } from './backup';
import { command } from './context';
import { backupKind, hasTool, runPgTool } from './pg-tools';

export const restore = command({
  usage: 'restore <file>',
  summary:
    'replace the database with a backup (servers stopped); the embedded one keeps the old folder aside',
  opensDatabase: false,
  parse: fileArg('restore <file>'),
  async run(cli, file) {
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
    const head = Buffer.alloc(8);
    const fd = fs.openSync(file, 'r');
    fs.readSync(fd, head, 0, 8, 0);
    fs.closeSync(fd);
    const kind = backupKind(head);
    const { config } = cli;
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (kind !== target)
      throw new Error(
        `${file} is ${kind ? `a ${kind === 'pglite' ? 'embedded database' : 'pg_dump'} backup` : 'not a backup of this product'}; ` +
          `this installation uses ${target === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    if (target === 'postgres') {
      if (!hasTool('pg_restore'))
        throw new Error('pg_restore is not installed (Debian/Ubuntu: apt-get install postgresql-client).');
      // the schema and the extensions (pg_trgm lives in public) stay: the migrations make them, the
      // archive's objects replace the tables (its SCHEMA entry is left out so --clean never drops public)
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        schema: config.databaseSchema,
      });
      await database.close();
      const list = `${file}.list`;
      const listed = spawnSync('pg_restore', ['--list', `--file=${list}`, file], { encoding: 'utf8' });
      if (listed.status !== 0) throw new Error(`pg_restore --list failed: ${listed.stderr.trim()}`);
      const entries = fs.readFileSync(list, 'utf8').split('\n');
      fs.writeFileSync(list, entries.filter((l) => !/^\d+; \d+ \d+ SCHEMA /.test(l)).join('\n'));
      try {
        await runPgTool('pg_restore', config.databaseUrl, [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--single-transaction',
          `--use-list=${list}`,
          file,
        ]);
      } finally {
        fs.rmSync(list, { force: true });
      }
      cli.out(`Restored ${file} into ${config.databaseSchema} of DATABASE_URL.`);
    } else {
      const current = path.join(config.dataDir, 'pglite');
      const aside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const release = acquireDataLock(config.dataDir); // the server must not be running
      if (fs.existsSync(current)) fs.renameSync(current, aside);
      release();
      try {
        const database = await openDatabase({
          databaseUrl: '',
          dataDir: config.dataDir,
          pgliteDataDir: new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' }),
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
    cli.out('Start the server with the SECRET_KEY the backup was made with.');
  },
});
