import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './crypto';

describe('SecretBox', () => {
  it('encrypts with a fresh IV each time and decrypts back; empty stays empty', () => {
    const box = SecretBox.fromSettings('a passphrase', '/nonexistent');
    const a = box.encrypt('rcon-pass');
    const b = box.encrypt('rcon-pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('rcon-pass');
    expect(box.decrypt(a)).toBe('rcon-pass');
    expect(box.encrypt('')).toBe('');
    expect(box.decrypt('')).toBe('');
  });

  it('refuses a tampered value or another key', () => {
    const box = SecretBox.fromSettings('k1', '/nonexistent');
    const other = SecretBox.fromSettings('k2', '/nonexistent');
    const v = box.encrypt('secret');
    expect(() => other.decrypt(v)).toThrow();
    const parts = v.split(':');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });

  it('generates a key into the data dir once and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-key-'));
    const v = SecretBox.fromSettings('', dir).encrypt('x');
    expect(fs.readFileSync(path.join(dir, 'secret.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(SecretBox.fromSettings('', dir).decrypt(v)).toBe('x');
    fs.rmSync(dir, { recursive: true });
  });
});
