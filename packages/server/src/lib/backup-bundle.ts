import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { keyFingerprint, SCRYPT } from './secret-key';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * The backup file (`npm run admin -- backup`, scheduled backups): one line `ASA-SHOP-BACKUP 1`, one line
 * of JSON (the header), then the database's copy as is (the embedded database's gzipped data folder, or a
 * pg_dump custom archive). The header says what a restore needs to open the stored secrets: the secret
 * key's fingerprint, and with BACKUP_PASSPHRASE the key itself encrypted under that passphrase. Files of
 * older versions (the bare copy) are still restored.
 */
export const BUNDLE_MAGIC = 'ASA-SHOP-BACKUP 1\n';

export interface BundleHeader {
  kind: 'pglite' | 'postgres';
  createdAt: string;
  appVersion: string;
  /** The secret key's fingerprint (the database's key record). */
  keyFingerprint: string;
  /** The secret key (32 bytes), AES-256-GCM under scrypt(BACKUP_PASSPHRASE, salt); absent without it. */
  key?: { salt: string; iv: string; tag: string; data: string };
}

async function passphraseKey(passphrase: string, salt: Buffer) {
  return scrypt(passphrase, salt, 32, SCRYPT);
}

/** The header's key copy: `key` encrypted under `passphrase`. */
export async function sealKey(key: Buffer, passphrase: string): Promise<NonNullable<BundleHeader['key']>> {
  const salt = crypto.randomBytes(16);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await passphraseKey(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(key), cipher.final()]);
  const b = (x: Buffer) => x.toString('base64url');
  return { salt: b(salt), iv: b(iv), tag: b(cipher.getAuthTag()), data: b(data) };
}

/** The key a header carries, opened with `passphrase`; throws when the passphrase is wrong. */
export async function openKey(header: BundleHeader, passphrase: string): Promise<Buffer> {
  if (!header.key)
    throw new Error('this backup carries no copy of the secret key (made without BACKUP_PASSPHRASE)');
  const k = header.key;
  const d = (x: string) => Buffer.from(x, 'base64url');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    await passphraseKey(passphrase, d(k.salt)),
    d(k.iv),
  );
  decipher.setAuthTag(d(k.tag));
  let key: Buffer;
  try {
    key = Buffer.concat([decipher.update(d(k.data)), decipher.final()]);
  } catch {
    throw new Error('BACKUP_PASSPHRASE does not open the key copy of this backup (wrong passphrase)');
  }
  if (keyFingerprint(key) !== header.keyFingerprint)
    throw new Error('the key copy does not match its fingerprint');
  return key;
}

/** Writes `header` and then the copy in `payloadFile` (moved into the bundle) to `file` (mode 0600). */
export function writeBundle(file: string, header: BundleHeader, payloadFile: string) {
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, BUNDLE_MAGIC + JSON.stringify(header) + '\n');
    const src = fs.openSync(payloadFile, 'r');
    const buf = Buffer.alloc(1 << 20);
    for (let n; (n = fs.readSync(src, buf, 0, buf.length, null)) > 0;) fs.writeSync(fd, buf, 0, n);
    fs.closeSync(src);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
  fs.rmSync(payloadFile, { force: true });
}

/**
 * Reads a backup file's header: the bundle's, or for a bare copy of an older version one made up from its
 * first bytes (no key information). `offset`: where the copy starts. Null: not a backup of this product.
 */
export function readBundleHeader(
  file: string,
): { header: BundleHeader | null; kind: BundleHeader['kind']; offset: number } | null {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  const n = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const text = head.subarray(0, n);
  if (text.subarray(0, BUNDLE_MAGIC.length).toString('latin1') === BUNDLE_MAGIC) {
    const end = text.indexOf(10, BUNDLE_MAGIC.length);
    if (end < 0) return null;
    const header = JSON.parse(text.subarray(BUNDLE_MAGIC.length, end).toString('utf8')) as BundleHeader;
    return { header, kind: header.kind, offset: end + 1 };
  }
  if (text[0] === 0x1f && text[1] === 0x8b) return { header: null, kind: 'pglite', offset: 0 };
  if (text.subarray(0, 5).toString('latin1') === 'PGDMP')
    return { header: null, kind: 'postgres', offset: 0 };
  return null;
}

/** The copy inside a backup file, as bytes. */
export const bundlePayload = (file: string, offset: number) => fs.readFileSync(file).subarray(offset);
