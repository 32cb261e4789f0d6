import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { nitradoAccounts, notifications, servers } from '../../db/schema';
import { fakeAsaService, startFakeNitrado } from '../../integrations/nitrado/fake-server';
import { runNitradoAutoSync } from './auto-sync';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeNitrado>>;
beforeAll(async () => {
  fake = await startFakeNitrado({
    clientId: 'nc',
    clientSecret: 'ns',
    accounts: [
      {
        userId: 11,
        username: 'alice',
        code: 'code-a',
        services: [fakeAsaService(101, 'Alice Island'), fakeAsaService(102, 'Alice Center')],
      },
      { userId: 22, username: 'bob', code: 'code-b', services: [fakeAsaService(201, 'Bob Ragnarok')] },
    ],
  });
  t = await createTestApp({
    NITRADO_API_URL: fake.url,
    NITRADO_OAUTH_URL: fake.url,
    NITRADO_CLIENT_ID: 'nc',
    NITRADO_CLIENT_SECRET: 'ns',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function login(code: string) {
  const url = (
    await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })
  ).json() as string;
  expect(url).toContain(`${fake.url}/oauth/v2/auth`);
  const state = new URL(url).searchParams.get('state');
  return t.app.inject({ method: 'GET', url: `/api/nitrado/auth/callback?code=${code}&state=${state}` });
}

describe('Nitrado', () => {
  it('is not logged in at first', async () => {
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/verify/${t.botId}` })).json(),
    ).toBe(false);
  });

  it('logs in two accounts with the OAuth round trip and stores tokens encrypted', async () => {
    const a = await login('code-a');
    expect(a.headers.location).toBe('/nitrado');
    expect((await login('code-b')).headers.location).toBe('/nitrado');
    const names = (
      await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/usernames/${t.botId}` })
    ).json();
    expect(names).toEqual([
      { nitradoId: '11', username: 'alice' },
      { nitradoId: '22', username: 'bob' },
    ]);
    const rows = await t.ctx.db.select().from(nitradoAccounts);
    expect(rows.every((r) => !r.accessToken.startsWith('nat-'))).toBe(true);
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/verify/${t.botId}` })).json(),
    ).toBe(true);
  });

  it('sends failed logins to the error page', async () => {
    expect((await login('wrong-code')).headers.location).toBe('/errors/nitradoLoginFailed');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/nitrado/auth/callback?code=code-a&state=forged',
    });
    expect(forged.headers.location).toBe('/errors/nitradoLoginFailed');
  });

  it('a state is used once and only for Nitrado logins', async () => {
    const url = (
      await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })
    ).json() as string;
    const u = new URL(url);
    expect(u.searchParams.get('client_id')).toBe('nc');
    expect(u.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/nitrado/auth/callback');
    const state = u.searchParams.get('state');
    const cb = `/api/nitrado/auth/callback?code=code-a&state=${state}`;
    expect((await t.app.inject({ method: 'GET', url: cb })).headers.location).toBe('/nitrado');
    expect((await t.app.inject({ method: 'GET', url: cb })).headers.location).toBe(
      '/errors/nitradoLoginFailed',
    );
    // logging in the same Nitrado user again updates its row instead of adding one
    expect(await t.ctx.db.select().from(nitradoAccounts)).toHaveLength(2);
  });

  it('lists the services of all accounts; passwords only for editors', async () => {
    const list = (await t.call('owner', { method: 'GET', url: `/api/nitrado/services/${t.botId}` })).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([101, 102, 201]);
    expect(list[0]).toMatchObject({
      ip: '203.0.113.101',
      rconPort: 27020,
      gamePort: 7777,
      name: 'Alice Island',
      clusterId: 'cluster-a',
      adminPassword: 'admin-101',
      slots: 70,
      username: 'alice',
    });
    const viewer = (
      await t.call('viewer', { method: 'GET', url: `/api/nitrado/services/${t.botId}` })
    ).json();
    expect(viewer[0].adminPassword).toBe('**********');
  });

  it('refreshes an expired token by itself', async () => {
    fake.expireAccessTokens();
    const list = (await t.call('owner', { method: 'GET', url: `/api/nitrado/services/${t.botId}` })).json();
    expect(list).toHaveLength(3);
    expect(fake.calls.filter((c) => c === 'POST /oauth/v2/token').length).toBeGreaterThanOrEqual(4);
  });

  it('computes sync rows and the auto sync fixes linked servers', async () => {
    const [island] = await t.ctx.db.select().from(servers).where(eq(servers.name, 'The Island'));
    await t.ctx.db.update(servers).set({ nitradoServiceId: 101 }).where(eq(servers.id, island!.id));
    const rows = (await t.call('viewer', { method: 'GET', url: `/api/nitrado/sync/${t.botId}` })).json();
    expect(rows).toEqual([
      {
        serverId: island!.id,
        serviceId: 101,
        status: 'Sync Required',
        isSyncRequired: true,
        differences: ['ip', 'rconPassword'],
      },
      { serverId: null, serviceId: 102, status: 'No Server', isSyncRequired: false, differences: [] },
      { serverId: null, serviceId: 201, status: 'No Server', isSyncRequired: false, differences: [] },
    ]);
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, nitradoSettings: { isAutoSyncEnabled: true } } },
    });
    expect(await runNitradoAutoSync(t.ctx)).toBe(1);
    const [after] = await t.ctx.db.select().from(servers).where(eq(servers.id, island!.id));
    expect(after!.ip).toBe('203.0.113.101');
    expect(t.ctx.secrets.decrypt(after!.rconPassword)).toBe('admin-101');
    const again = (await t.call('viewer', { method: 'GET', url: `/api/nitrado/sync/${t.botId}` })).json();
    expect(again[0].status).toBe('Synchronized');
    expect(await runNitradoAutoSync(t.ctx)).toBe(0);
  });

  it('a login that cannot be refreshed is dropped and the owner is told', async () => {
    const before = (await t.ctx.db.select().from(notifications)).length;
    fake.revokeAll();
    expect(
      (await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/verify/${t.botId}` })).json(),
    ).toBe(false);
    expect(await t.ctx.db.select().from(nitradoAccounts)).toHaveLength(0);
    const notes = await t.ctx.db.select().from(notifications);
    // owner + viewer + manager may view Nitrado: 3 people x 2 accounts
    expect(notes.length - before).toBe(6);
    expect(notes.at(-1)!.message).toContain('Log in again');
  });

  it('logs out one or all accounts (editors only)', async () => {
    await login('code-a');
    await login('code-b');
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/nitrado/auth/logoutAll/${t.botId}` })).statusCode,
    ).toBe(403);
    await t.call('manager', { method: 'GET', url: `/api/nitrado/auth/logout/${t.botId}/alice` });
    expect(
      (await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/usernames/${t.botId}` })).json(),
    ).toEqual([{ nitradoId: '22', username: 'bob' }]);
    await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/logoutAll/${t.botId}` });
    expect(
      (await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/usernames/${t.botId}` })).json(),
    ).toEqual([]);
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/nitrado/services/${t.botId}` })).statusCode,
    ).toBe(403);
  });
});
