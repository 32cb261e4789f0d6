import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/harness';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-web-'));
const js = 'console.log("hello");'.repeat(200);
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ASA</title>');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(js));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web assets and compression', () => {
  it('serves hashed assets precompressed and cached for a year, index.html revalidated', async () => {
    const asset = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    // document-only security headers stay off assets; nosniff stays
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.headers['x-frame-options']).toBeUndefined();
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);

    for (const url of ['/', '/servers']) {
      const html = await t.app.inject({ method: 'GET', url });
      expect(html.statusCode).toBe(200);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.body).toContain('<title>ASA</title>');
      expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // an unhashed file beside index.html: kept a day (Chromium asks for the favicon again on navigations)
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('compresses API JSON above 1 KB only', async () => {
    const big = await t.call('owner', {
      method: 'GET',
      url: `/api/player/list/${t.botId}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).length).toBeGreaterThan(0);
    const small = await t.call('owner', {
      method: 'GET',
      url: '/api/auth/management/verifyLogin?token=x',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBe(false);
  });
});
