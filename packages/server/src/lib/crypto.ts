import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (RCON passwords, provider tokens, API keys) are encrypted with AES-256-GCM.
 * The key comes from SECRET_KEY (64 hex chars or any passphrase, hashed to 32 bytes) or is generated once
 * into DATA_DIR/secret.key.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('Secret key must be 32 bytes');
    this.key = key;
  }

  static fromSettings(secretKey: string, dataDir: string): SecretBox {
    if (secretKey) {
      const key = /^[0-9a-f]{64}$/i.test(secretKey)
        ? Buffer.from(secretKey, 'hex')
        : crypto.createHash('sha256').update(secretKey).digest();
      return new SecretBox(key);
    }
    const file = path.join(dataDir, 'secret.key');
    if (fs.existsSync(file)) return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32);
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
    return new SecretBox(key);
  }

  /** '' stays ''; everything else becomes `v1:<iv>:<tag>:<ciphertext>` (base64url). */
  encrypt(plain: string): string {
    if (!plain) return '';
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(':');
  }

  decrypt(stored: string): string {
    if (!stored) return '';
    const [v, iv, tag, data] = stored.split(':');
    if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not an encrypted value');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
