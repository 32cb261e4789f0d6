import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, players, servers } from '../../db/schema';
import { startFakeAsaBot } from '../../integrations/asabot/fake-server';
import { fakeAsaServers, saveAsaBotSettings } from './test-fixtures';
import { executeViaAsaBot, runAsaBotAutoSync, runAsaBotPlayerSync } from './service';

/** ASA Bot link / unlink / sync / add server, auto sync, command execution, against the local fake. */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAsaBot>>;
let island: number;
let center: number;

const settings = (over: Record<string, unknown>) => saveAsaBotSettings(t, over);
const post = (persona: Parameters<TestApp['call']>[0], path: string, payload: object) =>
  t.call(persona, { method: 'POST', url: `/api/asabot/${path}/${t.botId}`, payload });
const serverRow = async (id: number) => (await t.ctx.db.select().from(servers).where(eq(servers.id, id)))[0]!;
const botRow = async () =>
  (await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId)))[0]!;

beforeAll(async () => {
  fake = await startFakeAsaBot({
    apiKey: 'asa-key',
    servers: fakeAsaServers,
    players: [{ discordId: '300000000000000010', eosId: '0002aaaa', name: 'Rex Rider' }],
  });
  // the default URL (ASABOT_API_URL) points at the fake: no per-instance override needed
  t = await createTestApp({ ASABOT_API_URL: fake.url });
  await settings({ isEnabled: true, apiKey: 'asa-key' });
  const byName = async (name: string) =>
    (await t.ctx.db.select().from(servers).where(eq(servers.name, name)))[0]!.id;
  island = await byName('The Island');
  center = await byName('The Center');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('ASA Bot link / sync / add server', () => {
  it('links a server by asaBotServerId (the Nitrado link stays), warns on a second link', async () => {
    await t.ctx.db.update(servers).set({ nitradoServiceId: 55 }).where(eq(servers.id, island));
    const res = await post('owner', 'link', { serverId: island, serviceId: 'srv-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ asaBotServerId: 'srv-1', nitradoServiceId: 55 });
    const warn = await post('owner', 'link', { serverId: center, serviceId: 'srv-1' });
    expect(warn.statusCode).toBe(409);
    expect(warn.json().message).toContain("already linked to 'The Island'");
    const rows = (await t.call('viewer', { method: 'GET', url: `/api/asabot/sync/${t.botId}` })).json();
    expect(rows).toEqual([
      {
        serverId: island,
        serviceId: 'srv-1',
        status: 'Sync Required',
        isSyncRequired: true,
        differences: ['ip', 'rconPassword'],
      },
      { serverId: null, serviceId: 'srv-2', status: 'No Server', isSyncRequired: false, differences: [] },
    ]);
  });

  it('syncs the linked server with the real password, encrypted', async () => {
    const res = await post('manager', 'sync', { serverIds: [island] });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('pw-one');
    const row = await serverRow(island);
    expect(row).toMatchObject({ ip: '198.51.100.1', rconPort: 27020 });
    expect(t.ctx.secrets.decrypt(row.rconPassword)).toBe('pw-one');
    const rows = (await t.call('viewer', { method: 'GET', url: `/api/asabot/sync/${t.botId}` })).json();
    expect(rows[0].status).toBe('Synchronized');
  });

  it('unlink clears asaBotServerId', async () => {
    const res = await post('owner', 'unlink', { serverId: island });
    expect(res.json()).toMatchObject({ asaBotServerId: '', nitradoServiceId: 55 });
  });

  it('adds a server from an ASA Bot server', async () => {
    const res = await post('owner', 'addServer', { serviceId: 'srv-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'ASA Center',
      ip: '198.51.100.2',
      rconPort: 27021,
      asaBotServerId: 'srv-2',
      nitradoServiceId: 0,
      rconPassword: '**********',
    });
    expect(t.ctx.secrets.decrypt((await serverRow(res.json().id)).rconPassword)).toBe('pw-two');
  });

  it('checks permissions on writes', async () => {
    for (const persona of ['viewer', 'stranger'] as const)
      expect((await post(persona, 'unlink', { serverId: island })).statusCode).toBe(403);
    expect((await post('anonymous', 'unlink', { serverId: island })).statusCode).toBe(401);
  });

  it('auto sync runs only with isAutoSyncServersEnabled and fixes servers needing sync', async () => {
    await post('owner', 'link', { serverId: center, serviceId: 'srv-1' });
    expect(await runAsaBotAutoSync(t.ctx)).toBe(0);
    await settings({ isAutoSyncServersEnabled: true });
    expect(await runAsaBotAutoSync(t.ctx)).toBe(1);
    expect(t.ctx.secrets.decrypt((await serverRow(center)).rconPassword)).toBe('pw-one');
    expect(await runAsaBotAutoSync(t.ctx)).toBe(0);
  });

  it('executes commands through the companion bot only when isExecuteCommands is on', async () => {
    const linked = await serverRow(center);
    expect(await executeViaAsaBot(t.ctx, await botRow(), linked, 'SaveWorld')).toBeNull();
    await settings({ isExecuteCommands: true });
    expect(await executeViaAsaBot(t.ctx, await botRow(), linked, 'AddPoints 0002aaaa 10')).toEqual({
      success: true,
      response: 'Server received, But no response!!',
    });
    expect(fake.commands).toEqual([{ serverId: 'srv-1', command: 'AddPoints 0002aaaa 10' }]);
    expect(await executeViaAsaBot(t.ctx, await botRow(), { asaBotServerId: '' }, 'SaveWorld')).toBeNull();
  });

  it('registration import needs isSyncPlayerRegistration and keeps credits', async () => {
    fake.players.push({
      discordId: '555555555555555777',
      eosId: '0002CCCC00000000000000000000000f',
      name: 'Fresh',
    });
    // an id that is not 30-40 hex digits is not stored (the player is imported without it)
    fake.players.push({ discordId: '555555555555555778', eosId: '0002cccc; Slomo 0', name: 'Odd' });
    expect(await runAsaBotPlayerSync(t.ctx)).toBe(0);
    await settings({ isSyncPlayerRegistration: true });
    const [rex] = await t.ctx.db.select().from(players).where(eq(players.discordId, '300000000000000010'));
    await t.ctx.db.update(players).set({ credits: 1234 }).where(eq(players.id, rex!.id));
    expect(await runAsaBotPlayerSync(t.ctx)).toBe(2);
    const [after] = await t.ctx.db.select().from(players).where(eq(players.id, rex!.id));
    expect(after!.credits).toBe(1234);
    const [fresh] = await t.ctx.db.select().from(players).where(eq(players.discordId, '555555555555555777'));
    expect(fresh).toMatchObject({
      credits: 0,
      totalCreditsEarned: 0,
      eosId: '0002cccc00000000000000000000000f',
      name: 'Fresh',
    });
    const [odd] = await t.ctx.db.select().from(players).where(eq(players.discordId, '555555555555555778'));
    expect(odd!.eosId).toBe('');
  });

  it('a job reports an unreachable companion bot to the scheduler (and the next run retries)', async () => {
    await settings({ overrideApiUrl: true, apiUrl: 'http://127.0.0.1:1' });
    await expect(runAsaBotPlayerSync(t.ctx)).rejects.toThrow(/asabot-player-sync failed for 1 instance/);
    await expect(runAsaBotAutoSync(t.ctx)).rejects.toThrow(/asabot-auto-sync failed/);
    await settings({ overrideApiUrl: false });
    expect(await runAsaBotPlayerSync(t.ctx)).toBe(0);
  });
});
