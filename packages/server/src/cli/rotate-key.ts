import crypto from 'node:crypto';
import { rotateStoredSecrets } from '../features/secrets/service';
import {
  boxFor,
  deriveKey,
  isRawKey,
  keyFingerprint,
  readKeyRecord,
  type KeyRecord,
} from '../lib/secret-key';
import { command, UsageError } from './context';

/** The old key: OLD_SECRET_KEY, else one line on standard input (never an argument: it would show in ps). */
async function oldSecret(given: string): Promise<string> {
  if (given) return given;
  if (process.stdin.isTTY) process.stderr.write('Old SECRET_KEY (the key the data is encrypted with now): ');
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('\n')) break;
  }
  return input.split('\n')[0]!.trim();
}

export const rotateKey = command({
  usage: 'rotate-key',
  summary: 're-encrypt every secret under SECRET_KEY; the old key from OLD_SECRET_KEY or standard input',
  parse(args) {
    if (args.length) throw new UsageError('rotate-key (no arguments: the new key is SECRET_KEY)');
    return null;
  },
  async run(cli) {
    const next = cli.config.secretKey;
    if (!next) throw new Error('SECRET_KEY (the new key) is not set.');
    const old = await oldSecret(cli.config.oldSecretKey);
    if (!old) throw new Error('No old key given (OLD_SECRET_KEY or one line on standard input).');
    const record = await readKeyRecord(cli.db);
    if (!record)
      throw new Error('This database has no key yet: start the server once with SECRET_KEY instead.');
    const oldKey = await deriveKey(old, record.salt, cli.config.dataDir);
    if (keyFingerprint(oldKey) !== record.fingerprint)
      throw new Error(
        `The old key does not open this database (its key has fingerprint ${record.fingerprint}). Nothing changed.`,
      );
    const salt = isRawKey(next) ? '' : crypto.randomBytes(16).toString('base64url');
    const newKey = await deriveKey(next, salt, cli.config.dataDir);
    const fingerprint = keyFingerprint(newKey);
    if (fingerprint === record.fingerprint)
      throw new Error('SECRET_KEY is already the key of this database.');
    const nextRecord: KeyRecord = { fingerprint, salt, createdAt: new Date().toISOString() };
    const changed = await rotateStoredSecrets(cli.db, boxFor(old, oldKey), boxFor(next, newKey), nextRecord);
    cli.out(
      `Every secret at rest is now encrypted with SECRET_KEY (key fingerprint ${fingerprint}; ${changed} row(s) rewritten). ` +
        'Start every process with the new SECRET_KEY; a process with the old key now refuses to start.',
    );
  },
});
