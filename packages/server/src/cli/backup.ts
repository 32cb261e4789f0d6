import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { writeBackup } from '../lib/backup';
import { callControl } from '../lib/control-socket';
import { DataDirLockedError, kernelLock } from '../lib/data-lock';
import { readKeyRecord, type KeyRecord } from '../lib/secret-key';
import { command, UsageError } from './context';

export const fileArg = (usage: string) => (args: string[]) => {
  if (args.length !== 1 || !args[0]) throw new UsageError(`${usage}: one file name`);
  // npm runs scripts in the repository's root; INIT_CWD is where the operator typed the command
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
};

export const backup = command({
  usage: 'backup <file>',
  summary:
    'a consistent copy of the database while it runs: the embedded one from the running server, PostgreSQL by pg_dump',
  opensDatabase: false,
  parse: fileArg('backup <file>'),
  async run(cli, file) {
    const { config } = cli;
    let dump: (() => Promise<Buffer>) | undefined;
    let keyRecord: KeyRecord | null = null;
    let close = async () => undefined as void;
    let via = '';
    try {
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        schema: config.databaseSchema,
      });
      close = () => database.close();
      keyRecord = await readKeyRecord(database.db);
      if (database.dumpDataDir)
        dump = async () => Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    } catch (err) {
      // the embedded database is open in the running server: it makes the copy (lib/control-socket.ts)
      if (!(err instanceof DataDirLockedError) || !kernelLock) throw err;
      via = ` from the running server (PID ${err.holder?.pid ?? '?'})`;
      keyRecord = JSON.parse(
        (await callControl(config.dataDir, 'key-record')).toString('utf8'),
      ) as KeyRecord | null;
      dump = () => callControl(config.dataDir, 'backup');
    }
    try {
      const header = await writeBackup(config, file, { dump, keyRecord });
      cli.out(
        `Backup written to ${file}${via} (${fs.statSync(file).size} bytes, ${header.kind}, mode 0600).`,
      );
      cli.out(
        header.key
          ? `It carries the secret key (fingerprint ${header.keyFingerprint}) encrypted with BACKUP_PASSPHRASE: ` +
              'keep the passphrase apart from the backup; `restore` with it opens the secrets.'
          : `Its secrets are encrypted with the key of fingerprint ${header.keyFingerprint || '-'}: keep SECRET_KEY ` +
              `${config.secretKey ? '' : `(here the generated ${config.dataDir}/secret.key) `}with the backup, not in it ` +
              '(or set BACKUP_PASSPHRASE to carry it encrypted).',
      );
    } finally {
      await close();
    }
  },
});
