import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { kv } from '../db/schema';
import { loadConfig } from '../config';
import { createRuntime } from '../bootstrap';
import { SecretBox } from './crypto';
import { keyFingerprint, openSecretBox, SECRET_KEY_ROW, SecretKeyMismatchError } from './secret-key';
import { productArgs } from '../../test/helpers/product-process';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const forget = () => t.ctx.db.delete(kv).where(eq(kv.key, SECRET_KEY_ROW));
const record = async () =>
  (await t.ctx.db.select().from(kv).where(eq(kv.key, SECRET_KEY_ROW)))[0]?.value as {
    fingerprint: string;
    salt: string;
  };
const open = (key: string, dir = '/nonexistent') => openSecretBox(t.ctx.db, key, dir, new Date());

describe('SECRET_KEY', () => {
  it('64 hex characters are the key itself; the database keeps its fingerprint, not the key', async () => {
    await forget();
    const hex = crypto.randomBytes(32).toString('hex');
    const box = await open(hex);
    expect(new SecretBox(Buffer.from(hex, 'hex')).decrypt(box.encrypt('x'))).toBe('x');
    const r = await record();
    expect(r).toMatchObject({ salt: '', fingerprint: keyFingerprint(Buffer.from(hex, 'hex')) });
    expect(JSON.stringify(r)).not.toContain(hex);
  });

  it('a passphrase is stretched with scrypt and the salt stored at first start; old SHA-256 values stay readable', async () => {
    await forget();
    const sha = crypto.createHash('sha256').update('correct horse').digest();
    const old = new SecretBox(sha).encrypt('old').replace(/^v3:\w+:/, 'v1:');
    const [a, b] = await Promise.all([open('correct horse'), open('correct horse')]); // two processes at once
    const r = await record();
    expect(r.salt).toMatch(/^[\w-]{22}$/);
    const v = a.encrypt('rcon password');
    expect(v).toMatch(/^v3:[0-9a-f]{8}:/);
    expect(b.decrypt(v)).toBe('rcon password');
    expect((await open('correct horse')).decrypt(v)).toBe('rcon password');
    expect(a.decrypt(old)).toBe('old');
    const stretched = crypto.scryptSync('correct horse', Buffer.from(r.salt, 'base64url'), 32, {
      N: 2 ** 16,
      r: 8,
      p: 1,
      maxmem: 128 * 1024 * 1024,
    });
    expect(new SecretBox(stretched).decrypt(v)).toBe('rcon password');
  });

  it('a process with another key refuses to start and says why', async () => {
    await forget();
    await open('the right one');
    const err = await open('a wrong one').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecretKeyMismatchError);
    expect((err as Error).message).toMatch(
      /^SECRET_KEY does not match the key this database was first started with \(key fingerprint [0-9a-f]{16}; .*Every process using this database \(API, bot, jobs\) must use the same SECRET_KEY/,
    );
    await expect(open(crypto.randomBytes(32).toString('hex'))).rejects.toThrow(SecretKeyMismatchError);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-key-'));
    await expect(open('', dir)).rejects.toThrow(/SECRET_KEY is not set, and the generated key in/);
    fs.rmSync(dir, { recursive: true });
  });

  it('a data folder first started without SECRET_KEY (the demo) names both ways to production', async () => {
    await forget();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-key-'));
    await open('', dir);
    const err = (await open('production passphrase', dir).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(SecretKeyMismatchError);
    expect(err.message).toContain('first started without SECRET_KEY');
    expect(err.message).toContain('start production on a fresh data folder');
    expect(err.message).toContain(
      `adopt that key: set SECRET_KEY to the 64 hex characters of ${dir}/secret.key`,
    );
    // adopting it works: the generated key given as SECRET_KEY opens the folder
    const hex = fs.readFileSync(path.join(dir, 'secret.key'), 'utf8').trim();
    await expect(open(hex, dir)).resolves.toBeInstanceOf(SecretBox);
    fs.rmSync(dir, { recursive: true });
  });

  it('without SECRET_KEY the key is generated into DATA_DIR once and reused', async () => {
    await forget();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-key-'));
    const v = (await open('', dir)).encrypt('x');
    expect(fs.readFileSync(path.join(dir, 'secret.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect((await open('', dir)).decrypt(v)).toBe('x');
    fs.rmSync(dir, { recursive: true });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'the server exits 1 with that message at start',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-key-'));
      const schema = `k_${crypto.randomBytes(5).toString('hex')}`;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL!,
        DATABASE_SCHEMA: schema,
        DEMO_MODE: 'false',
        DISCORD_CLIENT_ID: 'x',
        PORT: '1',
      };
      const first = await createRuntime(loadConfig({ ...env, SECRET_KEY: 'first passphrase' }));
      const root = path.resolve(import.meta.dirname, '../../../..');
      const r = spawnSync(process.execPath, productArgs('server'), {
        cwd: root,
        env: { ...process.env, ...env, SECRET_KEY: 'second passphrase' },
        encoding: 'utf8',
      });
      await first.ctx.db.execute(sql.raw(`drop schema "${schema}" cascade`));
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(r.stderr).toContain('SECRET_KEY does not match the key this database was first started with');
      expect(r.status).toBe(1);
    },
    60_000,
  );
});
