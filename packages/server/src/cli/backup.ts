import fs from 'node:fs';
import path from 'node:path';
import { readKeyRecord } from '../lib/secret-key';
import { command, UsageError } from './context';
import { hasTool, runPgTool } from './pg-tools';

export const fileArg = (usage: string) => (args: string[]) => {
  if (args.length !== 1 || !args[0]) throw new UsageError(`${usage}: one file name`);
  // npm runs scripts in the repository's root; INIT_CWD is where the operator typed the command
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
};

export const backup = command({
  usage: 'backup <file>',
  summary: 'a consistent copy of the database: the embedded one (server stopped), or PostgreSQL by pg_dump',
  parse: fileArg('backup <file>'),
  async run(cli, file) {
    const written = file + '.partial';
    if (cli.database.dumpDataDir) {
      const blob = await cli.database.dumpDataDir();
      fs.writeFileSync(written, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
    } else {
      if (!hasTool('pg_dump'))
        throw new Error('pg_dump is not installed (Debian/Ubuntu: apt-get install postgresql-client).');
      await runPgTool('pg_dump', cli.config.databaseUrl, [
        '--format=custom',
        `--schema=${cli.config.databaseSchema}`,
        '--no-owner',
        `--file=${written}`,
      ]);
      fs.chmodSync(written, 0o600);
    }
    fs.renameSync(written, file);
    const key = await readKeyRecord(cli.db);
    cli.out(`Backup written to ${file} (${fs.statSync(file).size} bytes, ${cli.database.kind}).`);
    cli.out(
      `Its secrets are encrypted with the key of fingerprint ${key?.fingerprint ?? '-'}: keep SECRET_KEY ` +
        `${cli.config.secretKey ? '' : `(here the generated ${cli.config.dataDir}/secret.key) `}with the backup, not in it.`,
    );
  },
});
