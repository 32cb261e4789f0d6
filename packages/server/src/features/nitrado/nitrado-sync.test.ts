import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, Tier, type HostingService } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { nitradoAccounts, servers, users } from '../../db/schema';
import { demoPersonas } from '../demo/personas';
import { fakeAsaService, startFakeNitrado } from '../../integrations/nitrado/fake-server';
import { runNitradoAutoSync } from './auto-sync';
import { syncRows } from '../hosting-sync/rows';

/** Link / unlink / sync / sync all / add server against the local Nitrado fake, on a real database. */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeNitrado>>;
const services = [fakeAsaService(101, 'Alice Island'), fakeAsaService(102, 'Alice Center')];
const other = [fakeAsaService(201, 'Bob Ragnarok')];
let island: number;
let center: number;
let scorched: number;

beforeAll(async () => {
  fake = await startFakeNitrado({
    clientId: 'nc',
    clientSecret: 'ns',
    accounts: [
      { userId: 11, username: 'alice', code: 'code-a', services },
      { userId: 22, username: 'bob', code: 'code-b', services: other },
    ],
  });
  t = await createTestApp({
    NITRADO_API_URL: fake.url,
    NITRADO_OAUTH_URL: fake.url,
    NITRADO_CLIENT_ID: 'nc',
    NITRADO_CLIENT_SECRET: 'ns',
  });
  const byName = async (name: string) =>
    (await t.ctx.db.select().from(servers).where(eq(servers.name, name)))[0]!.id;
  island = await byName('The Island');
  center = await byName('The Center');
  scorched = await byName('Scorched Earth');
  for (const code of ['code-a', 'code-b']) {
    const url = (
      await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })
    ).json() as string;
    const state = new URL(url).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/nitrado/auth/callback?code=${code}&state=${state}`,
    });
    expect(res.headers.location).toBe('/nitrado');
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const rowsNow = async () =>
  (await t.call('viewer', { method: 'GET', url: `/api/nitrado/sync/${t.botId}` })).json() as {
    serverId: number | null;
    serviceId: number;
    status: string;
  }[];
const serverRow = async (id: number) => (await t.ctx.db.select().from(servers).where(eq(servers.id, id)))[0]!;
const post = (persona: Parameters<TestApp['call']>[0], path: string, payload: object) =>
  t.call(persona, { method: 'POST', url: `/api/nitrado/${path}/${t.botId}`, payload });

describe('syncRows (pure)', () => {
  const svc = (id: number, over: Partial<HostingService> = {}): HostingService => ({
    id,
    ip: '203.0.113.1',
    gamePort: 7777,
    rconPort: 27020,
    name: `S${id}`,
    clusterId: '',
    adminPassword: 'secret-pw',
    mods: [],
    slots: 70,
    username: 'alice',
    ...over,
  });
  const base = { ip: '203.0.113.1', rconPort: 27020, password: 'secret-pw' };
  it('gives all three statuses by the spec rule', () => {
    expect(
      syncRows(
        [
          { id: 1, ...base, linkedTo: 1 },
          { id: 2, ...base, linkedTo: '2' },
          { id: 3, ...base, rconPort: 27021, linkedTo: 3 },
          { id: 4, ...base, password: 'other-pw', linkedTo: 4 },
          { id: 6, ...base, linkedTo: 6 },
          { id: 9, ...base, linkedTo: 99 },
        ],
        [svc(1), svc(2, { ip: '203.0.113.2' }), svc(3), svc(4), svc(5), svc(6, { adminPassword: '' })],
      ),
    ).toEqual([
      { serverId: 1, serviceId: 1, status: 'Synchronized', isSyncRequired: false, differences: [] },
      { serverId: 2, serviceId: 2, status: 'Sync Required', isSyncRequired: true, differences: ['ip'] },
      { serverId: 3, serviceId: 3, status: 'Sync Required', isSyncRequired: true, differences: ['rconPort'] },
      {
        serverId: 4,
        serviceId: 4,
        status: 'Sync Required',
        isSyncRequired: true,
        differences: ['rconPassword'],
      },
      { serverId: null, serviceId: 5, status: 'No Server', isSyncRequired: false, differences: [] },
      // the external password is unknown: not a reason to sync
      { serverId: 6, serviceId: 6, status: 'Synchronized', isSyncRequired: false, differences: [] },
    ]);
  });
});

describe('Nitrado link / sync / add server', () => {
  it('links a server: sets nitradoServiceId and clears asaBotServerId', async () => {
    await t.ctx.db.update(servers).set({ asaBotServerId: 'asa-1' }).where(eq(servers.id, island));
    const res = await post('owner', 'link', { serverId: island, serviceId: 101 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: island, nitradoServiceId: 101, asaBotServerId: '' });
    expect(res.json().rconPassword).toBe('**********');
    expect((await rowsNow()).find((r) => r.serviceId === 101)).toMatchObject({
      serverId: island,
      status: 'Sync Required',
    });
  });

  it('warns when the service is already linked elsewhere, and overwrite moves the link', async () => {
    const warn = await post('owner', 'link', { serverId: center, serviceId: 101 });
    expect(warn.statusCode).toBe(409);
    expect(warn.json().message).toBe(
      "The Nitrado service 'Alice Island' is already linked to 'The Island'. Linking it here removes that link.",
    );
    expect((await serverRow(center)).nitradoServiceId).toBe(0);
    const over = await post('owner', 'link', { serverId: center, serviceId: 101, overwrite: true });
    expect(over.statusCode).toBe(200);
    expect((await serverRow(center)).nitradoServiceId).toBe(101);
    expect((await serverRow(island)).nitradoServiceId).toBe(0);
    // back to the island for the next tests
    await post('owner', 'link', { serverId: island, serviceId: 101, overwrite: true });
    expect((await serverRow(center)).nitradoServiceId).toBe(0);
  });

  it('rejects unknown services and servers of other instances', async () => {
    expect((await post('owner', 'link', { serverId: island, serviceId: 999 })).statusCode).toBe(404);
    expect((await post('owner', 'link', { serverId: 987654, serviceId: 101 })).statusCode).toBe(404);
  });

  it('syncs one server: host, RCON port and the real password, stored encrypted', async () => {
    const res = await post('manager', 'sync', { serverIds: [island] });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: island, ip: '203.0.113.101', rconPort: 27020 });
    expect(JSON.stringify(res.json())).not.toContain('admin-101');
    const row = await serverRow(island);
    expect(row.rconPassword).not.toContain('admin-101');
    expect(t.ctx.secrets.decrypt(row.rconPassword)).toBe('admin-101');
    expect((await rowsNow()).find((r) => r.serviceId === 101)!.status).toBe('Synchronized');
  });

  it('refuses to sync a server that is not linked', async () => {
    const res = await post('owner', 'sync', { serverIds: [scorched] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not linked');
  });

  it('sync all updates every listed server in one call, all or nothing', async () => {
    await post('owner', 'link', { serverId: center, serviceId: 102 });
    await post('owner', 'link', { serverId: scorched, serviceId: 201 });
    // the password changed at Nitrado (as after a reinstall)
    services[0]!.gameserver.settings!.config!['admin-password'] = 'changed-101';
    const before = await rowsNow();
    expect(
      before
        .filter((r) => r.status === 'Sync Required')
        .map((r) => r.serverId)
        .sort(),
    ).toEqual([island, center, scorched].sort());
    // an unknown id in the list: nothing is written
    expect((await post('owner', 'sync', { serverIds: [island, 987654] })).statusCode).toBe(404);
    expect(t.ctx.secrets.decrypt((await serverRow(island)).rconPassword)).toBe('admin-101');
    const res = await post('owner', 'sync', { serverIds: [island, center, scorched] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(t.ctx.secrets.decrypt((await serverRow(island)).rconPassword)).toBe('changed-101');
    expect(t.ctx.secrets.decrypt((await serverRow(center)).rconPassword)).toBe('admin-102');
    expect((await serverRow(scorched)).ip).toBe('203.0.113.201');
    expect((await rowsNow()).every((r) => r.status === 'Synchronized')).toBe(true);
  });

  it('unlinks a server', async () => {
    const res = await post('owner', 'unlink', { serverId: scorched });
    expect(res.statusCode).toBe(200);
    expect(res.json().nitradoServiceId).toBe(0);
    expect((await rowsNow()).find((r) => r.serviceId === 201)).toMatchObject({
      serverId: null,
      status: 'No Server',
    });
  });

  it('adds a server from a service with the link set, encrypted password', async () => {
    const res = await post('owner', 'addServer', { serviceId: 201 });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Bob Ragnarok',
      ip: '203.0.113.201',
      rconPort: 27020,
      nitradoServiceId: 201,
      asaBotServerId: '',
      maxPlayers: 70,
      gamePort: 7777,
      rconPassword: '**********',
    });
    expect(t.ctx.secrets.decrypt((await serverRow(created.id)).rconPassword)).toBe('admin-201');
    // already linked now: a second add answers the warning
    expect((await post('owner', 'addServer', { serviceId: 201 })).statusCode).toBe(409);
    await t.ctx.db.delete(servers).where(eq(servers.id, created.id));
  });

  it('add server respects the tier server limit', async () => {
    await t.ctx.db
      .update(users)
      .set({ tier: Tier.Free })
      .where(eq(users.discordId, demoPersonas.owner.discordId));
    const n = (await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId))).length;
    const extra = Array.from({ length: 10 - n }, (_, i) => ({
      botId: t.botId,
      name: `Filler ${i}`,
      ip: '198.51.100.50',
      rconPort: 27000 + i,
      rconPassword: t.ctx.secrets.encrypt('filler-pw'),
    }));
    const fillers = extra.length ? await t.ctx.db.insert(servers).values(extra).returning() : [];
    const res = await post('owner', 'addServer', { serviceId: 201 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.serverLimitReached);
    for (const f of fillers) await t.ctx.db.delete(servers).where(eq(servers.id, f.id));
    await t.ctx.db
      .update(users)
      .set({ tier: demoPersonas.owner.tier })
      .where(eq(users.discordId, demoPersonas.owner.discordId));
  });

  it('checks permissions: viewer 403 on writes, stranger 403, anonymous 401', async () => {
    for (const [path, body] of [
      ['sync', { serverIds: [island] }],
      ['link', { serverId: island, serviceId: 101 }],
      ['unlink', { serverId: island }],
      ['addServer', { serviceId: 201 }],
    ] as const) {
      expect((await post('viewer', path, body)).statusCode).toBe(403);
      expect((await post('stranger', path, body)).statusCode).toBe(403);
      expect((await post('anonymous', path, body)).statusCode).toBe(401);
    }
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/nitrado/sync/${t.botId}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('anonymous', { method: 'GET', url: `/api/nitrado/sync/${t.botId}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('anonymous', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })).statusCode,
    ).toBe(401);
    expect((await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })).statusCode).toBe(
      403,
    );
  });

  it('needs Servers_Edit besides Nitrado_Edit for writes', async () => {
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const managers = bot.managers.map((m: { discordId: string; permissions: string[] }) =>
      m.discordId === demoPersonas.viewer.discordId
        ? { ...m, permissions: ['Nitrado_View', 'Nitrado_Edit', 'Servers_View'] }
        : m,
    );
    expect(
      (await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot: { ...bot, managers } } }))
        .statusCode,
    ).toBe(200);
    expect((await post('viewer', 'sync', { serverIds: [island] })).statusCode).toBe(403);
    expect((await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })).statusCode).toBe(
      200,
    );
    await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot } });
  });

  it('refreshes a token whose expiry time has passed before calling Nitrado', async () => {
    await t.ctx.db.update(nitradoAccounts).set({ expiresAt: new Date(Date.now() - 1000) });
    const refreshes = () => fake.calls.filter((c) => c === 'POST /oauth/v2/token').length;
    const before = refreshes();
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/verify/${t.botId}` })).json(),
    ).toBe(true);
    expect(refreshes()).toBeGreaterThan(before);
    const accounts = await t.ctx.db.select().from(nitradoAccounts);
    expect(accounts.some((a) => a.expiresAt.getTime() > Date.now())).toBe(true);
    for (const a of accounts) {
      expect(a.accessToken.startsWith('nat-')).toBe(false);
      expect(t.ctx.secrets.decrypt(a.accessToken)).toMatch(/^nat-/);
    }
  });

  it('auto sync only touches instances with it enabled, only servers needing sync, keeps unknown passwords', async () => {
    services[1]!.gameserver.rcon_port = 27099;
    // a password Nitrado does not show (unknown key) must never blank the stored one
    services[1]!.gameserver.settings!.config!['admin-password'] = '';
    expect(await runNitradoAutoSync(t.ctx)).toBe(0); // isAutoSyncEnabled is off
    expect((await serverRow(center)).rconPort).toBe(27020);
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, nitradoSettings: { isAutoSyncEnabled: true } } },
    });
    expect(await runNitradoAutoSync(t.ctx)).toBe(1);
    expect((await serverRow(center)).rconPort).toBe(27099);
    expect(t.ctx.secrets.decrypt((await serverRow(center)).rconPassword)).toBe('admin-102');
    expect(await runNitradoAutoSync(t.ctx)).toBe(0);
  });
});
