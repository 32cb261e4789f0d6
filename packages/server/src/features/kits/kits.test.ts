import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kitInputSchema } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, kits, servers, users } from '../../db/schema';

let t: TestApp;
let otherBot: number;
let otherKit: number;
let otherServer: number;
beforeAll(async () => {
  t = await createTestApp();
  const [b] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '222222222222222222', ownerId: '999999999999999999' })
    .returning();
  otherBot = b!.id;
  otherKit = (
    await t.ctx.db.insert(kits).values({ botId: otherBot, name: 'Foreign', description: 'd' }).returning()
  )[0]!.id;
  otherServer = (
    await t.ctx.db
      .insert(servers)
      .values({ botId: otherBot, name: 'F', ip: '1.1.1.1', rconPort: 1 })
      .returning()
  )[0]!.id;
});
afterAll(async () => t?.close());

const group = (i: number, items = 1) => ({
  index: i,
  name: `G${i}`,
  items: Array.from({ length: items }, (_, j) => ({ index: j, command: `cmd ${j}` })),
});
const kit = (over: Record<string, unknown> = {}) => ({
  botId: t.botId,
  name: 'Starter',
  description: 'desc',
  price: 100,
  itemGroups: [group(0, 2)],
  ...over,
});
const kitCount = async () => (await t.ctx.db.select().from(kits)).length;

describe('kits', () => {
  it('lists only the instance kits in sorting order', async () => {
    const list = (await t.call('viewer', { method: 'GET', url: `/api/kit/list/${t.botId}` })).json();
    expect(list.length).toBe(4);
    expect(list.every((k: { botId: number }) => k.botId === t.botId)).toBe(true);
    expect(list.map((k: { sortingIndex: number }) => k.sortingIndex)).toEqual([0, 1, 2, 3]);
  });

  it('creates with the kit-settings defaults, keeps only own server ids, and renumbers items', async () => {
    const own = (await t.call('owner', { method: 'GET', url: `/api/server/list/${t.botId}` })).json()[0].id;
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/kit',
      payload: {
        kit: kit({
          serverIds: [own, otherServer],
          itemGroups: [{ index: 7, name: 'a', items: [{ index: 9, command: 'x' }] }],
        }),
      },
    });
    expect(res.statusCode).toBe(200);
    const k = res.json();
    expect(k.channelId).toBe('900000000000000101');
    expect(k.serverIds).toEqual([own]);
    expect(k.itemGroups[0]).toEqual({ index: 0, name: 'a', items: [{ index: 0, command: 'x' }] });
  });

  it('a changed channel clears the message id', async () => {
    const [row] = await t.ctx.db
      .insert(kits)
      .values({ botId: t.botId, name: 'Posted', description: 'd', channelId: '1', messageId: '555' })
      .returning();
    const same = await t.call('owner', {
      method: 'PUT',
      url: '/api/kit',
      payload: { kit: { ...kit(), id: row!.id, channelId: '1', name: 'Renamed' } },
    });
    expect(same.json().messageId).toBe('555');
    const moved = await t.call('owner', {
      method: 'PUT',
      url: '/api/kit',
      payload: { kit: { ...kit(), id: row!.id, channelId: '2' } },
    });
    expect(moved.json().messageId).toBe('');
  });

  it('refuses Item Choice kits with 26 groups and other bad input, writing nothing', async () => {
    const before = await kitCount();
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/kit',
      payload: {
        kit: kit({ kitType: 'multipleChoice', itemGroups: Array.from({ length: 26 }, (_, i) => group(i)) }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.itemGroups).toBe(
      'Choice Kits can only have up to 25 item groups. This is a Discord limitation.',
    );
    const bad = await t.call('owner', {
      method: 'POST',
      url: '/api/kit',
      payload: { kit: kit({ price: -1, maxBuys: 1.5 }) },
    });
    expect(bad.json().fields).toEqual({
      price: 'Price must be 0 or a positive number',
      maxBuys: 'Maximum Buys must be a whole number',
    });
    expect(await kitCount()).toBe(before);
  });

  it('enforces the tier kit and item limits', async () => {
    await t.ctx.db.update(users).set({ tier: 0 }).where(eq(users.discordId, '100000000000000001'));
    try {
      const items = await t.call('owner', {
        method: 'POST',
        url: '/api/kit',
        payload: { kit: kit({ itemGroups: [group(0, 21)] }) },
      });
      expect(items.statusCode).toBe(403);
      expect(items.json().message).toBe('You have reached the maximum number of allowed items per kit.');
      let last = 200;
      for (let i = 0; i < 20 && last === 200; i++)
        last = (await t.call('owner', { method: 'POST', url: '/api/kit', payload: { kit: kit() } }))
          .statusCode;
      expect(last).toBe(403);
      expect((await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId))).length).toBe(20);
    } finally {
      await t.ctx.db.update(users).set({ tier: 5 }).where(eq(users.discordId, '100000000000000001'));
    }
  });

  it('keeps other instances out: foreign kit ids and foreign ranks', async () => {
    const put = await t.call('owner', {
      method: 'PUT',
      url: '/api/kit',
      payload: { kit: { ...kit(), id: otherKit, botId: t.botId } },
    });
    expect(put.statusCode).toBe(403);
    const del = await t.call('owner', { method: 'DELETE', url: '/api/kit', payload: { kitId: otherKit } });
    expect(del.statusCode).toBe(403);
    expect((await t.ctx.db.select().from(kits).where(eq(kits.id, otherKit)))[0]!.name).toBe('Foreign');
    expect((await t.call('owner', { method: 'GET', url: `/api/kit/list/${otherBot}` })).statusCode).toBe(403);
    expect(
      (await t.call('viewer', { method: 'POST', url: '/api/kit', payload: { kit: kit() } })).statusCode,
    ).toBe(403);
  });

  it('offers at least 6 valid sample kits', async () => {
    const samples = (await t.call('stranger', { method: 'GET', url: '/api/kit/samples' })).json();
    expect(samples.length).toBeGreaterThanOrEqual(6);
    for (const s of samples) expect(kitInputSchema.safeParse(s.kit).success).toBe(true);
    expect(samples.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['starter', 'dino-wipe', 'event', 'time-of-day']),
    );
    expect(new Set(samples.map((s: { kit: { kitType: string } }) => s.kit.kitType))).toEqual(
      new Set(['normal', 'multipleChoice', 'random']),
    );
  });
});
