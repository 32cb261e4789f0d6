import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defaultBotSettings } from '@asa/domain';
import { botInstances, creditHistory, players, purchases, shopRanks } from '../../db/schema';
import { encryptSettings } from '../bots/secrets';
import { demoPersonas } from '../demo/personas';
import { DEMO_PLAYER_EOS_ID } from '../demo/portal-player';
import { PORTAL_RATE_LIMIT, PORTAL_RATE_MESSAGE } from './routes';
import { createPortalWorld, type PortalWorld } from './test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

describe('buying and redeeming', () => {
  it('buys a shop rank once', async () => {
    const [vip] = await w.t.ctx.db
      .select()
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, w.t.botId), eq(shopRanks.name, 'VIP')));
    await w.setCredits('player', 2500);
    const res = await w.post('player', 'buyRank', { rankId: vip!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credits).toBe(500);
    expect(res.json().shopRanks.map((r: { name: string }) => r.name)).toContain('VIP');
    const again = await w.post('player', 'buyRank', { rankId: vip!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have the shop rank "VIP".');
    const survivor = (await w.get('anonymous'))
      .json()
      .shopRanks.find((r: { name: string }) => r.name === 'Survivor');
    const notForSale = await w.post('player', 'buyRank', { rankId: survivor.id });
    expect(notForSale.statusCode).toBe(403);
    expect(notForSale.json().message).toBe('The shop rank "Survivor" cannot be bought.');
  });

  it("shows the player how much of a kit's buy limit is left and refuses past it", async () => {
    await w.saveSettings({ kitSettings: { enableBuyLimits: true } });
    const kit = await w.kit({ name: 'Limited', price: 10, useBuyLimit: true, maxBuys: 2, resetAt: 'weekly' });
    await w.setCredits('player', 100);
    const limitOf = async () =>
      (await w.get('player', '/me')).json().buyLimits.find((l: { kitId: number }) => l.kitId === kit.id);
    const first = await limitOf();
    expect(first).toMatchObject({ kitId: kit.id, maxBuys: 2, used: 0 });
    // the window ends next Monday 00:00 UTC
    const resets = new Date(first.resetsAt);
    expect([resets.getUTCDay(), resets.getUTCHours(), resets.getUTCMinutes()]).toEqual([1, 0, 0]);
    expect(resets.getTime()).toBeGreaterThan(w.t.ctx.now().getTime());
    for (let i = 0; i < 2; i++) {
      const res = await w.post('player', 'buy', { kitId: kit.id, serverId: w.serverId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await limitOf()).toMatchObject({ used: 2 });
    const refused = await w.post('player', 'buy', { kitId: kit.id, serverId: w.serverId });
    expect(refused.statusCode).toBe(409);
    const me = (await w.get('player', '/me')).json();
    const price = me.kitPrices.find((k: { kitId: number }) => k.kitId === kit.id).price;
    expect(me.player.credits).toBe(100 - 2 * price);
    // kits without a limit are not listed
    const plain = await w.kit({ name: 'Unlimited' });
    const limits = (await w.get('player', '/me')).json().buyLimits as { kitId: number }[];
    expect(limits.some((l) => l.kitId === plain.id)).toBe(false);
    await w.saveSettings({ kitSettings: { enableBuyLimits: false } });
  });

  it('never touches the player of another instance with the same Discord id', async () => {
    const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
    settings.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
    const [other] = await w.t.ctx.db
      .insert(botInstances)
      .values({
        guildId: '900000000000000777',
        guildName: 'Other Cluster',
        ownerId: demoPersonas.owner.discordId,
        isShopEnabled: true,
        settings: encryptSettings(settings, w.t.ctx.secrets),
      })
      .returning();
    const [theirs] = await w.t.ctx.db
      .insert(players)
      .values({
        botId: other!.id,
        name: 'Elsewhere',
        discordName: 'elsewhere',
        discordId: demoPersonas.player.discordId,
        eosId: DEMO_PLAYER_EOS_ID,
        credits: 500,
      })
      .returning();
    const theirKit = await w.kit({ name: 'Their Kit', price: 10 }, other!.id);
    const k = await w.kit({ name: 'Our Kit', price: 10 });
    await w.setCredits('player', 100);
    await w.t.ctx.db
      .update(players)
      .set({ roles: [] })
      .where(eq(players.id, (await w.playerOf('player'))!.id));
    expect((await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId })).json().status).toBe(
      'delivered',
    );
    // their kit through our portal, our server through theirs: not found, nothing charged
    expect((await w.post('player', 'buy', { kitId: theirKit.id, serverId: w.serverId })).statusCode).toBe(
      404,
    );
    expect(
      (await w.post('player', 'buy', { kitId: theirKit.id, serverId: w.serverId }, other!.guildId))
        .statusCode,
    ).toBe(404);
    const mine = (await w.get('player', '/me', other!.guildId)).json();
    expect(mine.player).toMatchObject({ id: theirs!.id, name: 'Elsewhere', credits: 500 });
    expect(mine.purchases).toEqual([]);
    expect((await w.t.ctx.db.select().from(players).where(eq(players.id, theirs!.id)))[0]!.credits).toBe(500);
    expect(
      await w.t.ctx.db.select().from(creditHistory).where(eq(creditHistory.playerId, theirs!.id)),
    ).toEqual([]);
    expect(await w.t.ctx.db.select().from(purchases).where(eq(purchases.botId, other!.id))).toEqual([]);
    expect((await w.playerOf('player'))!.credits).toBe(90);
  });

  it('limits the actions per user', async () => {
    for (let i = 0; i < PORTAL_RATE_LIMIT; i++)
      expect((await w.post('viewer', 'buy', { kitId: 99999999, serverId: w.serverId })).statusCode).toBe(404);
    const limited = await w.post('viewer', 'redeem', { kitId: 99999999, serverId: w.serverId });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(PORTAL_RATE_MESSAGE);
    // another user is not limited
    expect((await w.post('manager', 'buy', { kitId: 99999999, serverId: w.serverId })).statusCode).toBe(404);
  });
});
