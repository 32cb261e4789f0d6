import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getBot = async (persona: 'owner' | 'viewer' | 'manager' = 'owner') =>
  (await t.call(persona, { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];

describe('bot instances', () => {
  it('returns instances the caller owns or manages, none for strangers', async () => {
    for (const p of ['owner', 'viewer', 'manager'] as const) {
      const list = (await t.call(p, { method: 'GET', url: '/api/bots/forDiscordUser' })).json();
      expect(list.map((b: { id: number }) => b.id)).toEqual([t.botId]);
    }
    expect((await t.call('stranger', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()).toEqual([]);
    const bot = await getBot();
    expect(bot.discordActivitySettings.cooldownTimer).toBe(60);
    expect(bot.commandSettings.enableRegisterCommand).toBe(true);
  });

  it('saves settings groups with the matching edit permission only', async () => {
    const bot = await getBot('manager');
    const saved = await t.call('manager', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, kitSettings: { ...bot.kitSettings, enableBuyLimits: true } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kitSettings.enableBuyLimits).toBe(true);

    const viewerBot = await getBot('viewer');
    const denied = await t.call('viewer', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...viewerBot, kitSettings: { ...viewerBot.kitSettings, enableBuyLimits: false } } },
    });
    expect(denied.statusCode).toBe(403);
    expect((await getBot()).kitSettings.enableBuyLimits).toBe(true);
  });

  it('keeps managers and owner-only settings for the owner', async () => {
    const bot = await getBot('manager');
    const managers = await t.call('manager', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          managers: [...bot.managers, { discordId: '123456789012345678', permissions: ['FullAccess'] }],
        },
      },
    });
    expect(managers.statusCode).toBe(403);
    const activity = await t.call('manager', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...bot, discordActivitySettings: { ...bot.discordActivitySettings, cooldownTimer: 5 } },
      },
    });
    expect(activity.statusCode).toBe(403);
    const owner = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          managers: [...bot.managers, { discordId: '123456789012345678', permissions: ['Kits_View'] }],
        },
      },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().managers).toHaveLength(3);
  });

  it('names the saved managers who logged in (owner only)', async () => {
    const res = await t.call('owner', { method: 'GET', url: `/api/bots/managers?id=${t.botId}` });
    expect(res.statusCode).toBe(200);
    const people = res.json() as { discordId: string; username: string }[];
    expect(people).toContainEqual(
      expect.objectContaining({ discordId: '100000000000000003', username: 'Demo Manager' }),
    );
    expect(people.some((p) => p.discordId === '100000000000000001')).toBe(false);
    for (const p of ['manager', 'viewer', 'stranger'] as const)
      expect((await t.call(p, { method: 'GET', url: `/api/bots/managers?id=${t.botId}` })).statusCode).toBe(
        403,
      );
  });

  it('refuses a bad settings value with the spec message', async () => {
    const bot = await getBot();
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...bot, discordActivitySettings: { ...bot.discordActivitySettings, cooldownTimer: -1 } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toContain('Cooldown timer must be a positive number.');
  });

  it('enforces tier features when a group is switched on', async () => {
    // the demo instance has its player portal on: switch it off first (allowed at any tier)
    const on = await getBot();
    const off = { ...on, userPortalSettings: { ...on.userPortalSettings, isEnabled: false } };
    expect(
      (await t.call('owner', { method: 'PUT', url: '/api/bots', payload: { bot: off } })).statusCode,
    ).toBe(200);
    await t.ctx.db.update(users).set({ tier: 1 }).where(eq(users.discordId, '100000000000000001'));
    try {
      const bot = await getBot();
      const res = await t.call('owner', {
        method: 'PUT',
        url: '/api/bots',
        payload: { bot: { ...bot, userPortalSettings: { ...bot.userPortalSettings, isEnabled: true } } },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('User Portal is a Tier 3 feature.');
      const limits = (await t.call('owner', { method: 'GET', url: '/api/bots/limits' })).json();
      expect(limits[String(t.botId)].numServers).toBe(30);
    } finally {
      await t.ctx.db.update(users).set({ tier: 5 }).where(eq(users.discordId, '100000000000000001'));
    }
  });

  it('recreates the API key (owner only), stores it encrypted and hashed', async () => {
    expect(
      (
        await t.call('manager', {
          method: 'POST',
          url: '/api/bots/recreateApiKey',
          payload: { botId: t.botId },
        })
      ).statusCode,
    ).toBe(403);
    const a = (
      await t.call('owner', { method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: t.botId } })
    ).json();
    const b = (
      await t.call('owner', { method: 'POST', url: '/api/bots/recreateApiKey', payload: { botId: t.botId } })
    ).json();
    expect(a.apiSettings.apiKey).toHaveLength(32);
    expect(b.apiSettings.apiKey).not.toBe(a.apiSettings.apiKey);
    const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
    expect(JSON.stringify(row!.settings)).not.toContain(b.apiSettings.apiKey);
    // the API key cannot be set through PUT /api/bots
    const bot = await getBot();
    const put = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: { bot: { ...bot, apiSettings: { ...bot.apiSettings, apiKey: 'mine' } } },
    });
    expect(put.json().apiSettings.apiKey).toBe(b.apiSettings.apiKey);
  });

  it('reads channels, categories and roles from Discord for members of the instance', async () => {
    const channels = (
      await t.call('viewer', { method: 'GET', url: `/api/bots/channels?id=${t.botId}` })
    ).json();
    expect(channels.map((c: { name: string }) => c.name)).toContain('kit-shop');
    expect(channels.every((c: { type: number }) => c.type === 0)).toBe(true);
    const cats = (
      await t.call('viewer', { method: 'GET', url: `/api/bots/categories?id=${t.botId}` })
    ).json();
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['SHOP', 'COMMUNITY']);
    const roles = (await t.call('viewer', { method: 'GET', url: `/api/bots/roles?id=${t.botId}` })).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'VIP', 'Tribe Leader', 'Survivor']);
    const calls = t.discord.calls.filter((c) => c.endsWith('/roles')).length;
    await t.call('owner', { method: 'GET', url: `/api/bots/roles?id=${t.botId}` });
    expect(t.discord.calls.filter((c) => c.endsWith('/roles')).length).toBe(calls);
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/bots/roles?id=${t.botId}` })).statusCode,
    ).toBe(403);
  });

  it('deletes an instance (owner only)', async () => {
    expect(
      (await t.call('manager', { method: 'DELETE', url: '/api/bots', payload: { id: t.botId } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('owner', { method: 'DELETE', url: '/api/bots', payload: { id: t.botId } })).statusCode,
    ).toBe(200);
    expect(await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId))).toHaveLength(0);
  });
});
