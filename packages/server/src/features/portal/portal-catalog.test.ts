import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { portalCatalogSchema, Tier } from '@asa/domain';
import { botInstances, players, servers, users } from '../../db/schema';
import { DEMO_GUILD_ID, demoPersonas } from '../demo/personas';
import { DEMO_PLAYER_CREDITS, DEMO_PLAYER_EOS_ID } from '../demo/portal-player';
import { loadPortal, portalCatalog, PORTAL_NOT_FOUND } from './catalog';
import { KITS_NOT_OFFERED, RANKS_NOT_OFFERED } from './orders';
import { createPortalWorld, type PortalWorld } from './test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

describe('public catalog', () => {
  it('is written by the compiled serializer exactly as the zod parse wrote it (same fields, same order)', async () => {
    const res = await w.get('anonymous');
    expect(res.statusCode, res.body).toBe(200);
    const catalog = await portalCatalog(w.t.ctx, await loadPortal(w.t.ctx, DEMO_GUILD_ID));
    // an extra field is left out, as the parse did
    const withExtra = { ...catalog, secret: 'x', kits: catalog.kits.map((k) => ({ ...k, commands: ['x'] })) };
    expect(JSON.stringify(portalCatalogSchema.parse(withExtra))).toBe(res.body);
  });

  it('lists enabled kits in sorting order, shop ranks with buy prices and enabled servers, never commands', async () => {
    const hidden = await w.kit({ name: 'Disabled Kit', isEnabled: false });
    await w.kit({ name: 'Sorted Between', sortingIndex: 2 });
    await w.t.ctx.db.insert(servers).values({
      botId: w.t.botId,
      name: 'Switched Off',
      ip: '127.0.0.1',
      rconPort: 1,
      isEnabled: false,
    });
    const res = await w.get('anonymous');
    expect(res.statusCode, res.body).toBe(200);
    let c = res.json();
    expect(c).toMatchObject({
      guildId: DEMO_GUILD_ID,
      guildName: 'ARK Demo Cluster',
      isShopEnabled: true,
      kitsEnabled: true,
      shopRanksEnabled: true,
    });
    const names = c.kits.map((k: { name: string }) => k.name);
    expect(names.slice(0, 5)).toEqual([
      'Starter Set',
      'Dino Wipe',
      'Resource Choice',
      'Sorted Between',
      'Mystery Box',
    ]);
    expect(names).not.toContain(hidden.name);
    const choice = c.kits.find((k: { name: string }) => k.name === 'Resource Choice');
    expect(choice.kitType).toBe('multipleChoice');
    expect(choice.itemGroups.length).toBeGreaterThan(1);
    expect(choice.itemGroups[0]).toEqual({ index: 0, name: expect.any(String) });
    // Dino Wipe is limited to The Island, which counts once the instance turns server limits on
    const dino = () => c.kits.find((k: { name: string }) => k.name === 'Dino Wipe');
    expect(dino().serverIds).toEqual(c.servers.map((s: { id: number }) => s.id));
    const island = c.servers.find((s: { name: string }) => s.name === 'The Island');
    await w.saveSettings({ kitSettings: { enableServerLimits: true } });
    c = (await w.get('anonymous')).json();
    await w.saveSettings({ kitSettings: { enableServerLimits: false } });
    expect(dino().serverIds).toEqual([island.id]);
    expect(c.servers.map((s: { name: string }) => s.name)).not.toContain('Switched Off');
    expect(c.shopRanks).toEqual([
      expect.objectContaining({ name: 'VIP', discount: 10, passiveCredits: 50, buyPrice: 2000 }),
      expect.objectContaining({ name: 'Survivor', buyPrice: null }),
    ]);
    expect(res.body).not.toContain('GiveItemToPlayer');
    expect(res.body).not.toContain('rconPassword');
  });

  it('answers 404 for an unknown guild, a disabled portal, an inactive instance and a tier below 3', async () => {
    for (const guild of ['123456789012345678', 'not-a-guild', '%20'])
      expect((await w.get('anonymous', '', guild)).statusCode).toBe(404);
    const expect404 = async () => {
      for (const res of [
        await w.get('anonymous'),
        await w.get('player', '/me'),
        await w.post('player', 'buy', { kitId: 1, serverId: w.serverId }),
        await w.post('player', 'redeem', { kitId: 1, serverId: w.serverId }),
        await w.post('player', 'buyRank', { rankId: 1 }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().message).toBe(PORTAL_NOT_FOUND);
      }
    };
    const owner = eq(users.discordId, demoPersonas.owner.discordId);
    await w.t.ctx.db.update(users).set({ tier: Tier.Tier2 }).where(owner);
    await expect404();
    await w.t.ctx.db.update(users).set({ tier: Tier.Tier3 }).where(owner);
    expect((await w.get('anonymous')).statusCode).toBe(200);
    await w.t.ctx.db.update(users).set({ tier: demoPersonas.owner.tier }).where(owner);

    await w.saveSettings({ userPortalSettings: { isEnabled: false } });
    await expect404();
    await w.saveSettings({ userPortalSettings: { isEnabled: true } });

    await w.t.ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.id, w.t.botId));
    await expect404();
    await w.t.ctx.db.update(botInstances).set({ isActive: true }).where(eq(botInstances.id, w.t.botId));
    expect((await w.get('anonymous')).statusCode).toBe(200);
  });

  it('hides kits when the owner turned kits off, and shop ranks likewise; buying them is refused', async () => {
    await w.saveSettings({ userPortalSettings: { isKitsEnabled: false } });
    const c = (await w.get('anonymous')).json();
    expect(c.kitsEnabled).toBe(false);
    expect(c.kits).toEqual([]);
    expect(c.shopRanks.length).toBe(2);
    expect((await w.get('player', '/me')).json().kitPrices).toEqual([]);
    const buy = await w.post('player', 'buy', { kitId: c.shopRanks[0].id, serverId: w.serverId });
    expect(buy.statusCode).toBe(403);
    expect(buy.json().message).toBe(KITS_NOT_OFFERED);
    await w.saveSettings({ userPortalSettings: { isKitsEnabled: true, isShopRanksEnabled: false } });
    const c2 = (await w.get('anonymous')).json();
    expect(c2.kits.length).toBeGreaterThan(0);
    expect(c2.shopRanks).toEqual([]);
    const rank = await w.post('player', 'buyRank', { rankId: c.shopRanks[0].id });
    expect(rank.statusCode).toBe(403);
    expect(rank.json().message).toBe(RANKS_NOT_OFFERED);
    await w.saveSettings({ userPortalSettings: { isShopRanksEnabled: true } });
  });
});

