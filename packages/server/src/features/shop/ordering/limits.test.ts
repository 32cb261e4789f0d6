import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { purchases } from '../../../db/schema';
import { buyKit, redeemVoucher, grantVoucher } from '..';
import { buyWindow } from '../../kits/sale-and-stock';
import { createShopWorld, EOS, group, type ShopWorld, refusal } from '../fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());
afterEach(() => w.setClock());

const order = (playerId: number, kitId: number, extra: Record<string, unknown> = {}) =>
  buyKit(w.t.ctx, {
    botId: w.botId,
    playerId,
    kitId,
    serverId: w.servers.island,
    source: 'discord',
    actor: 'test',
    ...extra,
  });

describe('role limits', () => {
  it('needs the required shop rank and Discord role; other kits and switched-off limits do not', async () => {
    const kit = await w.addKit({
      name: 'VIP Box',
      useRoleLimit: true,
      requiredRole: w.ranks.vip,
      requiredDiscordRoleId: '700000000000000001',
    });
    const plain = await w.addPlayer();
    let e = await refusal(order(plain.id, kit.id, { memberDiscordRoleIds: ['700000000000000001'] }));
    expect([e.status, e.code, e.message]).toEqual([
      403,
      'rank_required',
      shopMessages.rankRequired('VIP Box', 'VIP', 'buy'),
    ]);
    const vip = await w.addPlayer({ roles: [w.ranks.vip] });
    e = await refusal(order(vip.id, kit.id, { memberDiscordRoleIds: ['700000000000000002'] }));
    expect([e.status, e.message]).toEqual([403, shopMessages.discordRoleRequired('VIP Box', 'buy')]);
    expect((await order(vip.id, kit.id, { memberDiscordRoleIds: ['700000000000000001'] })).status).toBe(
      'delivered',
    );
    // voucher redemption checks the same rules, worded for redeeming
    await grantVoucher(w.t.ctx, {
      botId: w.botId,
      playerId: plain.id,
      kitId: kit.id,
      count: 1,
      actor: 'test',
    });
    e = await refusal(
      redeemVoucher(w.t.ctx, {
        botId: w.botId,
        playerId: plain.id,
        kitId: kit.id,
        serverId: w.servers.island,
        source: 'discord',
        actor: 'test',
      }),
    );
    expect(e.message).toBe(shopMessages.rankRequired('VIP Box', 'VIP', 'redeem'));
    // the instance switch turns role limits off for every kit
    await w.setSettings('kitSettings', { enableRoleLimits: false });
    try {
      expect((await order(plain.id, kit.id)).status).toBe('delivered');
    } finally {
      await w.setSettings('kitSettings', { enableRoleLimits: true });
    }
    const unlimited = await w.addKit({ useRoleLimit: false, requiredRole: w.ranks.vip });
    expect((await order(plain.id, unlimited.id)).status).toBe('delivered');
  });
});

describe('server limits', () => {
  it('allows listed servers and server groups only, and names the allowed ones', async () => {
    const kit = await w.addKit({
      name: 'PvP Kit',
      useServerLimit: true,
      serverGroups: ['PvP'],
      serverIds: [w.servers.wrongPass],
    });
    const p = await w.addPlayer();
    const e = await refusal(order(p.id, kit.id));
    expect([e.status, e.code, e.message]).toEqual([
      403,
      'server_not_allowed',
      shopMessages.serverNotAllowed('PvP Kit', 'Island', ['Center', 'WrongPass']),
    ]);
    expect((await order(p.id, kit.id, { serverId: w.servers.center })).status).toBe('delivered');
    await w.setSettings('kitSettings', { enableServerLimits: false });
    try {
      expect((await order(p.id, kit.id)).status).toBe('delivered');
    } finally {
      await w.setSettings('kitSettings', { enableServerLimits: true });
    }
  });
});

