import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('secrets in instance settings', () => {
  it('are masked for managers who may not edit them, and a masked value keeps the stored one', async () => {
    const owner = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const saved = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...owner, tip4ServSettings: { ...owner.tip4ServSettings, apiKey: '1.private.public' } },
      },
    });
    expect(saved.json().tip4ServSettings.apiKey).toBe('1.private.public');
    const viewer = (await t.call('viewer', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(viewer.tip4ServSettings.apiKey).toBe('**********');
    const manager = (await t.call('manager', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(manager.tip4ServSettings.apiKey).toBe('1.private.public');
    expect(manager.apiSettings.apiKey === '' || manager.apiSettings.apiKey === '**********').toBe(true);
    // the manager saves another group with the masked API key of the owner: nothing is lost
    const res = await t.call('manager', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...manager,
          tip4ServSettings: { ...manager.tip4ServSettings, apiKey: '**********', enableLogging: true },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const again = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(again.tip4ServSettings).toMatchObject({ apiKey: '1.private.public', enableLogging: true });
  });
});

describe('vote-site keys', () => {
  it('are encrypted at rest, masked for view-only managers, and clear values of older versions are migrated', async () => {
    const { botInstances } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const { repairStoredSecrets } = await import('../secrets/service');
    const repair = async () => (await repairStoredSecrets(t.ctx.db, t.ctx.secrets)).changed;
    const owner = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const keys = ['vote-key-one', 'vote-key-two'];
    const saved = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...owner, arkServersNetSettings: { ...owner.arkServersNetSettings, serverKeys: keys } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const raw = async () =>
      JSON.stringify(
        (await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId)))[0]!.settings,
      );
    expect(await raw()).not.toContain('vote-key-one');
    const viewer = (await t.call('viewer', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(viewer.arkServersNetSettings.serverKeys).toEqual(['**********', '**********']);
    expect(JSON.stringify(viewer)).not.toContain('vote-key');
    // a manager with the edit permission sees them; a masked list saved back keeps the stored keys
    const manager = (await t.call('manager', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(manager.arkServersNetSettings.serverKeys).toEqual(keys);
    // an older version stored them in clear: the start-up migration encrypts them
    const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    const clear = structuredClone(row!.settings) as Record<string, Record<string, unknown>>;
    clear.arkServersNetSettings!.serverKeys = ['clear-old-key'];
    await t.ctx.db.update(botInstances).set({ settings: clear }).where(eq(botInstances.id, t.botId));
    expect(await raw()).toContain('clear-old-key');
    expect(await repair()).toBeGreaterThanOrEqual(1);
    expect(await raw()).not.toContain('clear-old-key');
    const after = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    expect(after.arkServersNetSettings.serverKeys).toEqual(['clear-old-key']);
    expect(await repair()).toBe(0);
  });
});

describe('new managers', () => {
  it('notify the new manager and the owner once, nobody else', async () => {
    const { notifications, users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const count = async (name: string) => {
      const [u] = await t.ctx.db.select().from(users).where(eq(users.username, name));
      return (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, u!.id))).length;
    };
    const names = ['Demo Owner', 'Demo Viewer', 'Demo Manager', 'Demo Admin', 'Demo Stranger'];
    const before = await Promise.all(names.map(count));
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          managers: [...bot.managers, { discordId: '100000000000000005', permissions: ['Servers_View'] }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await Promise.all(names.map(count));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 0, 0, 0, 1]);
    // saving again without changes notifies nobody
    await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot: res.json() } });
    expect(await Promise.all(names.map(count))).toEqual(after);
  });
});
