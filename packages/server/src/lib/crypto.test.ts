import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './crypto';

const key = () => crypto.randomBytes(32);

describe('SecretBox', () => {
  it('encrypts with a fresh IV each time and decrypts back; empty stays empty', () => {
    const box = new SecretBox(key());
    const a = box.encrypt('rcon-pass');
    const b = box.encrypt('rcon-pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('rcon-pass');
    expect(a.startsWith('v1:')).toBe(true);
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
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });

  it('a v2 box writes v2 and still reads v1 values under its legacy key, nothing else', () => {
    const legacy = key();
    const old = new SecretBox(legacy).encrypt('old secret');
    const box = new SecretBox(key(), { version: 'v2', legacy });
    expect(box.decrypt(old)).toBe('old secret');
    const v = box.encrypt('new secret');
    expect(v.startsWith('v2:')).toBe(true);
    expect(box.decrypt(v)).toBe('new secret');
    expect(() => new SecretBox(legacy).decrypt(v)).toThrow('Not an encrypted value');
    expect(() => new SecretBox(key(), { version: 'v2' }).decrypt(old)).toThrow('Not an encrypted value');
  });
});
