import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, kits, players, shopRanks, users } from '../../db/schema';

const OWNER_DISCORD_ID = '100000000000000001';

let t: TestApp;
let otherBot: number;
let otherRank: number;
beforeAll(async () => {
  t = await createTestApp();
  const [b] = await t.ctx.db
    .insert(botInstances)
    .values({ guildId: '222222222222222222', ownerId: '999999999999999999' })
    .returning();
  otherBot = b!.id;
  otherRank = (
    await t.ctx.db
      .insert(shopRanks)
      .values({ botId: otherBot, name: 'Foreign', description: 'd', buyRoleEnabled: true })
      .returning()
  )[0]!.id;
});
afterAll(async () => t?.close());

const rank = (over: Record<string, unknown> = {}) => ({
  botId: t.botId,
  name: 'Gold',
  description: 'Shiny',
  discount: 5,
  ...over,
});
const ranksOf = async (botId = t.botId) =>
  t.ctx.db.select().from(shopRanks).where(eq(shopRanks.botId, botId));
const rankRow = async (id: number) =>
  (await t.ctx.db.select().from(shopRanks).where(eq(shopRanks.id, id)))[0];
const allRanks = async () => (await t.ctx.db.select().from(shopRanks)).length;
const post = (r: Record<string, unknown>, persona: 'owner' | 'manager' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'POST', url: '/api/role', payload: { role: r } });
const put = (r: Record<string, unknown>, persona: 'owner' | 'manager' | 'viewer' = 'owner') =>
  t.call(persona, { method: 'PUT', url: '/api/role', payload: { role: r } });
const del = (roleId: unknown, persona: 'owner' | 'manager' | 'viewer' | 'stranger' = 'owner') =>
  t.call(persona, { method: 'DELETE', url: '/api/role', payload: { roleId } });