describe('the player', () => {
  it('needs a login for /me and the actions', async () => {
    expect((await w.get('anonymous', '/me')).statusCode).toBe(401);
    expect((await w.post('anonymous', 'buy', { kitId: 1, serverId: w.serverId })).statusCode).toBe(401);
    expect((await w.post('anonymous', 'buyRank', { rankId: 1 })).statusCode).toBe(401);
  });

  it('is created once on the first visit, with the account name and 0 credits', async () => {
    expect(await w.playerOf('stranger')).toBeUndefined();
    const first = await w.get('stranger', '/me');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      player: {
        name: 'Demo Stranger',
        discordName: 'Demo Stranger',
        credits: 0,
        totalCreditsEarned: 0,
        eosId: '',
      },
      creditHistory: [],
      vouchers: [],
      shopRanks: [],
      purchases: [],
    });
    const [again] = await Promise.all([w.get('stranger', '/me'), w.get('stranger', '/me')]);
    expect(again.json().created).toBe(false);
    expect(again.json().player.id).toBe(first.json().player.id);
    const rows = await w.t.ctx.db
      .select()
      .from(players)
      .where(eq(players.discordId, demoPersonas.stranger.discordId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.botId).toBe(w.t.botId);
  });

  it('shows the demo player with balance, history, voucher, rank and per-player prices', async () => {
    const me = (await w.get('player', '/me')).json();
    expect(me.created).toBe(false);
    expect(me.player).toMatchObject({ name: 'Demo Player', eosId: DEMO_PLAYER_EOS_ID });
    expect(me.player.credits).toBeGreaterThan(0);
    expect(me.creditHistory.at(-1)).toMatchObject({
      amount: DEMO_PLAYER_CREDITS,
      reason: 'Starting credits',
    });
    expect(me.vouchers).toEqual([{ kitId: expect.any(Number), kitName: 'Mystery Box', count: 1 }]);
    expect(me.shopRanks.map((r: { name: string }) => r.name)).toEqual(['Survivor']);
    const starter = (await w.get('anonymous'))
      .json()
      .kits.find((k: { name: string }) => k.name === 'Starter Set');
    expect(me.kitPrices).toContainEqual({ kitId: starter.id, price: 150 });
  });
});
