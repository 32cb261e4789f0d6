import crypto from 'node:crypto';

/**
 * Secrets at rest (RCON passwords, provider tokens, API keys) are encrypted with AES-256-GCM under the key
 * lib/secret-key.ts derives from SECRET_KEY. One envelope for every key form:
 * `v3:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts; the key id is the first 8 hex characters of the
 * key's fingerprint, so a value names the key that can open it). Values written by older versions stay
 * readable: `v1:<iv>:<tag>:<ciphertext>` under a raw key, or under the unsalted SHA-256 of a passphrase;
 * `v2:...` under a passphrase stretched with scrypt. They become `v3` at the next start
 * (features/secrets/stored-secrets.ts).
 */
const b64 = '[A-Za-z0-9_-]';
const envelopeRe = new RegExp(
  `^(?:v[12]:${b64}{16}:${b64}{22}:${b64}*|v3:[0-9a-f]{8}:${b64}{16}:${b64}{22}:${b64}*)$`,
);

/** True for a value in any envelope this product ever wrote (whatever the key form). */
export const isEnvelope = (value: string) => envelopeRe.test(value);

/** The keys a box reads with: `current` writes v3; `v1`/`v2` read the envelopes of older versions. */
export interface BoxKeys {
  current: Buffer;
  v1?: Buffer;
  v2?: Buffer;
}

export const keyId = (key: Buffer) =>
  crypto
    .createHmac('sha256', key)
    .update('asa-discord-shop-bot secret key fingerprint')
    .digest('hex')
    .slice(0, 8);

export class SecretBox {
  private readonly keys: BoxKeys;
  readonly keyId: string;
  constructor(keys: BoxKeys | Buffer) {
    this.keys = Buffer.isBuffer(keys) ? { current: keys, v1: keys } : keys;
    for (const k of Object.values(this.keys))
      if (k && k.length !== 32) throw new Error('Secret key must be 32 bytes');
    this.keyId = keyId(this.keys.current);
  }

  /** '' stays ''; everything else becomes a v3 envelope under the current key. */
  encrypt(plain: string): string {
    if (!plain) return '';
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.keys.current, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v3', this.keyId, iv, tag, data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  /**
   * The plaintext of an envelope. A value encrypted more than once (older versions re-encrypted values
   * they did not recognise) is opened until the result is no longer an envelope.
   */
  decrypt(stored: string): string {
    return this.open(stored).plain;
  }

  /** decrypt, and how many envelopes were opened and whether any was not a v3 of this key (to rewrite). */
  open(stored: string): { plain: string; layers: number; outdated: boolean } {
    if (!stored) return { plain: '', layers: 0, outdated: false };
    if (!isEnvelope(stored)) throw new Error('Not an encrypted value');
    let plain = stored;
    let layers = 0;
    let outdated = false;
    while (isEnvelope(plain)) {
      const parts = plain.split(':');
      if (parts[0] !== 'v3' || parts[1] !== this.keyId) outdated = true;
      plain = this.openOne(parts);
      layers++;
    }
    return { plain, layers, outdated: outdated || layers > 1 };
  }

  private openOne(parts: string[]): string {
    const [v] = parts;
    const key =
      v === 'v3' ? (parts[1] === this.keyId ? this.keys.current : undefined) : this.keys[v as 'v1' | 'v2'];
    if (!key) throw new Error(`Not encrypted with this key (${v === 'v3' ? `key id ${parts[1]}` : v})`);
    const [iv, tag, data] = v === 'v3' ? parts.slice(2) : parts.slice(1);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