describe('shop ranks', () => {
  it('lists only the instance ranks in sorting order', async () => {
    const res = await t.call('viewer', { method: 'GET', url: `/api/role/list/${t.botId}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['VIP', 'Survivor']);
    expect(list.every((r: { botId: number }) => r.botId === t.botId)).toBe(true);
  });

  it('keeps strangers, viewers, other instances and anonymous callers out', async () => {
    expect((await t.call('stranger', { method: 'GET', url: `/api/role/list/${t.botId}` })).statusCode).toBe(
      403,
    );
    expect((await t.call('owner', { method: 'GET', url: `/api/role/list/${otherBot}` })).statusCode).toBe(
      403,
    );
    for (const [method, url, payload] of [
      ['GET', `/api/role/list/${t.botId}`, undefined],
      ['POST', '/api/role', { role: rank() }],
      ['PUT', '/api/role', { role: { ...rank(), id: otherRank } }],
      ['DELETE', '/api/role', { roleId: otherRank }],
    ] as const) {
      expect((await t.call('anonymous', { method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }

    const vip = (await ranksOf())[0]!;
    const before = await allRanks();
    expect((await post(rank(), 'viewer')).statusCode).toBe(403);
    expect((await put({ ...vip, name: 'Hacked' }, 'viewer')).statusCode).toBe(403);
    expect((await del(vip.id, 'viewer')).statusCode).toBe(403);
    expect((await del(vip.id, 'stranger')).statusCode).toBe(403);
    expect(await allRanks()).toBe(before);
    expect(await rankRow(vip.id)).toEqual(vip);

    // a rank of instance B through instance A's owner: refused, nothing changes
    const foreign = await rankRow(otherRank);
    expect((await put({ ...rank(), id: otherRank, botId: t.botId, name: 'Stolen' })).statusCode).toBe(403);
    expect((await del(otherRank)).statusCode).toBe(403);
    expect((await post(rank({ botId: otherBot }))).statusCode).toBe(403);
    expect(await rankRow(otherRank)).toEqual(foreign);
    expect(await ranksOf(otherBot)).toHaveLength(1);
  });

  it('creates with the default price, updates from the stored instance, and deletes', async () => {
    const res = await post(rank());
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ botId: t.botId, name: 'Gold', buyRolePrice: 500, buyRoleEnabled: false });
    expect((await post(rank({ buyRolePrice: 0 }))).json().buyRolePrice).toBe(0);

    // the body's botId is ignored; a missing price keeps the stored one
    const { buyRolePrice: _p, ...noPrice } = created;
    const upd = await put({ ...noPrice, botId: otherBot, discount: 50 }, 'manager');
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ botId: t.botId, discount: 50, buyRolePrice: 500 });
    expect(await rankRow(created.id)).toMatchObject({ botId: t.botId, discount: 50, buyRolePrice: 500 });
    expect((await put({ ...rank(), id: 987654 })).statusCode).toBe(404);

    const d = await del(created.id, 'manager');
    expect(d.statusCode).toBe(200);
    expect(d.json()).toBe(true);
    expect(await rankRow(created.id)).toBeUndefined();
    expect((await del(created.id)).statusCode).toBe(404);
  });

  it('rejects bad input with the spec messages and writes nothing', async () => {
    const before = await allRanks();
    const bad = await post(rank({ discount: 101, description: 'x'.repeat(501), iconUrl: 'ftp://x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      discount: 'Discount must be a number between 0 and 100.',
      description: 'Description must be <= 500 characters',
      iconUrl: 'Icon URL must be a valid URL to a picture or icon',
    });
    const money = await post(rank({ passiveCredits: -1, buyRolePrice: -5, sortingIndex: -1 }));
    expect(money.statusCode).toBe(400);
    expect(money.json().fields).toEqual({
      passiveCredits: 'Passive credits must be a positive number',
      buyRolePrice: 'Price must be a positive number',
      sortingIndex: 'Sorting index must be a positive number',
    });
    const noBot = await post(rank({ botId: undefined }));
    expect(noBot.statusCode).toBe(400);
    expect(noBot.json().fields).toEqual({ botId: 'This field is required' });
    const vip = (await ranksOf())[0]!;
    expect((await put({ ...vip, name: '' })).json().fields).toEqual({ name: 'Name is required' });
    expect(await allRanks()).toBe(before);
    expect(await rankRow(vip.id)).toEqual(vip);
  });

  it('allows at most 10 buyable ranks per instance (10 ok, 11th refused)', async () => {
    // instance B's buyable rank does not count for instance A
    const buyable = (await ranksOf()).filter((r) => r.buyRoleEnabled).length;
    expect(buyable).toBe(1);
    for (let i = buyable; i < 10; i++)
      expect((await post(rank({ name: `B${i}`, buyRoleEnabled: true, buyRolePrice: 10 }))).statusCode).toBe(
        200,
      );
    const before = await allRanks();
    const eleventh = await post(rank({ name: 'B11', buyRoleEnabled: true }));
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().message).toBe('You have reached the maximum number of allowed buyable Shop Ranks');
    expect(await allRanks()).toBe(before);
    // a non-buyable rank can still be added
    expect((await post(rank({ name: 'Plain' }))).statusCode).toBe(200);

    // switching a non-buyable rank to buyable is refused; editing a buyable one (9 others) is fine
    const plain = (await ranksOf()).find((r) => !r.buyRoleEnabled)!;
    const toggle = await put({ ...plain, buyRoleEnabled: true });
    expect(toggle.statusCode).toBe(403);
    expect(toggle.json().message).toBe('You have reached the maximum number of allowed buyable Shop Ranks');
    expect(await rankRow(plain.id)).toEqual(plain);
    const b = (await ranksOf()).find((r) => r.buyRoleEnabled)!;
    expect((await put({ ...b, name: 'Renamed' })).statusCode).toBe(200);
    expect((await ranksOf()).filter((r) => r.buyRoleEnabled)).toHaveLength(10);

    // switching one off frees a place
    expect((await put({ ...b, buyRoleEnabled: false })).statusCode).toBe(200);
    expect((await put({ ...plain, buyRoleEnabled: true })).statusCode).toBe(200);

    // with 10 OTHER buyable ranks (an 11th written around the API), editing it as buyable is refused
    const [extra] = await t.ctx.db
      .insert(shopRanks)
      .values({ botId: t.botId, name: 'Extra', description: 'd', buyRoleEnabled: true })
      .returning();
    expect((await put({ ...extra!, name: 'Extra 2' })).statusCode).toBe(403);
    expect((await put({ ...extra!, buyRoleEnabled: false })).statusCode).toBe(200);
  });

  it('enforces the tier rank limit (Free: 10)', async () => {
    await t.ctx.db.update(users).set({ tier: 0 }).where(eq(users.discordId, OWNER_DISCORD_ID));
    try {
      const n = (await ranksOf()).length;
      expect(n).toBeGreaterThanOrEqual(10);
      const before = await allRanks();
      const res = await post(rank());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You have reached the maximum number of allowed Shop Ranks.');
      expect(await allRanks()).toBe(before);
    } finally {
      await t.ctx.db.update(users).set({ tier: 5 }).where(eq(users.discordId, OWNER_DISCORD_ID));
    }
    expect((await post(rank())).statusCode).toBe(200);
  });

  it('deleting a rank removes it from players and clears kits requiring it, in this instance only', async () => {
    const vip = (await ranksOf()).find((r) => r.name === 'VIP')!;
    const survivor = (await ranksOf()).find((r) => r.name === 'Survivor')!;
    const holders = (await t.ctx.db.select().from(players)).filter((p) => p.roles.includes(vip.id));
    expect(holders.length).toBeGreaterThan(0);
    const requiring = await t.ctx.db
      .select()
      .from(kits)
      .where(and(eq(kits.botId, t.botId), eq(kits.requiredRole, vip.id)));
    expect(requiring.length).toBeGreaterThan(0);
    // a player holding both ranks keeps the other one
    const [both] = await t.ctx.db
      .insert(players)
      .values({
        botId: t.botId,
        name: 'Both',
        discordId: '300000000000000099',
        discordName: 'both',
        roles: [survivor.id, vip.id],
      })
      .returning();
    // instance B's kit requiring B's rank is untouched
    const [foreignKit] = await t.ctx.db
      .insert(kits)
      .values({ botId: otherBot, name: 'F', description: 'd', requiredRole: otherRank })
      .returning();

    expect((await del(vip.id)).statusCode).toBe(200);
    expect(await rankRow(vip.id)).toBeUndefined();
    const after = await t.ctx.db.select().from(players);
    expect(after.filter((p) => p.roles.includes(vip.id))).toHaveLength(0);
    expect(after.find((p) => p.id === both!.id)!.roles).toEqual([survivor.id]);
    for (const h of holders)
      expect(after.find((p) => p.id === h.id)!.roles).toEqual(h.roles.filter((r) => r !== vip.id));
    for (const k of requiring) {
      const row = (await t.ctx.db.select().from(kits).where(eq(kits.id, k.id)))[0]!;
      expect(row.requiredRole).toBeNull();
      expect(row.name).toBe(k.name);
    }
    expect((await t.ctx.db.select().from(kits).where(eq(kits.id, foreignKit!.id)))[0]!.requiredRole).toBe(
      otherRank,
    );
    expect((await del(987654)).statusCode).toBe(404);
    const badBody = await del('abc');
    expect(badBody.statusCode).toBe(400);
  });
});