describe('buy limits', () => {
  it('computes the UTC windows', () => {
    const at = new Date('2025-03-05T15:30:00Z'); // a Wednesday
    expect(buyWindow('never', at)).toEqual({ start: null, end: null });
    expect(buyWindow('daily', at).start?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(buyWindow('weekly', at).start?.toISOString()).toBe('2025-03-03T00:00:00.000Z');
    expect(buyWindow('weekly', new Date('2025-03-09T23:59:00Z')).start?.toISOString()).toBe(
      '2025-03-03T00:00:00.000Z',
    );
    expect(buyWindow('weekly', new Date('2025-03-10T00:00:00Z')).start?.toISOString()).toBe(
      '2025-03-10T00:00:00.000Z',
    );
    expect(buyWindow('monthly', at)).toEqual({
      start: new Date('2025-03-01T00:00:00Z'),
      end: new Date('2025-04-01T00:00:00Z'),
    });
  });

  it.each([
    ['daily', '2025-03-05T23:59:00Z', '2025-03-06T00:00:00Z', ' per day', '2025-03-06 00:00 UTC'],
    ['weekly', '2025-03-09T23:59:00Z', '2025-03-10T00:01:00Z', ' per week', '2025-03-10 00:00 UTC'],
    ['monthly', '2025-03-31T22:00:00Z', '2025-04-01T00:00:00Z', ' per month', '2025-04-01 00:00 UTC'],
  ])(
    '%s: the limit holds inside the window and resets at its boundary',
    async (resetAt, before, after, period, resets) => {
      const kit = await w.addKit({
        name: `Limited ${resetAt}`,
        price: 10,
        useBuyLimit: true,
        maxBuys: 2,
        resetAt,
      });
      const p = await w.addPlayer();
      w.setClock(before);
      await order(p.id, kit.id);
      await order(p.id, kit.id);
      const e = await refusal(order(p.id, kit.id));
      expect([e.status, e.code, e.message]).toEqual([
        409,
        'buy_limit',
        `You have reached the limit of 2 purchases of "${kit.name}"${period}. It resets at ${resets}.`,
      ]);
      expect((await w.player(p.id)).credits).toBe(980);
      w.setClock(after);
      expect((await order(p.id, kit.id)).status).toBe('delivered');
      expect((await order(p.id, kit.id)).status).toBe('delivered');
      await refusal(order(p.id, kit.id));
    },
  );

  it('never: counts all time; maxBuys 0 means no limit; the instance switch turns limits off', async () => {
    const kit = await w.addKit({ price: 1, useBuyLimit: true, maxBuys: 1, resetAt: 'never' });
    const p = await w.addPlayer();
    w.setClock('2020-01-01T00:00:00Z');
    await order(p.id, kit.id);
    w.setClock('2030-01-01T00:00:00Z');
    expect((await refusal(order(p.id, kit.id))).message).toBe(
      `You have reached the limit of 1 purchase of "${kit.name}".`,
    );
    await w.setSettings('kitSettings', { enableBuyLimits: false });
    try {
      expect((await order(p.id, kit.id)).status).toBe('delivered');
    } finally {
      await w.setSettings('kitSettings', { enableBuyLimits: true });
    }
    const noMax = await w.addKit({ price: 1, useBuyLimit: true, maxBuys: 0, resetAt: 'daily' });
    for (let i = 0; i < 5; i++) expect((await order(p.id, noMax.id)).status).toBe('delivered');
  });

  it('a failed and refunded purchase does not count; vouchers count like purchases', async () => {
    const kit = await w.addKit({
      price: 5,
      useBuyLimit: true,
      maxBuys: 1,
      resetAt: 'daily',
      useServerLimit: false,
      itemGroups: [group(0, 'G', ['Limited {eos_id}'])],
    });
    const p = await w.addPlayer();
    w.rcon.options.responses = { [`Limited ${EOS}`]: 'Permission denied' };
    const failed = await order(p.id, kit.id);
    w.rcon.options.responses = {};
    expect([failed.status, failed.refunded]).toEqual(['failed', true]);
    expect((await order(p.id, kit.id)).status).toBe('delivered');
    await grantVoucher(w.t.ctx, { botId: w.botId, playerId: p.id, kitId: kit.id, count: 1, actor: 'test' });
    const e = await refusal(
      redeemVoucher(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: kit.id,
        serverId: w.servers.island,
        source: 'discord',
        actor: 'test',
      }),
    );
    expect(e.code).toBe('buy_limit');
    expect((await w.player(p.id)).kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
    const rows = await w.t.ctx.db.select().from(purchases).where(eq(purchases.playerId, p.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['delivered', 'failed']);
  });
});
