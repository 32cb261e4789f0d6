import crypto from 'node:crypto';

/**
 * Secrets at rest (RCON passwords, provider tokens, API keys) are encrypted with AES-256-GCM under the key
 * lib/secret-key.ts derives from SECRET_KEY. Values are `<version>:<iv>:<tag>:<ciphertext>`: `v1` under a
 * raw key (64 hex chars or the generated key file), `v2` under a passphrase stretched with scrypt. A box made
 * from a passphrase also reads `v1` values written before scrypt, under the old unsalted SHA-256 of the
 * passphrase (`legacy`); they become `v2` when next written.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly version: 'v1' | 'v2';
  private readonly legacy: Buffer | null;
  constructor(key: Buffer, opts: { version?: 'v1' | 'v2'; legacy?: Buffer } = {}) {
    if (key.length !== 32) throw new Error('Secret key must be 32 bytes');
    this.key = key;
    this.version = opts.version ?? 'v1';
    this.legacy = opts.legacy ?? null;
  }

  /** '' stays ''; everything else becomes `<version>:<iv>:<tag>:<ciphertext>` (base64url). */
  encrypt(plain: string): string {
    if (!plain) return '';
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      this.version,
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  }

  decrypt(stored: string): string {
    if (!stored) return '';
    const [v, iv, tag, data] = stored.split(':');
    const key = v === this.version ? this.key : v === 'v1' ? this.legacy : null;
    if (!key || !iv || !tag || data === undefined) throw new Error('Not an encrypted value');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
