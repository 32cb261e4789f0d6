import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { kv, players } from '../../../db/schema';
import { addShopRank, buyShopRank, kitCatalog, removeShopRank, tradeShopRank } from '..';
import { createShopWorld, group, type ShopWorld, refusal } from '../fixtures';
import { creditPassiveIncome, runPassiveIncome } from './passive-income';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());
afterEach(() => w.setClock());

const rankInput = (playerId: number, rankId: number) => ({ botId: w.botId, playerId, rankId, actor: 'test' });

describe('shop ranks', () => {
  it('buy: charges buyRolePrice once; already held is a 409; switches and buyability are enforced', async () => {
    const p = await w.addPlayer({ credits: 500 });
    const after = await buyShopRank(w.t.ctx, rankInput(p.id, w.ranks.vip));
    expect([after.credits, after.roles]).toEqual([200, [w.ranks.vip]]);
    expect((await w.history(p.id)).map((h) => [h.amount, h.reason])).toEqual([
      [-300, 'Bought shop rank VIP'],
    ]);
    let e = await refusal(buyShopRank(w.t.ctx, rankInput(p.id, w.ranks.vip)));
    expect([e.status, e.message]).toEqual([409, shopMessages.rankAlreadyHeld('VIP')]);
    e = await refusal(buyShopRank(w.t.ctx, rankInput(p.id, w.ranks.gold)));
    expect([e.status, e.message]).toEqual([403, shopMessages.rankNotBuyable('Gold')]);
    const poor = await w.addPlayer({ credits: 299 });
    e = await refusal(buyShopRank(w.t.ctx, rankInput(poor.id, w.ranks.vip)));
    expect([e.status, e.message]).toEqual([409, shopMessages.notEnoughCredits('VIP', 300, 299)]);
    await w.setSettings('shopRoleSettings', { isBuyingEnabled: false });
    try {
      e = await refusal(buyShopRank(w.t.ctx, rankInput(poor.id, w.ranks.vip)));
      expect([e.status, e.message]).toEqual([403, shopMessages.rankBuyingDisabled]);
    } finally {
      await w.setSettings('shopRoleSettings', { isBuyingEnabled: true });
    }
    expect((await w.player(poor.id)).roles).toEqual([]);
    expect((await refusal(buyShopRank(w.t.ctx, rankInput(p.id, 99999999)))).status).toBe(404);
  });

  it('add and remove: admin actions without charge', async () => {
    const p = await w.addPlayer({ name: 'Argy' });
    expect((await addShopRank(w.t.ctx, rankInput(p.id, w.ranks.gold))).roles).toEqual([w.ranks.gold]);
    expect((await refusal(addShopRank(w.t.ctx, rankInput(p.id, w.ranks.gold)))).message).toBe(
      shopMessages.playerHasRank('Argy', 'Gold'),
    );
    expect((await removeShopRank(w.t.ctx, rankInput(p.id, w.ranks.gold))).roles).toEqual([]);
    expect((await refusal(removeShopRank(w.t.ctx, rankInput(p.id, w.ranks.gold)))).message).toBe(
      shopMessages.playerLacksRank('Argy', 'Gold'),
    );
    expect((await w.player(p.id)).credits).toBe(1000);
    expect(await w.history(p.id)).toEqual([]);
    // a player of another instance is not found
    const [stranger] = await w.t.ctx.db.select().from(players).where(eq(players.botId, w.t.botId));
    expect((await refusal(addShopRank(w.t.ctx, rankInput(stranger!.id, w.ranks.gold)))).status).toBe(404);
  });

  it('trade: moves the rank when allowed; from must hold it, to must not', async () => {
    const a = await w.addPlayer({ name: 'Alice', roles: [w.ranks.gold] });
    const b = await w.addPlayer({ name: 'Bob' });
    const trade = (from: number, to: number) =>
      tradeShopRank(w.t.ctx, {
        botId: w.botId,
        fromPlayerId: from,
        toPlayerId: to,
        rankId: w.ranks.gold,
        actor: 't',
      });
    const moved = await trade(a.id, b.id);
    expect([moved.from.roles, moved.to.roles]).toEqual([[], [w.ranks.gold]]);
    expect((await refusal(trade(a.id, b.id))).message).toBe(shopMessages.playerLacksRank('Alice', 'Gold'));
    await addShopRank(w.t.ctx, rankInput(a.id, w.ranks.gold));
    expect((await refusal(trade(a.id, b.id))).message).toBe(shopMessages.playerHasRank('Bob', 'Gold'));
    expect((await refusal(trade(a.id, a.id))).status).toBe(400);
    // opposite trades at the same time: rows are locked in id order, so both finish (one of them refused)
    await removeShopRank(w.t.ctx, rankInput(a.id, w.ranks.gold));
    const both = await Promise.allSettled([trade(b.id, a.id), trade(a.id, b.id)]);
    expect(both.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    const holders = [await w.player(a.id), await w.player(b.id)].filter((p) =>
      p.roles.includes(w.ranks.gold),
    );
    expect(holders).toHaveLength(1);
    await w.setSettings('shopRoleSettings', { isRoleTradingAllowed: false });
    try {
      const e = await refusal(trade(holders[0]!.id, holders[0]!.id === a.id ? b.id : a.id));
      expect([e.status, e.message]).toEqual([403, shopMessages.tradingNotAllowed]);
    } finally {
      await w.setSettings('shopRoleSettings', { isRoleTradingAllowed: true });
    }
  });
});

describe('passive income', () => {
  it('credits the sum of held ranks once per UTC day, even when run twice or concurrently', async () => {
    const both = await w.addPlayer({ credits: 0, roles: [w.ranks.vip, w.ranks.gold, 424242] });
    const bronze = await w.addPlayer({ credits: 0, roles: [w.ranks.bronze] });
    const none = await w.addPlayer({ credits: 0 });
    w.setClock('2031-06-15T10:00:00Z');
    await runPassiveIncome(w.t.ctx);
    const [again, parallel] = await Promise.all([
      creditPassiveIncome(w.t.ctx, { id: w.botId }),
      runPassiveIncome(w.t.ctx),
    ]);
    expect(again).toBe(0);
    expect(parallel).toBe(0);
    w.setClock('2031-06-15T23:59:59Z');
    await runPassiveIncome(w.t.ctx);
    expect((await w.player(both.id)).credits).toBe(70);
    expect((await w.player(bronze.id)).credits).toBe(0);
    expect((await w.player(none.id)).credits).toBe(0);
    expect((await w.history(both.id)).map((h) => [h.amount, h.reason])).toEqual([[70, 'Passive income']]);
    w.setClock('2031-06-16T00:00:01Z');
    await runPassiveIncome(w.t.ctx);
    const after = await w.player(both.id);
    expect([after.credits, after.totalCreditsEarned]).toEqual([140, 140]);
    const claims = await w.t.ctx.db
      .select()
      .from(kv)
      .where(like(kv.key, `passive-income:${w.botId}:%`));
    expect(claims.map((c) => c.key).sort()).toEqual([
      `passive-income:${w.botId}:2031-06-15`,
      `passive-income:${w.botId}:2031-06-16`,
    ]);
  });
});

describe('kit catalog', () => {
  it('lists enabled kits by channel with price, group names and allowed servers', async () => {
    const a = await w.addKit({
      name: 'Cat A',
      channelId: '800000000000000001',
      price: 40,
      kitType: 'multipleChoice',
      itemGroups: [group(1, 'Second', ['x']), group(0, 'First', ['y'])],
      useServerLimit: true,
      serverGroups: ['PvP'],
    });
    await w.addKit({ name: 'Cat Off', channelId: '800000000000000001', isEnabled: false });
    const b = await w.addKit({
      name: 'Cat B',
      channelId: '800000000000000002',
      useBuyLimit: true,
      maxBuys: 2,
      resetAt: 'weekly',
    });
    const catalog = await kitCatalog(w.t.ctx, w.botId);
    const ch1 = catalog.find((c) => c.channelId === '800000000000000001')!;
    expect(ch1.kits.map((k) => k.name)).toEqual(['Cat A']);
    expect(ch1.kits[0]).toMatchObject({
      id: a.id,
      price: 40,
      itemGroups: [
        { index: 0, name: 'First' },
        { index: 1, name: 'Second' },
      ],
      servers: [{ id: w.servers.center, name: 'Center' }],
    });
    const kb = catalog.find((c) => c.channelId === '800000000000000002')!.kits[0]!;
    expect(kb).toMatchObject({ id: b.id, buyLimit: { maxBuys: 2, resetAt: 'weekly' } });
    // unrestricted kits go to every enabled server
    expect(kb.servers.map((s) => s.name).sort()).toEqual(['Center', 'Island', 'Offline', 'WrongPass']);
  });
});
