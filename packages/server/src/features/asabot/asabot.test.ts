import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { notifications, players, servers, users } from '../../db/schema';
import { startFakeAsaBot } from '../../integrations/asabot/fake-server';
import { demoPersonas } from '../demo/personas';
import { runAsaBotPlayerSync } from './service';
import { fakeAsaServers, saveAsaBotSettings } from './test-fixtures';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAsaBot>>;
beforeAll(async () => {
  fake = await startFakeAsaBot({
    apiKey: 'asa-key',
    servers: fakeAsaServers,
    players: [
      { discordId: '300000000000000010', eosId: '0002aaaa', name: 'Rex Rider' },
      { discordId: '555555555555555551', eosId: '0002BBBB0C0D0E0F1a1b1c1d1e1f2021', name: 'Newcomer' },
      { discordId: 'not-a-snowflake', eosId: 'x', name: 'Broken' },
    ],
  });
  t = await createTestApp({ ASABOT_API_URL: 'http://127.0.0.1:1' });
  await saveAsaBotSettings(t, {
    isEnabled: true,
    apiKey: 'asa-key',
    overrideApiUrl: true,
    apiUrl: fake.url,
    isSyncPlayerRegistration: true,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('ASA Bot', () => {
  it('lists the companion bot servers through the instance API URL override', async () => {
    const list = (await t.call('owner', { method: 'GET', url: `/api/asabot/servers/${t.botId}` })).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: 'srv-1',
      ip: '198.51.100.1',
      rconPort: 27020,
      adminPassword: 'pw-one',
      name: 'ASA Island',
    });
    expect(
      (await t.call('viewer', { method: 'GET', url: `/api/asabot/servers/${t.botId}` })).json()[0]
        .adminPassword,
    ).toBe('**********');
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/asabot/servers/${t.botId}` })).statusCode,
    ).toBe(403);
  });

  it('computes sync rows for servers linked by asaBotServerId', async () => {
    const [s] = await t.ctx.db.select().from(servers).where(eq(servers.name, 'The Center'));
    await t.ctx.db
      .update(servers)
      .set({
        asaBotServerId: 'srv-2',
        ip: '198.51.100.2',
        rconPort: 27021,
        rconPassword: t.ctx.secrets.encrypt('pw-two'),
      })
      .where(eq(servers.id, s!.id));
    const rows = (await t.call('viewer', { method: 'GET', url: `/api/asabot/sync/${t.botId}` })).json();
    expect(rows).toEqual([
      { serverId: null, serviceId: 'srv-1', status: 'No Server', isSyncRequired: false, differences: [] },
      { serverId: s!.id, serviceId: 'srv-2', status: 'Synchronized', isSyncRequired: false, differences: [] },
    ]);
  });

  it('imports player registrations without touching credits', async () => {
    const [rex] = await t.ctx.db
      .select()
      .from(players)
      .where(and(eq(players.botId, t.botId), eq(players.discordId, '300000000000000010')));
    const credits = rex!.credits;
    expect(await runAsaBotPlayerSync(t.ctx)).toBe(1);
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, rex!.id));
    expect(after!.credits).toBe(credits);
    const [newcomer] = await t.ctx.db
      .select()
      .from(players)
      .where(eq(players.discordId, '555555555555555551'));
    expect(newcomer).toMatchObject({
      name: 'Newcomer',
      // a real-format id (32 hex digits) is stored lower case
      eosId: '0002bbbb0c0d0e0f1a1b1c1d1e1f2021',
      credits: 0,
      totalCreditsEarned: 0,
    });
    expect(await runAsaBotPlayerSync(t.ctx)).toBe(0);
  });

  it('an answer of another shape notifies the owner once (key redacted) and imports nothing', async () => {
    const count = async () =>
      (await t.ctx.db.select().from(players).where(eq(players.botId, t.botId))).length;
    const before = await count();
    fake.setRawAnswer('/players', '{"users":[{"id":"555555555555555599","token":"asa-key"}]}');
    for (let i = 0; i < 3; i++)
      await expect(runAsaBotPlayerSync(t.ctx)).rejects.toThrow(/asabot-player-sync failed/);
    fake.setRawAnswer('/servers', '[{"ip":"198.51.100.1"}]');
    const res = await t.call('owner', { method: 'GET', url: `/api/asabot/servers/${t.botId}` });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The ASA Bot answered in an unexpected shape (expected {servers: [{id, name, host, gamePort, rconPort, rconPassword}]}).',
    );
    expect(await count()).toBe(before);
    const [owner] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.discordId, demoPersonas.owner.discordId));
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner!.id), eq(notifications.kind, 'unexpected-answer')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/asabot');
    expect(told[0]!.message).toContain('ASA Bot answered in a shape this product does not know');
    expect(told[0]!.message).toContain('"users"');
    expect(told[0]!.message).not.toContain('asa-key');
    fake.setRawAnswer('/players', null);
    fake.setRawAnswer('/servers', null);
    expect((await t.call('owner', { method: 'GET', url: `/api/asabot/servers/${t.botId}` })).statusCode).toBe(
      200,
    );
  });

  it('answers a clear error when the companion bot is unreachable', async () => {
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, asaBotSyncSettings: { ...bot.asaBotSyncSettings, overrideApiUrl: false } } },
    });
    const res = await t.call('owner', { method: 'GET', url: `/api/asabot/servers/${t.botId}` });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('The ASA Bot could not be reached');
  });
});
