import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { notifications, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('notifications', () => {
  it('lists, deletes one and clears only the caller own notifications', async () => {
    const [viewer] = await t.ctx.db.select().from(users).where(eq(users.username, 'Demo Viewer'));
    await t.ctx.db
      .insert(notifications)
      .values({ userId: viewer!.id, message: 'viewer note', link: '/servers' });
    const list = (await t.call('owner', { method: 'GET', url: '/api/notification' })).json();
    expect(list.length).toBe(3);
    expect(list.every((n: { message: string }) => n.message !== 'viewer note')).toBe(true);
    const viewerList = (await t.call('viewer', { method: 'GET', url: '/api/notification' })).json();
    // the owner cannot delete the viewer's notification
    const foreign = await t.call('owner', {
      method: 'DELETE',
      url: '/api/notification',
      payload: { notificationId: viewerList[0].id },
    });
    expect(foreign.statusCode).toBe(404);
    const one = await t.call('owner', {
      method: 'DELETE',
      url: '/api/notification',
      payload: { notificationId: list[0].id },
    });
    expect(one.statusCode).toBe(200);
    expect((await t.call('owner', { method: 'GET', url: '/api/notification' })).json()).toHaveLength(2);
    const clear = await t.call('owner', { method: 'DELETE', url: '/api/notification/clear' });
    expect(clear.statusCode).toBe(200);
    expect((await t.call('owner', { method: 'GET', url: '/api/notification' })).json()).toHaveLength(0);
    expect((await t.call('viewer', { method: 'GET', url: '/api/notification' })).json()).toHaveLength(1);
  });

  it('a writer stores the key and params; the API gives them with the English text', async () => {
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: { ...bot, managers: [...bot.managers, { discordId: '100000000000000005', permissions: [] }] },
      },
    });
    expect(res.statusCode).toBe(200);
    const [owner] = (await t.call('owner', { method: 'GET', url: '/api/notification' })).json();
    expect(owner).toMatchObject({
      key: 'managersAdded',
      params: { count: 1, guild: bot.guildName, named: 'true', ids: '100000000000000005' },
      message: `New manager added to ${bot.guildName}: 100000000000000005.`,
      link: '/permissions',
    });
    const [added] = (await t.call('stranger', { method: 'GET', url: '/api/notification' })).json();
    expect(added).toMatchObject({
      key: 'managerAdded',
      params: { guild: bot.guildName, named: 'true' },
      message: `You were added as a manager of ${bot.guildName}.`,
    });
  });
});
