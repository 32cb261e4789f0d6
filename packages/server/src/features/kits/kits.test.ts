import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sampleKitSchema } from '@asa/domain';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, kits, servers, shopRanks, users } from '../../db/schema';

const OWNER_DISCORD_ID = '100000000000000001';
const DEMO_SHOP_CHANNEL = '900000000000000101';

let t: TestApp;
let otherBot: number;
let otherKit: number;
let otherServer: number;
let otherRank: number;
let ownServer: number;
beforeAll(async () => {
  t = await createTestApp();
  // instance B: another guild of another owner, with a kit, a server and a rank
  const [b] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '900000000000000203', ownerId: '999999999999999999' })
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
  otherRank = (
    await t.ctx.db
      .insert(shopRanks)
      .values({ botId: otherBot, name: 'Foreign rank', description: 'd' })
      .returning()
  )[0]!.id;
  ownServer = (await t.ctx.db.select().from(servers).where(eq(servers.botId, t.botId)))[0]!.id;
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
const kitRow = async (id: number) => (await t.ctx.db.select().from(kits).where(eq(kits.id, id)))[0];
const post = (k: Record<string, unknown>, persona: 'owner' | 'manager' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'POST', url: '/api/kit', payload: { kit: k } });
const put = (k: Record<string, unknown>, persona: 'owner' | 'manager' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'PUT', url: '/api/kit', payload: { kit: k } });
const setTier = (tier: number) =>
  t.ctx.db.update(users).set({ tier }).where(eq(users.discordId, OWNER_DISCORD_ID));

/** Sets kit-settings fields of the demo instance directly (kitSettings holds no secrets). */
async function setKitSettings(values: Record<string, unknown>) {
  const [row] = await t.ctx.db.select().from(botInstances).where(eq(botInstances.id, t.botId));
  const settings = { ...row!.settings, kitSettings: { ...(row!.settings.kitSettings ?? {}), ...values } };
  await t.ctx.db.update(botInstances).set({ settings }).where(eq(botInstances.id, t.botId));
  t.ctx.cache.invalidate('instance', t.botId); // written past the service, so the test tells the cache
}

