/**
 * SSRF table: every blocked range x every target a user can set (ASA Bot API URL, server RCON host on create
 * and update, the RCON test, Sync from the ASA Bot or Nitrado), with ALLOW_PRIVATE_TARGETS=false (the
 * production default). The host's own interface addresses and IPv4-compatible IPv6 ([::127.0.0.1]) are in
 * the table. Also: the guard at connect time (HTTP fetch and RCON delivery never reach a local listener),
 * paths built with URL, and the special-purpose range table row by row (first, last and both neighbours).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@asa/domain';
import { createTestApp, type TestApp } from '../helpers/harness';
import { servers } from '../../src/db/schema';
import { blockedRangeOf, endpoint, specialRangeOf, specialRanges } from '../../src/lib/outbound-guard';
import { startFakeRcon, type FakeRconServer } from '../../src/integrations/rcon/fake-server';
import { RconPool } from '../../src/integrations/rcon/pool';
import { getInstanceRow } from '../../src/features/bots/repo';
import { asaBotProvider } from '../../src/features/asabot/service';
import { nitradoProvider } from '../../src/features/nitrado/service';
import { syncServers } from '../../src/features/hosting-sync/service';

/** An address of one of this machine's own interfaces that is not loopback (a public IP on a real host). */
const ownAddress = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((a) => !a.internal && a.family === 'IPv4')?.address;
if (!ownAddress) throw new Error('the SSRF test needs a non-loopback IPv4 interface');

/** One address per blocked range (and IPv6 spellings of IPv4 ones). */
const blocked: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.8.9.10', 'loopback'],
  ['localhost', 'loopback name'],
  ['localhost.', 'loopback name with a trailing dot (issue 33)'],
  ['api.localhost.', 'a .localhost name with a trailing dot'],
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
  ['::127.0.0.1', 'IPv4-compatible loopback (::/96)'],
  ['::8.8.8.8', 'IPv4-compatible (::/96)'],
  [ownAddress, "this host's own interface address"],
  [`::ffff:${ownAddress}`, 'IPv4-mapped own interface address'],
  ['198.51.100.7', 'documentation (TEST-NET-2)'],
  ['2001:db8::1', 'IPv6 documentation'],
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

/** The test's own reading of a CIDR row: first and last address as numbers (an oracle for the table). */
const bits = (ip: string) => (net.isIPv4(ip) ? 32 : 128);
function toBig(ip: string): bigint {
  if (net.isIPv4(ip)) return ip.split('.').reduce((n, p) => (n << 8n) | BigInt(p), 0n);
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t2 = tail ? tail.split(':') : [];
  const words = ip.includes('::') ? [...h, ...Array(8 - h.length - t2.length).fill('0'), ...t2] : h;
  return words.reduce((n, w) => (n << 16n) | BigInt(parseInt(w, 16)), 0n);
}
function fromBig(n: bigint, v4: boolean): string {
  if (v4) return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.');
  return [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) => ((n >> s) & 0xffffn).toString(16)).join(':');
}
const rows = specialRanges.map((r) => {
  const [addr, prefix] = r.cidr.split('/') as [string, string];
  const size = 1n << BigInt(bits(addr) - Number(prefix));
  const first = toBig(addr);
  return { ...r, v4: net.isIPv4(addr), first, last: first + size - 1n };
});
const inRows = (n: bigint, v4: boolean) => rows.filter((r) => r.v4 === v4 && n >= r.first && n <= r.last);

