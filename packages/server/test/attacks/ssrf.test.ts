/**
 * SSRF table: every blocked range x every target a user can set (ASA Bot API URL, server RCON host on create
 * and update, the RCON test), with ALLOW_PRIVATE_TARGETS=false (the production default). Also: the guard at
 * connect time (HTTP fetch and RCON delivery never reach a local listener), paths built with URL, and the
 * range classifier for IPv4/IPv6 forms.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@asa/domain';
import { createTestApp, type TestApp } from '../helpers/harness';
import { servers } from '../../src/db/schema';
import { blockedRangeOf, endpoint } from '../../src/lib/outbound-guard';
import { startFakeRcon, type FakeRconServer } from '../../src/integrations/rcon/fake-server';
import { RconPool } from '../../src/integrations/rcon/pool';

/** One address per blocked range (and IPv6 spellings of IPv4 ones). */
const blocked: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.8.9.10', 'loopback'],
  ['localhost', 'loopback name'],
  ['10.1.2.3', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.254', 'private 172.16/12'],
  ['192.168.1.1', 'private 192.168/16'],
  ['100.64.0.1', 'CGNAT'],
  ['100.100.100.200', 'CGNAT (Alibaba metadata)'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['0.0.0.0', 'unspecified'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['fc00::1', 'IPv6 unique local'],
  ['fd00:ec2::254', 'IPv6 unique local (AWS metadata)'],
  ['fe80::1', 'IPv6 link-local'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
  ['2002:a00:1::', '6to4 of 10.0.0.1'],
];
/** The guard's refusal, or the host format's for IPv6 literals (which the RCON host field does not take). */
const refusedIp = new RegExp(`not allowed|${messages.hostFormat}`);
const hostForUrl = (h: string) => (h.includes(':') ? `[${h}]` : h);

let t: TestApp;
let hits = 0;
let listener: http.Server;
let listenerUrl = '';
let rcon: FakeRconServer;
beforeAll(async () => {
  listener = http.createServer((_req, res) => {
    hits++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ servers: [{ secret: 'internal-answer' }] }));
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', () => r()));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  rcon = await startFakeRcon({ password: 'pw' });
  t = await createTestApp({ ALLOW_PRIVATE_TARGETS: 'false', ASABOT_API_URL: `${listenerUrl}/v1` });
});
afterAll(async () => {
  await t?.close();
  await rcon?.close();
  await new Promise<void>((r) => listener?.close(() => r()));
});

const instance = async () =>
  (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
// sorting indexes are unique per instance: each server body takes the next free one
let sortingIndex = 1000;
const server = (ip: string) => ({
  botId: t.botId,
  name: 'SSRF',
  ip,
  rconPort: 27020,
  rconPassword: 'secret-pw',
  maxPlayers: 10,
  sortingIndex: sortingIndex++,
  serverGroup: '',
});

describe('outbound guard: the range table', () => {
  it.each(blocked)('%s is blocked (%s)', (ip) => {
    if (ip === 'localhost') return;
    expect(blockedRangeOf(ip)).not.toBe('');
  });
  it.each(['198.51.100.7', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8', '100.128.0.1', '172.32.0.1'])(
    '%s is public',
    (ip) => expect(blockedRangeOf(ip)).toBe(''),
  );
});

describe('SSRF: every blocked range x every URL/host setting', () => {
  it.each(blocked)('ASA Bot API URL http://%s refused on save (%s)', async (host) => {
    const bot = await instance();
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          asaBotSyncSettings: {
            ...bot.asaBotSyncSettings,
            overrideApiUrl: true,
            apiUrl: `http://${hostForUrl(host)}:8080/v1`,
          },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['asaBotSyncSettings.apiUrl']);
  });

  it.each(blocked)('server RCON host %s refused on create and update (%s)', async (host) => {
    const created = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: server(host) },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields.ip).toMatch(refusedIp);
    const [existing] = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId)).limit(1);
    const updated = await t.call('owner', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...server(host), id: existing!.id } },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields.ip).toMatch(refusedIp);
    const [after] = await t.ctx.db.select().from(servers).where(eq(servers.id, existing!.id));
    expect(after!.ip).toBe(existing!.ip);
  });

  it.each(blocked)('RCON test to %s never connects (%s)', async (host) => {
    const before = rcon.connections;
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/rcon/test',
      payload: { botId: t.botId, host, port: rcon.port, password: 'pw' },
    });
    // the owner learns why (IPv6 literals: the host format already refuses them); never a connection
    if (res.statusCode === 400) expect(res.json().fields.host).toBe(messages.hostFormat);
    else {
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/not allowed/);
    }
    expect(rcon.connections).toBe(before);
  });

  it('a public address is accepted (control)', async () => {
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: server('198.51.100.20') },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('SSRF: the guard at connect time', () => {
  it('the ASA Bot client never reaches a local listener, and nothing of its answer is echoed', async () => {
    const bot = await instance();
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          asaBotSyncSettings: { ...bot.asaBotSyncSettings, apiKey: 'k', overrideApiUrl: false },
        },
      },
    });
    const res = await t.call('owner', { method: 'GET', url: `/api/asabot/servers/${t.botId}` });
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('internal-answer');
    expect(hits).toBe(0);
  });

  it('RCON delivery through the pool refuses a local game server', async () => {
    const pool = new RconPool({ allowPrivateTargets: false });
    try {
      await expect(
        pool.execute({ host: '127.0.0.1', port: rcon.port, password: 'pw' }, 'ListPlayers'),
      ).rejects.toMatchObject({
        code: 'BLOCKED',
      });
      await expect(
        pool.execute({ host: 'localhost', port: rcon.port, password: 'pw' }, 'ListPlayers'),
      ).rejects.toMatchObject({
        code: 'BLOCKED',
      });
    } finally {
      await pool.close();
    }
  });

  it('builds fixed paths with URL: a ? or # in the setting or .. in an id cannot pick another path', () => {
    expect(endpoint('https://api.example/v1?x=1#frag', 'servers').toString()).toBe(
      'https://api.example/v1/servers',
    );
    expect(endpoint('https://u:p@api.example/v1/', 'servers', 'a/b?c', 'command').pathname).toBe(
      '/v1/servers/a%2Fb%3Fc/command',
    );
    expect(() => endpoint('https://api.example/v1', 'servers', '..', 'command')).toThrow();
  });
});
