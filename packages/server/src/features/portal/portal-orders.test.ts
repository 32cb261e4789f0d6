import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { players, servers, shopRanks } from '../../db/schema';
import { demoRoles } from '../demo/discord-data';
import { DEMO_GUILD_ID, demoPersonas } from '../demo/personas';
import { DEMO_PLAYER_EOS_ID } from '../demo/portal-player';
import { DISCORD_ROLES_UNAVAILABLE } from './orders';
import { createPortalWorld, GAVE, GIVE, PASS, type PortalWorld } from './test-fixtures';

let w: PortalWorld;
beforeAll(async () => {
  w = await createPortalWorld();
});
afterAll(async () => {
  await w?.close();
});
beforeEach(() => w.startTest());

describe('buying and redeeming', () => {
  it('buys a kit: delivered to the RCON server, balance lowered, history and purchase recorded', async () => {
    const k = await w.kit({ name: 'Saddle Pack', price: 250 });
    await w.setCredits('player', 1000);
    const res = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      kitName: 'Saddle Pack',
      serverName: 'Portal Island',
      source: 'portal',
      price: 250,
      usedVoucher: false,
      status: 'delivered',
      refunded: false,
      results: [{ command: GIVE(DEMO_PLAYER_EOS_ID), ok: true, response: GAVE }],
    });
    expect(w.rcon.commands).toEqual(['ListPlayers', GIVE(DEMO_PLAYER_EOS_ID)]);
    expect((await w.playerOf('player'))!.credits).toBe(750);
    const me = (await w.get('player', '/me')).json();
    expect(me.player.credits).toBe(750);
    expect(me.creditHistory[0]).toMatchObject({
      amount: -250,
      balanceAfter: 750,
      actor: `portal:${demoPersonas.player.discordId}`,
    });
    expect(me.purchases[0]).toMatchObject({ id: p.id, status: 'delivered' });
  });

  it('charges the discounted price of the best rank the player holds', async () => {
    const [vip] = await w.t.ctx.db
      .select()
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, w.t.botId), eq(shopRanks.name, 'VIP')));
    const before = (await w.playerOf('player'))!;
    await w.t.ctx.db
      .update(players)
      .set({ roles: [...before.roles, vip!.id], credits: 1000 })
      .where(eq(players.id, before.id));
    const k = await w.kit({ name: 'Discounted', price: 255 });
    expect((await w.get('player', '/me')).json().kitPrices).toContainEqual({ kitId: k.id, price: 229 });
    const res = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
    expect(res.json()).toMatchObject({ price: 229, status: 'delivered' });
    expect((await w.playerOf('player'))!.credits).toBe(771);
    await w.t.ctx.db.update(players).set({ roles: before.roles }).where(eq(players.id, before.id));
  });

  it('redeems a voucher without charging, once', async () => {
    const k = await w.kit({ name: 'Voucher Only', isBuyable: false, price: 999 });
    const p = (await w.playerOf('player'))!;
    await w.t.ctx.db
      .update(players)
      .set({ credits: 10, kitVouchers: [...p.kitVouchers, { kitId: k.id, count: 1 }] })
      .where(eq(players.id, p.id));
    const me = (await w.get('player', '/me')).json();
    expect(me.vouchers).toContainEqual({ kitId: k.id, kitName: 'Voucher Only', count: 1 });
    const bought = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
    expect(bought.statusCode).toBe(403);
    // the shop rule that refused reaches the client as `code` next to {error, message}
    expect(bought.json()).toEqual({
      error: 'Forbidden',
      message: expect.stringContaining('can only be redeemed with a voucher'),
      code: 'kit_not_buyable',
    });
    const res = await w.post('player', 'redeem', { kitId: k.id, serverId: w.serverId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ usedVoucher: true, price: 0, status: 'delivered' });
    const after = (await w.playerOf('player'))!;
    expect(after.credits).toBe(10);
    expect(after.kitVouchers.find((v) => v.kitId === k.id)).toBeUndefined();
    const again = await w.post('player', 'redeem', { kitId: k.id, serverId: w.serverId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Conflict',
      message: 'You have no voucher for "Voucher Only".',
      code: 'no_voucher',
    });
  });

  it('answers 4xx with a readable message and changes nothing on a refused order', async () => {
    const k = await w.kit({ name: 'Pricey', price: 5000 });
    const choice = await w.kit({
      name: 'Pick One',
      price: 0,
      kitType: 'multipleChoice',
      itemGroups: [
        { index: 0, name: 'A', items: [{ index: 0, command: 'SaveWorld' }] },
        { index: 1, name: 'B', items: [{ index: 0, command: 'SaveWorld' }] },
      ],
    });
    await w.setCredits('player', 40);
    // the last column: the shop rule's `code` (`invalid_input` for input the schema refuses)
    const cases: [unknown, number, string | RegExp, string][] = [
      [
        { kitId: k.id, serverId: w.serverId },
        409,
        '"Pricey" costs 5000 credits, but you have only 40.',
        'not_enough_credits',
      ],
      [{ kitId: 99999999, serverId: w.serverId }, 404, 'Kit not found', 'not_found'],
      [{ kitId: k.id, serverId: 99999999 }, 404, 'Server not found', 'not_found'],
      [
        { kitId: choice.id, serverId: w.serverId },
        400,
        'Choose one of the item groups of "Pick One".',
        'item_group_required',
      ],
      [
        { kitId: choice.id, serverId: w.serverId, itemGroupIndex: 7 },
        400,
        'Choose one of the item groups of "Pick One".',
        'item_group_required',
      ],
      [{ kitId: 'x', serverId: w.serverId }, 400, /./, 'invalid_input'],
      [{ serverId: w.serverId }, 400, /./, 'invalid_input'],
      [{ kitId: k.id, serverId: w.serverId, itemGroupIndex: -1 }, 400, /./, 'invalid_input'],
    ];
    for (const [payload, status, message, code] of cases) {
      const res = await w.post('player', 'buy', payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect(w.rcon.commands).toEqual([]);
    expect((await w.playerOf('player'))!.credits).toBe(40);
    const picked = await w.post('player', 'buy', {
      kitId: choice.id,
      serverId: w.serverId,
      itemGroupIndex: 1,
    });
    expect(picked.json()).toMatchObject({ status: 'delivered', itemGroupName: 'B', price: 0 });
  });

  it('a purchase for a server that is down waits, with the reason, and keeps the charge for now', async () => {
    const [dead] = await w.t.ctx.db
      .insert(servers)
      .values({
        botId: w.t.botId,
        name: 'Offline',
        ip: '127.0.0.1',
        rconPort: 1,
        rconPassword: w.t.ctx.secrets.encrypt(PASS),
      })
      .returning();
    const k = await w.kit({ name: 'Lost Parcel', price: 30 });
    await w.setCredits('player', 100);
    const res = await w.post('player', 'buy', { kitId: k.id, serverId: dead!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'waiting',
      refunded: false,
      waitingReason: 'Waiting for Offline to come back (Connection refused).',
    });
    expect((await w.playerOf('player'))!.credits).toBe(70);
  });

  it('reads the Discord roles of the buyer for kits that require one', async () => {
    await w.saveSettings({ kitSettings: { enableRoleLimits: true } });
    try {
      const k = await w.kit({
        name: 'VIP Crate',
        price: 0,
        useRoleLimit: true,
        requiredDiscordRoleId: demoRoles.vip,
      });
      const refused = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You need the required Discord role to buy "VIP Crate".');
      const guild = w.t.discord.data.guilds.find((g) => g.id === DEMO_GUILD_ID)!;
      const roles = guild.memberRoles![demoPersonas.player.discordId]!;
      roles.push(demoRoles.vip);
      try {
        const ok = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
        expect(ok.json()).toMatchObject({ status: 'delivered' });
        // Discord not answering: 502 with a message, nothing charged or sent
        const token = w.t.discord.data.botToken;
        w.t.discord.data.botToken = 'rotated';
        w.rcon.commands.length = 0;
        const down = await w.post('player', 'buy', { kitId: k.id, serverId: w.serverId });
        w.t.discord.data.botToken = token;
        expect(down.statusCode).toBe(502);
        expect(down.json().message).toBe(DISCORD_ROLES_UNAVAILABLE);
        expect(w.rcon.commands).toEqual([]);
      } finally {
        roles.pop();
      }
      expect(w.t.discord.calls).toContain(
        `GET /guilds/${DEMO_GUILD_ID}/members/${demoPersonas.player.discordId}`,
      );
    } finally {
      await w.saveSettings({ kitSettings: { enableRoleLimits: false } });
    }
  });
});