describe('kits: reading', () => {
  it('lists only the instance kits, ordered by sorting index then id', async () => {
    const res = await t.call('viewer', { method: 'GET', url: `/api/kit/list/${t.botId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBe(4);
    expect(list.every((k: { botId: number }) => k.botId === t.botId)).toBe(true);
    expect(list.map((k: { sortingIndex: number }) => k.sortingIndex)).toEqual([0, 1, 2, 3]);
    expect(list.map((k: { name: string }) => k.name)).not.toContain('Foreign');

    // ties on the sorting index fall back to the id
    const extra = await t.ctx.db
      .insert(kits)
      .values([
        { botId: t.botId, name: 'Tie B', description: 'd', sortingIndex: 1 },
        { botId: t.botId, name: 'Tie C', description: 'd', sortingIndex: 0 },
      ])
      .returning();
    const again = (await t.call('viewer', { method: 'GET', url: `/api/kit/list/${t.botId}` })).json();
    const keys = again.map((k: { sortingIndex: number; id: number }) => [k.sortingIndex, k.id]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(again.length).toBe(6);
    for (const e of extra) await t.ctx.db.delete(kits).where(eq(kits.id, e.id));
  });

  it('lists the running sale price and the stock left of each kit', async () => {
    const now = t.ctx.now().getTime();
    const [onSale, soldOut, later] = await t.ctx.db
      .insert(kits)
      .values([
        { botId: t.botId, name: 'Sale', description: 'd', price: 150, salePercent: 20, stock: 3 },
        { botId: t.botId, name: 'Gone', description: 'd', price: 10, stock: 0 },
        {
          botId: t.botId,
          name: 'Later',
          description: 'd',
          price: 10,
          salePercent: 50,
          saleFrom: new Date(now + 3_600_000),
        },
      ])
      .returning();
    const list = (await t.call('viewer', { method: 'GET', url: `/api/kit/list/${t.botId}` })).json();
    const row = (id: number) => list.find((k: { id: number }) => k.id === id);
    expect(row(onSale!.id)).toMatchObject({ salePrice: 120, stockLeft: 3 });
    expect(row(soldOut!.id)).toMatchObject({ salePrice: null, stockLeft: 0 });
    expect(row(later!.id)).toMatchObject({ salePrice: null, stockLeft: null });
    for (const k of [onSale, soldOut, later]) await t.ctx.db.delete(kits).where(eq(kits.id, k!.id));
  });

  it('keeps strangers and anonymous callers out', async () => {
    expect((await t.call('stranger', { method: 'GET', url: `/api/kit/list/${t.botId}` })).statusCode).toBe(
      403,
    );
    expect((await t.call('owner', { method: 'GET', url: `/api/kit/list/${otherBot}` })).statusCode).toBe(403);
    expect((await t.call('owner', { method: 'GET', url: '/api/kit/list/987654' })).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', `/api/kit/list/${t.botId}`, undefined],
      ['GET', '/api/kit/samples', undefined],
      ['POST', '/api/kit', { kit: kit() }],
      ['PUT', '/api/kit', { kit: { ...kit(), id: otherKit } }],
      ['DELETE', '/api/kit', { kitId: otherKit }],
    ] as const) {
      const res = await t.call('anonymous', { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('offers at least 6 sample kits, each valid, covering every kit type', async () => {
    const res = await t.call('stranger', { method: 'GET', url: '/api/kit/samples' });
    expect(res.statusCode).toBe(200);
    const samples = res.json();
    expect(samples.length).toBeGreaterThanOrEqual(6);
    for (const s of samples) expect(sampleKitSchema.safeParse(s).success, s.id).toBe(true);
    expect(new Set(samples.map((s: { id: string }) => s.id)).size).toBe(samples.length);
    expect(samples.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['starter', 'dino-wipe', 'event', 'time-of-day']),
    );
    expect(new Set(samples.map((s: { kit: { kitType: string } }) => s.kit.kitType))).toEqual(
      new Set(['normal', 'multipleChoice', 'random']),
    );
    // a sample can be posted as a kit as it is
    const created = await post({ ...samples[0].kit, botId: t.botId });
    expect(created.statusCode).toBe(200);
    await t.ctx.db.delete(kits).where(eq(kits.id, created.json().id));
  });
});

describe('kits: writing', () => {
  it('creates a kit, keeps only own server ids, renumbers items, and deletes it', async () => {
    const res = await post(
      kit({
        serverIds: [ownServer, otherServer, 999999],
        messageId: 'client-sent',
        itemGroups: [{ index: 7, name: 'a', items: [{ index: 9, command: 'x' }] }],
      }),
      'manager',
    );
    expect(res.statusCode).toBe(200);
    const k = res.json();
    expect(k.botId).toBe(t.botId);
    expect(k.channelId).toBe(DEMO_SHOP_CHANNEL);
    expect(k.messageId).toBe('');
    expect(k.serverIds).toEqual([ownServer]);
    expect(k.itemGroups).toEqual([{ index: 0, name: 'a', items: [{ index: 0, command: 'x' }], weight: 1 }]);
    expect((await kitRow(k.id))!.serverIds).toEqual([ownServer]);

    const del = await t.call('manager', { method: 'DELETE', url: '/api/kit', payload: { kitId: k.id } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(true);
    expect(await kitRow(k.id)).toBeUndefined();
    const again = await t.call('owner', { method: 'DELETE', url: '/api/kit', payload: { kitId: k.id } });
    expect(again.statusCode).toBe(404);
  });

  it('a new kit with empty channel, Discord role and rank takes the kit-settings defaults', async () => {
    const vip = (await t.ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, t.botId)))[0]!;
    await setKitSettings({
      defaultChannelId: '900000000000000105',
      defaultDiscordRoleId: '900000000000000202',
      defaultBotRoleId: vip.id,
    });
    try {
      const d = (await post(kit())).json();
      expect(d).toMatchObject({
        channelId: '900000000000000105',
        requiredDiscordRoleId: '900000000000000202',
        requiredRole: vip.id,
      });
      // given values win over the defaults
      const own = (
        await post(kit({ channelId: '900000000000000104', requiredDiscordRoleId: '900000000000000203' }))
      ).json();
      expect(own).toMatchObject({
        channelId: '900000000000000104',
        requiredDiscordRoleId: '900000000000000203',
        requiredRole: vip.id,
      });
      // a default rank that is not a rank of this instance is not carried over
      await setKitSettings({ defaultBotRoleId: otherRank });
      const stale = await post(kit());
      expect(stale.statusCode).toBe(200);
      expect(stale.json().requiredRole).toBeNull();
      // editing does not re-apply defaults
      const edited = (
        await put({ ...d, channelId: '', requiredDiscordRoleId: '', requiredRole: null })
      ).json();
      expect(edited).toMatchObject({ channelId: '', requiredDiscordRoleId: '', requiredRole: null });
      for (const id of [d.id, own.id, stale.json().id]) await t.ctx.db.delete(kits).where(eq(kits.id, id));
    } finally {
      await setKitSettings({
        defaultChannelId: DEMO_SHOP_CHANNEL,
        defaultDiscordRoleId: '',
        defaultBotRoleId: null,
      });
    }
  });

  it('updates from the stored instance, drops foreign server ids, and clears the message id on a channel change', async () => {
    const [row] = await t.ctx.db
      .insert(kits)
      .values({
        botId: t.botId,
        name: 'Posted',
        description: 'd',
        channelId: '900000000000000101',
        messageId: '555',
      })
      .returning();
    const same = await put({
      ...kit(),
      id: row!.id,
      botId: otherBot,
      channelId: '900000000000000101',
      name: 'Renamed',
      messageId: 'ignored',
      serverIds: [ownServer, otherServer],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      botId: t.botId,
      name: 'Renamed',
      messageId: '555',
      serverIds: [ownServer],
    });
    const moved = await put({ ...kit(), id: row!.id, channelId: '900000000000000104' }, 'manager');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().messageId).toBe('');
    expect(await kitRow(row!.id)).toMatchObject({
      botId: t.botId,
      channelId: '900000000000000104',
      messageId: '',
    });
    expect((await put({ ...kit(), id: 987654 })).statusCode).toBe(404);
    await t.ctx.db.delete(kits).where(eq(kits.id, row!.id));
  });

  it('refuses Item Choice kits with 26 groups and other bad input, writing nothing', async () => {
    const before = await kitCount();
    const res = await post(
      kit({ kitType: 'multipleChoice', itemGroups: Array.from({ length: 26 }, (_, i) => group(i)) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      itemGroups: 'Choice Kits can only have up to 25 item groups. This is a Discord limitation.',
    });
    const bad = await post(kit({ price: -1, maxBuys: 1.5, name: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Name is required',
      price: 'Price must be 0 or a positive number',
      maxBuys: 'Maximum Buys must be a whole number',
    });
    const noBot = await post(kit({ botId: undefined }));
    expect(noBot.statusCode).toBe(400);
    expect(noBot.json().fields).toEqual({ botId: 'This field is required' });
    const foreignRank = await post(kit({ requiredRole: otherRank }));
    expect(foreignRank.statusCode).toBe(400);
    expect(foreignRank.json().fields).toEqual({ requiredRole: 'The required shop rank does not exist.' });
    expect(await kitCount()).toBe(before);

    // the same rules on edit: nothing changes
    const [seeded] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    const choice = await put({
      ...seeded,
      kitType: 'multipleChoice',
      itemGroups: Array.from({ length: 26 }, (_, i) => group(i)),
    });
    expect(choice.statusCode).toBe(400);
    const rank = await put({ ...kit(), id: seeded!.id, requiredRole: otherRank });
    expect(rank.statusCode).toBe(400);
    expect(await kitRow(seeded!.id)).toEqual(seeded);

    // 25 groups are fine
    const ok = await post(
      kit({ kitType: 'multipleChoice', itemGroups: Array.from({ length: 25 }, (_, i) => group(i)) }),
    );
    expect(ok.statusCode).toBe(200);
    await t.ctx.db.delete(kits).where(eq(kits.id, ok.json().id));
  });

  it('keeps viewers out of writes', async () => {
    const [seeded] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    const before = await kitCount();
    expect((await post(kit(), 'viewer')).statusCode).toBe(403);
    expect((await put({ ...kit(), id: seeded!.id, name: 'Hacked' }, 'viewer')).statusCode).toBe(403);
    expect(
      (await t.call('viewer', { method: 'DELETE', url: '/api/kit', payload: { kitId: seeded!.id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('stranger', { method: 'DELETE', url: '/api/kit', payload: { kitId: seeded!.id } }))
        .statusCode,
    ).toBe(403);
    expect(await kitCount()).toBe(before);
    expect(await kitRow(seeded!.id)).toEqual(seeded);
  });

  it('keeps other instances out: a kit of instance B cannot be changed through instance A', async () => {
    const before = await kitRow(otherKit);
    const viaA = await put({ ...kit(), id: otherKit, botId: t.botId, name: 'Stolen' });
    expect(viaA.statusCode).toBe(403);
    const del = await t.call('owner', { method: 'DELETE', url: '/api/kit', payload: { kitId: otherKit } });
    expect(del.statusCode).toBe(403);
    const create = await post(kit({ botId: otherBot }));
    expect(create.statusCode).toBe(403);
    expect(await kitRow(otherKit)).toEqual(before);
    expect(await t.ctx.db.select().from(kits).where(eq(kits.botId, otherBot))).toHaveLength(1);
  });

  it('enforces the tier kit and item limits (Free: 20 kits, 20 items per kit)', async () => {
    await setTier(0);
    try {
      const before = await kitCount();
      const items = await post(kit({ itemGroups: [group(0, 11), group(1, 10)] }));
      expect(items.statusCode).toBe(403);
      expect(items.json().message).toBe('You have reached the maximum number of allowed items per kit.');
      expect(await kitCount()).toBe(before);
      expect((await post(kit({ itemGroups: [group(0, 10), group(1, 10)] }))).statusCode).toBe(200);

      // the item limit also holds on edit
      const [seeded] = await t.ctx.db
        .select()
        .from(kits)
        .where(and(eq(kits.botId, t.botId), eq(kits.sortingIndex, 0)))
        .limit(1);
      const edit = await put({ ...seeded, itemGroups: [group(0, 21)] });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe('You have reached the maximum number of allowed items per kit.');
      expect(await kitRow(seeded!.id)).toEqual(seeded);

      const own = async () => (await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId))).length;
      while ((await own()) < 20) expect((await post(kit())).statusCode).toBe(200);
      const over = await post(kit());
      expect(over.statusCode).toBe(403);
      expect(over.json().message).toBe('You have reached the maximum number of allowed kits.');
      expect(await own()).toBe(20);
      // editing at the limit is still allowed
      expect((await put({ ...seeded, name: 'Still editable' })).statusCode).toBe(200);
    } finally {
      await setTier(5);
    }
    // back on the owner's real tier, there is room again
    expect((await post(kit())).statusCode).toBe(200);
  });
});
