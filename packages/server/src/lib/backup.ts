import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { sealKey, writeBundle, type BundleHeader } from './backup-bundle';
import { hasTool, runPgTool } from './pg-tools';
import { deriveKey, type KeyRecord } from './secret-key';
import { APP_VERSION } from './version';

/**
 * Writes one backup bundle (lib/backup-bundle.ts) to `file`, mode 0600: the embedded database's copy from
 * `dump` (the running process's PGlite, or one the CLI opened), or PostgreSQL's by pg_dump of
 * DATABASE_SCHEMA (a consistent snapshot while processes run). With BACKUP_PASSPHRASE the secret key
 * travels encrypted in the header. Answers the header.
 */
export async function writeBackup(
  config: Config,
  file: string,
  source: { dump?: () => Promise<Buffer>; keyRecord: KeyRecord | null },
): Promise<BundleHeader> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const payload = `${file}.payload`;
  try {
    if (source.dump) {
      fs.writeFileSync(payload, await source.dump(), { mode: 0o600 });
    } else {
      if (!hasTool('pg_dump'))
        throw new Error('pg_dump is not installed (Debian/Ubuntu: apt-get install postgresql-client).');
      await runPgTool('pg_dump', config.databaseUrl, [
        '--format=custom',
        `--schema=${config.databaseSchema}`,
        '--no-owner',
        `--file=${payload}`,
      ]);
      fs.chmodSync(payload, 0o600);
    }
    const record = source.keyRecord;
    const header: BundleHeader = {
      kind: source.dump ? 'pglite' : 'postgres',
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      keyFingerprint: record?.fingerprint ?? '',
      ...(record && config.backup.passphrase
        ? {
            key: await sealKey(
              await deriveKey(config.secretKey, record.salt, config.dataDir),
              config.backup.passphrase,
            ),
          }
        : {}),
    };
    writeBundle(file, header, payload);
    return header;
  } finally {
    fs.rmSync(payload, { force: true });
  }
}

/** Name of a scheduled backup: sortable by time. */
export const scheduledName = (now: Date) => `asa-shop-${now.toISOString().replace(/[:.]/g, '-')}.backup`;

/** Deletes the oldest scheduled backups in `dir` beyond `keep`; answers the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((n) => /^asa-shop-.*\.backup$/.test(n))
    .sort();
  const gone = names.slice(0, Math.max(0, names.length - keep));
  for (const n of gone) fs.rmSync(path.join(dir, n), { force: true });
  return gone;
}
