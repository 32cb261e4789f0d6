/**
 * What someone who finds the port sees: demo logins (loopback only, absent with a Discord app), security
 * headers on HTML and API answers, cross-guild channel and role ids, and tokens in the log.
 */
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/harness';
import { guildRefMessages } from '../../src/features/bots/guild-refs';
import { redactUrl, tokenPaths } from '../../src/lib/log-options';

/** A channel and a role of another guild (the fake Discord serves a second guild with them). */
const OTHER_GUILD = '910000000000000001';
const OTHER_CHANNEL = '910000000000000101';
const OTHER_ROLE = '910000000000000201';

let t: TestApp;
const log: string[] = [];
let webDist = '';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const stream = new Writable({
    write(chunk, _enc, cb) {
      log.push(String(chunk));
      cb();
    },
  });
  // every read logged (LOG_READ_SAMPLE=1), so each request below reaches the redaction
  t = await createTestApp(
    { WEB_DIST: webDist, LOG_LEVEL: 'info', LOG_READ_SAMPLE: '1' },
    { logStream: stream },
  );
  t.discord.data.guilds.push({
    id: OTHER_GUILD,
    name: 'Other tenant',
    icon: null,
    owner_id: '555555555555555599',
    members: [],
    channels: [{ id: OTHER_CHANNEL, name: 'their-channel', type: 0, position: 0 }],
    roles: [{ id: OTHER_ROLE, name: 'Their role', color: 0, position: 1 }],
  } as never);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('demo logins', () => {
  it('do not exist when a Discord application is configured, even with DEMO_MODE=true', async () => {
    const app = await createTestApp({ DEMO_MODE: 'true' });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/api/auth/demo?as=admin' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answer only loopback clients unless DEMO=public', async () => {
    const local = await createTestApp({ DEMO_MODE: 'true', DISCORD_CLIENT_ID: '' });
    const open = await createTestApp({ DEMO_MODE: 'true', DEMO: 'public', DISCORD_CLIENT_ID: '' });
    try {
      const call = (a: TestApp, remoteAddress: string) =>
        a.app.inject({ method: 'GET', url: '/api/auth/demo?as=admin', remoteAddress });
      expect((await call(local, '203.0.113.9')).statusCode).toBe(404);
      expect((await call(local, '10.0.0.8')).statusCode).toBe(404);
      expect((await call(local, '127.0.0.1')).statusCode).toBe(302);
      expect((await call(local, '::1')).statusCode).toBe(302);
      expect((await call(open, '203.0.113.9')).statusCode).toBe(302);
      expect(local.ctx.config.host).toBe('127.0.0.1');
    } finally {
      await local.close();
      await open.close();
    }
  });
});

describe('security headers', () => {
  const check = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    // helmet's legacy switches and cross-origin policies, as @fastify/helmet set them before (built once now)
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  };
  it('are on HTML answers (dashboard, SPA fallback) and API answers, errors included', async () => {
    for (const url of ['/', '/servers', '/portal/900000000000000001', '/api/statistics', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      check(res.headers);
    }
    check((await t.call('anonymous', { method: 'GET', url: '/api/user/self' })).headers);
  });
  it('HSTS only behind HTTPS', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await createTestApp({ PUBLIC_URL: 'https://shop.example', NODE_ENV: '' });
    try {
      const h = (await https.app.inject({ method: 'GET', url: '/api/statistics' })).headers;
      expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(h['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
    } finally {
      await https.close();
    }
  });
});

describe('cross-guild channel and role ids', () => {
  const instance = async () =>
    (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
  it.each([
    ['kitSettings', 'kitLoggingChannelId', OTHER_CHANNEL, 'channel'],
    ['kitSettings', 'claimKitMessageChannelId', OTHER_CHANNEL, 'channel'],
    ['kitSettings', 'defaultChannelId', OTHER_CHANNEL, 'channel'],
    ['kitSettings', 'defaultDiscordRoleId', OTHER_ROLE, 'role'],
    ['commandSettings', 'creditCommandAccessRole', OTHER_ROLE, 'role'],
    ['arkServersNetSettings', 'voteLoggingChannelId', OTHER_CHANNEL, 'channel'],
    ['shopRoleSettings', 'shopRoleChannelId', OTHER_CHANNEL, 'channel'],
    ['tip4ServSettings', 'logChannelId', OTHER_CHANNEL, 'channel'],
  ] as const)('settings %s.%s of another guild: 400 on the field', async (group, field, id, kind) => {
    const bot = await instance();
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, [group]: { ...bot[group], [field]: id } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[`${group}.${field}`]).toBe(guildRefMessages[kind]);
    expect((await instance())[group][field]).not.toBe(id);
  });

  it('kit channel and Discord role, shop-rank role of another guild: 400', async () => {
    const list = (await t.call('owner', { method: 'GET', url: `/api/kit/list/${t.botId}` })).json();
    const kit = list[0];
    for (const change of [{ channelId: OTHER_CHANNEL }, { requiredDiscordRoleId: OTHER_ROLE }]) {
      const res = await t.call('owner', {
        method: 'PUT',
        url: '/api/kit',
        payload: { kit: { ...kit, ...change } },
      });
      expect(res.statusCode).toBe(400);
    }
    const ranks = (await t.call('owner', { method: 'GET', url: `/api/role/list/${t.botId}` })).json();
    expect(ranks.length).toBeGreaterThan(0);
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/role',
      payload: { role: { ...ranks[0], assignDiscordRoleId: OTHER_ROLE } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.assignDiscordRoleId).toBe(guildRefMessages.role);
  });
});

describe('tokens in the log', () => {
  it('the dashboard flow (verifyLogin?token=, /oauth/<token>, Bearer header) never writes a token', async () => {
    const token = t.tokens.owner;
    await t.app.inject({ method: 'GET', url: `/oauth/${token}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/management/verifyLogin?token=${token}` });
    await t.call('owner', { method: 'GET', url: '/api/user/self' });
    await t.call('owner', { method: 'GET', url: '/api/auth/sessions' });
    await t.app.inject({
      method: 'GET',
      url: `/api/user/self`,
      headers: { authorization: `Bearer ${token}`, cookie: `s=${token}` },
    });
    // a failed save with secrets in the body
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          arkServersNetSettings: { ...bot.arkServersNetSettings, serverKeys: ['vote-secret-key\u0000'] },
        },
      },
    });
    const text = log.join('');
    expect(text).toContain('/api/auth/management/verifyLogin'); // the requests were logged...
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(token); // ...without the token
    expect(text).not.toContain('vote-secret-key');
  });

  it('the one-time data download link never writes its token', async () => {
    const link = await t.call('owner', { method: 'GET', url: '/api/user/downloadData' });
    const url = new URL(link.json().url);
    const token = url.pathname.split('/').pop()!;
    expect(token.length).toBeGreaterThan(10);
    const download = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(download.statusCode).toBe(200);
    // a wrong or used token is logged the same way (404 lines too)
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const text = log.join('');
    expect(text).toContain('/api/user/downloadData/[redacted]'); // the download was logged...
    expect(text).not.toContain(token); // ...without the token
  });

  it('every route with a secret in its path is in the one redaction list (read from the OpenAPI document)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const secretParam = /token|secret|key|code|nonce|password|state/i;
    const withSecret = Object.keys(doc.paths).filter((p) =>
      [...p.matchAll(/\{([^}]+)\}/g)].some((m) => secretParam.test(m[1]!)),
    );
    expect(withSecret).toContain('/api/user/downloadData/{token}');
    for (const route of withSecret) {
      expect(tokenPaths, route).toContain(route);
      const sample = route.replace(/\{[^}]+\}/g, 'SECRET-VALUE-123');
      expect(redactUrl(sample), route).not.toContain('SECRET-VALUE-123');
      expect(redactUrl(`${sample}?x=1`), route).not.toContain('SECRET-VALUE-123');
    }
  });
});