describe('outbound guard: the special-purpose range table, range by range', () => {
  it.each(rows.map((r) => [r.cidr, r] as const))(
    '%s: first and last address blocked, neighbours not by it',
    (_, r) => {
      for (const n of [r.first, r.last]) expect(specialRangeOf(fromBig(n, r.v4))).not.toBe('');
      // the row's name for an address inside it (embedding rows name the embedded IPv4 address's range)
      const inside = fromBig(r.first + (r.last - r.first) / 2n, r.v4);
      if (!r.embeds && inRows(r.first + (r.last - r.first) / 2n, r.v4)[0] === r)
        expect(specialRangeOf(inside)).toBe(r.name);
      for (const n of [r.first - 1n, r.last + 1n]) {
        if (n < 0n || n >= 1n << BigInt(r.v4 ? 32 : 128)) continue;
        const others = inRows(n, r.v4);
        if (others.some((o) => o.embeds)) continue;
        expect(specialRangeOf(fromBig(n, r.v4)) !== '', fromBig(n, r.v4)).toBe(others.length > 0);
      }
    },
  );
  it.each(blocked)('%s is blocked (%s)', (ip) => {
    if (ip === 'localhost') return;
    expect(blockedRangeOf(ip)).not.toBe('');
  });
  it("names this host's own interface addresses first, in every spelling", () => {
    expect(blockedRangeOf(ownAddress)).toBe('this host');
    expect(blockedRangeOf(`::ffff:${ownAddress}`)).toBe('this host');
  });
  it.each([
    '8.8.8.8',
    '9.9.9.9',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '100.128.0.1',
    '172.32.0.1',
  ])('%s is public', (ip) => expect(blockedRangeOf(ip)).toBe(''));
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

  it("a listener on this host's own interface address is never reached, and the answer names no port state", async () => {
    let reached = 0;
    const own = net.createServer((socket) => {
      reached++;
      socket.destroy();
    });
    await new Promise<void>((r) => own.listen(0, ownAddress, () => r()));
    const port = (own.address() as AddressInfo).port;
    try {
      const open = await t.call('owner', {
        method: 'POST',
        url: '/api/rcon/test',
        payload: { botId: t.botId, host: ownAddress, port, password: 'pw' },
      });
      const closed = await t.call('owner', {
        method: 'POST',
        url: '/api/rcon/test',
        payload: { botId: t.botId, host: ownAddress, port: port === 65535 ? 1 : port + 1, password: 'pw' },
      });
      // one message for an open and a closed port: the owner cannot tell them apart
      expect(open.json()).toEqual({ success: false, message: expect.stringMatching(/not allowed/) });
      expect(closed.json()).toEqual(open.json());
      const bot = await instance();
      const saved = await t.call('owner', {
        method: 'PUT',
        url: '/api/bots',
        payload: {
          bot: {
            ...bot,
            asaBotSyncSettings: {
              ...bot.asaBotSyncSettings,
              overrideApiUrl: true,
              apiUrl: `http://${ownAddress}:${port}/v1`,
            },
          },
        },
      });
      expect(saved.statusCode).toBe(400);
      expect(reached).toBe(0);
    } finally {
      await new Promise<void>((r) => own.close(() => r()));
    }
  });

  it('a public address is accepted (control)', async () => {
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: { server: server('9.9.9.9') },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('SSRF: Sync from the ASA Bot or Nitrado stores only hosts that Add server takes', () => {
  const syncTargets = ['127.0.0.1', ownAddress, '::127.0.0.1', '169.254.169.254'];
  it.each(
    syncTargets.flatMap((ip) => [asaBotProvider, nitradoProvider].map((p) => [p.kind, ip, p] as const)),
  )('%s sync of a linked server to %s: 400 on ip, nothing stored', async (_, ip, provider) => {
    const bot = (await getInstanceRow(t.ctx.db, t.botId))!;
    const [row] = await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId)).limit(1);
    await t.ctx.db.update(servers).set(provider.linkValues('77')).where(eq(servers.id, row!.id));
    const service = {
      id: '77',
      ip,
      gamePort: 7777,
      rconPort: 27020,
      name: 'Linked',
      clusterId: '',
      adminPassword: 'pw',
      mods: [],
      slots: 10,
      username: '',
    };
    const refused = syncServers(t.ctx, bot, provider, [row!.id], [service]);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      fields: { ip: expect.stringMatching(/not allowed/) },
    });
    const [after] = await t.ctx.db.select().from(servers).where(eq(servers.id, row!.id));
    expect(after!.ip).toBe(row!.ip);
    // the same service with a public host is synced (control)
    const synced = await syncServers(t.ctx, bot, provider, [row!.id], [{ ...service, ip: '9.9.9.9' }]);
    expect(synced[0]!.ip).toBe('9.9.9.9');
    await t.ctx.db.update(servers).set({ ip: row!.ip }).where(eq(servers.id, row!.id));
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
