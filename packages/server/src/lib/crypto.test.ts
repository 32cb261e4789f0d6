import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isEnvelope, SecretBox } from './crypto';

const key = () => crypto.randomBytes(32);

describe('SecretBox', () => {
  it('encrypts with a fresh IV each time and decrypts back; empty stays empty', () => {
    const box = new SecretBox(key());
    const a = box.encrypt('rcon-pass');
    const b = box.encrypt('rcon-pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('rcon-pass');
    expect(a).toMatch(new RegExp(`^v3:${box.keyId}:`));
    expect(isEnvelope(a)).toBe(true);
    expect(box.decrypt(a)).toBe('rcon-pass');
    expect(box.encrypt('')).toBe('');
    expect(box.decrypt('')).toBe('');
  });

  it('refuses a tampered value or another key', () => {
    const box = new SecretBox(key());
    const other = new SecretBox(key());
    const v = box.encrypt('secret');
    expect(() => other.decrypt(v)).toThrow();
    const parts = v.split(':');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });

  it('writes v3 whatever the key form and reads the v1/v2 envelopes of older versions under their keys', () => {
    const legacy = key();
    const stretched = key();
    const oldV1 = new SecretBox({ current: key(), v1: legacy }).encrypt('x'); // v3 under another key
    const box = new SecretBox({ current: stretched, v2: stretched, v1: legacy });
    const v1 = ['v1', ...envelopeParts(legacy, 'old secret')].join(':');
    const v2 = ['v2', ...envelopeParts(stretched, 'newer secret')].join(':');
    expect(box.decrypt(v1)).toBe('old secret');
    expect(box.decrypt(v2)).toBe('newer secret');
    expect(box.open(v2)).toEqual({ plain: 'newer secret', layers: 1, outdated: true });
    const v3 = box.encrypt('newest');
    expect(box.open(v3)).toEqual({ plain: 'newest', layers: 1, outdated: false });
    expect(() => box.decrypt(oldV1)).toThrow(/key id/);
    expect(() => new SecretBox(key()).decrypt(v2)).toThrow('Not encrypted with this key (v2)');
    expect(() => box.decrypt('1.private.public')).toThrow('Not an encrypted value');
  });

  it('opens a value encrypted several times down to its plaintext (the double-encryption repair)', () => {
    const k = key();
    const box = new SecretBox({ current: k, v2: k });
    const twice = ['v2', ...envelopeParts(k, ['v2', ...envelopeParts(k, '1.private.public')].join(':'))].join(
      ':',
    );
    const thrice = box.encrypt(twice);
    expect(box.open(thrice)).toEqual({ plain: '1.private.public', layers: 3, outdated: true });
    expect(box.decrypt(twice)).toBe('1.private.public');
  });
});

/** iv, tag and ciphertext of an envelope of older versions (v1/v2 had no key id). */
function envelopeParts(k: Buffer, plain: string): string[] {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', k, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), data].map((b) => b.toString('base64url'));
}
