import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { notifications, servers, users } from '../../db/schema';
import { fakeAsaService, startFakeNitrado } from '../../integrations/nitrado/fake-server';
import { demoPersonas } from '../demo/personas';
import { runNitradoAutoSync } from './auto-sync';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeNitrado>>;
const gameSpecific = fakeAsaService(301, 'Game-specific password');
gameSpecific.gameserver.settings = {
  config: { 'active-mods': '' },
  'game-specific': { ServerAdminPassword: 'gs-secret-301' },
  general: { clusterid: 'c' },
};
const unknown = fakeAsaService(302, 'Unknown layout');
unknown.gameserver.settings = {
  config: { 'rcon-pass-v2': 'hidden-secret-302', 'active-mods': '' },
  general: { clusterid: 'c' },
};

beforeAll(async () => {
  fake = await startFakeNitrado({
    clientId: 'nc',
    clientSecret: 'ns',
    accounts: [{ userId: 33, username: 'cara', code: 'code-c', services: [gameSpecific, unknown] }],
  });
  t = await createTestApp({
    NITRADO_API_URL: fake.url,
    NITRADO_OAUTH_URL: fake.url,
    NITRADO_CLIENT_ID: 'nc',
    NITRADO_CLIENT_SECRET: 'ns',
  });
  const url = (
    await t.call('owner', { method: 'GET', url: `/api/nitrado/auth/${t.botId}` })
  ).json() as string;
  const state = new URL(url).searchParams.get('state');
  await t.app.inject({ method: 'GET', url: `/api/nitrado/auth/callback?code=code-c&state=${state}` });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ownerNotices = async () => {
  const [owner] = await t.ctx.db
    .select()
    .from(users)
    .where(eq(users.discordId, demoPersonas.owner.discordId));
  return t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner!.id), eq(notifications.kind, 'unexpected-answer')));
};

describe('Nitrado ASA RCON password (unverified field)', () => {
  it('tries several settings; an unknown layout tells the owner once, names only, and keeps the stored password', async () => {
    const list = async () =>
      (await t.call('owner', { method: 'GET', url: `/api/nitrado/services/${t.botId}` })).json() as {
        id: number;
        adminPassword: string;
      }[];
    for (let i = 0; i < 3; i++) {
      const services = await list();
      expect(services.find((s) => s.id === 301)!.adminPassword).toBe('gs-secret-301');
      expect(services.find((s) => s.id === 302)!.adminPassword).toBe('');
    }
    const told = await ownerNotices();
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe('/nitrado');
    expect(told[0]!.message).toContain(
      'Nitrado (ASA RCON password) answered in a shape this product does not know',
    );
    expect(told[0]!.message).toContain('service 302 (config: [rcon-pass-v2, active-mods]');
    expect(told[0]!.message).not.toContain('hidden-secret-302');

    // a linked server keeps its stored password: an unknown password is never a difference
    const [island] = await t.ctx.db.select().from(servers).where(eq(servers.name, 'The Island'));
    const stored = t.ctx.secrets.decrypt(island!.rconPassword);
    await t.ctx.db.update(servers).set({ nitradoServiceId: 302 }).where(eq(servers.id, island!.id));
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, nitradoSettings: { isAutoSyncEnabled: true } } },
    });
    await runNitradoAutoSync(t.ctx);
    const [after] = await t.ctx.db.select().from(servers).where(eq(servers.id, island!.id));
    expect(t.ctx.secrets.decrypt(after!.rconPassword)).toBe(stored);
    expect(await ownerNotices()).toHaveLength(1);
  });
});
