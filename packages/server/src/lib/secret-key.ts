import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kv } from '../db/schema';
import { SecretBox } from './crypto';

const scrypt = promisify(crypto.scrypt) as (
  pass: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt cost for a passphrase SECRET_KEY: N = 2^16, r = 8, p = 1 (64 MiB, about 0.2 s once per start). */
export const SCRYPT = { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 1024 * 1024 } as const;

/**
 * The kv row `secret-key`, written at the database's first start: the salt a passphrase is stretched with
 * (shared by every process) and a fingerprint of the resulting key (never the key).
 */
export const SECRET_KEY_ROW = 'secret-key';
export interface KeyRecord {
  fingerprint: string;
  /** base64url; '' when the key is raw (64 hex chars or the generated key file). */
  salt: string;
  createdAt: string;
}

export class SecretKeyMismatchError extends Error {
  constructor(expected: string, actual: string, source: string, hint = '') {
    super(
      `${source} does not match the key this database was first started with ` +
        `(key fingerprint ${expected}; this process's key has ${actual}). Every process using this database ` +
        '(API, bot, jobs) must use the same SECRET_KEY; see docs/deployment.md. The process stops so that it ' +
        'neither fails to read nor overwrites the stored secrets.' +
        hint,
    );
    this.name = 'SecretKeyMismatchError';
  }
}

/** HMAC of a fixed label under the key: identifies the key without revealing it. */
export const keyFingerprint = (key: Buffer) =>
  crypto
    .createHmac('sha256', key)
    .update('asa-discord-shop-bot secret key fingerprint')
    .digest('hex')
    .slice(0, 16);

export const isRawKey = (secretKey: string) => /^[0-9a-f]{64}$/i.test(secretKey);

/** The generated key of a process without SECRET_KEY (DATA_DIR/secret.key, created once). */
function keyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/**
 * When the database was started without SECRET_KEY (the demo, say) and its generated key file is still
 * there, the two ways on (docs/operations.md "From the demo to production").
 */
function generatedKeyHint(dataDir: string, fingerprint: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) return '';
  const generated = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (generated.length !== 32 || keyFingerprint(generated) !== fingerprint) return '';
  return (
    `\nThis data folder was first started without SECRET_KEY (the demo, for example): its secrets are ` +
    `encrypted with the generated key ${file}. Either start production on a fresh data folder ` +
    `(DATA_DIR=<another folder>, or DATABASE_URL), or adopt that key: set SECRET_KEY to the 64 hex ` +
    `characters of ${file}, start once, then move to your own key with \`npm run admin -- rotate-key\`.`
  );
}

export async function deriveKey(secretKey: string, salt: string, dataDir: string): Promise<Buffer> {
  if (!secretKey) return keyFile(dataDir);
  if (isRawKey(secretKey)) return Buffer.from(secretKey, 'hex');
  return scrypt(secretKey, Buffer.from(salt, 'base64url'), 32, SCRYPT);
}

export async function readKeyRecord(db: Db): Promise<KeyRecord | null> {
  const [row] = await db.select().from(kv).where(eq(kv.key, SECRET_KEY_ROW));
  return (row?.value as KeyRecord | undefined) ?? null;
}

/**
 * The secret box of this process: SECRET_KEY as 64 hex chars is the key itself; any other SECRET_KEY is a
 * passphrase stretched with scrypt and the database's salt; no SECRET_KEY uses DATA_DIR/secret.key. The
 * first start of a database stores the salt and the key's fingerprint (two processes starting together
 * agree on the row that was inserted first); every later start must produce the same fingerprint or fails
 * with SecretKeyMismatchError.
 */
export async function openSecretBox(db: Db, secretKey: string, dataDir: string, now: Date) {
  let record = await readKeyRecord(db);
  if (!record) {
    const salt = secretKey && !isRawKey(secretKey) ? crypto.randomBytes(16).toString('base64url') : '';
    const fingerprint = keyFingerprint(await deriveKey(secretKey, salt, dataDir));
    const value: KeyRecord = { fingerprint, salt, createdAt: now.toISOString() };
    await db.insert(kv).values({ key: SECRET_KEY_ROW, value }).onConflictDoNothing();
    record = (await readKeyRecord(db))!;
  }
  const key = await deriveKey(secretKey, record.salt, dataDir);
  const fingerprint = keyFingerprint(key);
  if (fingerprint !== record.fingerprint)
    throw new SecretKeyMismatchError(
      record.fingerprint,
      fingerprint,
      secretKey ? 'SECRET_KEY' : `SECRET_KEY is not set, and the generated key in ${dataDir}/secret.key`,
      secretKey ? generatedKeyHint(dataDir, record.fingerprint) : '',
    );
  return boxFor(secretKey, key);
}

/** The box of a derived key: v3 under it; v1 (and v2 for a passphrase) envelopes of older versions readable. */
export function boxFor(secretKey: string, key: Buffer): SecretBox {
  if (!secretKey || isRawKey(secretKey)) return new SecretBox({ current: key, v1: key });
  return new SecretBox({ current: key, v2: key, v1: crypto.createHash('sha256').update(secretKey).digest() });
}
