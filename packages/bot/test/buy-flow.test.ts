import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { coupons, purchases, servers } from '@asa/server/db';
import { listDiscordOutbox } from '@asa/server';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { flushOutbox } from '../src/sync/outbox';
import { channels, createBotTest, roles, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
let island: number;
let scorched: number;
const EOS = '12345678901234567890123456789012';
const group = (index: number, name: string, commands: string[]) => ({
  index,
  name,
  items: commands.map((command, i) => ({ index: i, command })),
});
const selectOf = (m: { components: Record<string, unknown>[] } | undefined, row = 0) =>
  (m?.components[row] as { components: { custom_id: string; options: { label: string; value: string }[] }[] })
    .components[0]!;
const purchasesOf = async (playerId: number) =>
  b.ctx.db.select().from(purchases).where(eq(purchases.playerId, playerId)).orderBy(asc(purchases.id));

beforeAll(async () => {
  b = await createBotTest();
  const rows = await b.ctx.db.select().from(servers).where(eq(servers.botId, b.botId));
  island = rows.find((s) => s.name === 'The Island')!.id;
  scorched = rows.find((s) => s.name === 'Scorched Earth')!.id;
});
afterAll(async () => b?.close());

describe('buying from the kit message (button -> server -> item group)', () => {
  it('asks for the server, delivers over RCON, charges the price and logs the purchase', async () => {
    const u = user(20);
    const p = await b.addPlayer(u, { credits: 1000, eosId: EOS });
    const kit = await b.addKit({
      name: 'Tools',
      price: 150,
      itemGroups: [
        group(0, 'Tools', ['GiveItemToPlayer {eos_id} Pick 1 0 0', 'ServerChat {player_name} got tools']),
      ],
    });
    const first = await b.button(u, customIds.buyButton(kit.id));
    expect(first.types).toEqual([4]);
    expect(first.ephemeral).toBe(true);
    expect(first.content).toBe(botTexts.chooseServer('Tools'));
    const menu = selectOf(first.message);
    expect(menu.custom_id).toBe(customIds.server('b', kit.id, 0));
    expect(menu.options.map((o) => o.label)).toEqual(['The Island', 'Scorched Earth']);

    const sent = b.rcon.commands.length;
    const done = await b.select(u, menu.custom_id, [String(island)]);
    expect(done.types).toEqual([7]);
    expect(done.content).toBe(botTexts.delivered('Tools', 'The Island', botTexts.paidCredits(150, 850)));
    expect(done.message!.components).toEqual([]);
    // the engine asked who is online before it sent the kit
    expect(b.rcon.commands.slice(sent)).toEqual([
      'ListPlayers',
      `GiveItemToPlayer ${EOS} Pick 1 0 0`,
      'ServerChat member20 got tools',
    ]);
    expect((await b.player(u))!.credits).toBe(850);
    const [row] = await purchasesOf(p.id);
    expect(row).toMatchObject({
      kitName: 'Tools',
      serverId: island,
      source: 'discord',
      status: 'delivered',
      price: 150,
    });

    // kit log and claim-kit message (on in the demo settings) are posted from the outbox, then gone
    const before = b.discord.bot.messages.length;
    const flushed = await flushOutbox(b.ctx, b.client.rest, new Set([b.botId]));
    expect(flushed.sent).toBe(2);
    const posted = b.discord.bot.messages.slice(before);
    expect(posted.map((m) => m.channel_id).sort()).toEqual([channels.claims, channels.logs].sort());
    expect(posted.find((m) => m.channel_id === channels.logs)!.content).toBe(
      `member20 (<@${u.id}>) got "Tools" for 150 credits on The Island.`,
    );
    expect(await listDiscordOutbox(b.ctx.db, b.botId)).toEqual([]);
  });

  it('asks for the item group of an Item Choice kit and delivers only that group', async () => {
    const u = user(21);
    await b.addPlayer(u, { credits: 500, eosId: EOS });
    const kit = await b.addKit({
      name: 'Choice',
      price: 100,
      kitType: 'multipleChoice',
      itemGroups: [
        group(0, 'Element', ['Give Element']),
        group(1, 'Metal', ['Give Metal', 'Give More Metal']),
      ],
    });
    const first = await b.button(u, customIds.buyButton(kit.id));
    const second = await b.select(u, selectOf(first.message).custom_id, [String(scorched)]);
    expect(second.content).toBe(botTexts.chooseGroup('Choice'));
    const groups = selectOf(second.message);
    expect(groups.custom_id).toBe(customIds.group('b', kit.id, scorched));
    expect(groups.options.map((o) => [o.label, o.value])).toEqual([
      ['Element', '0'],
      ['Metal', '1'],
    ]);
    const sent = b.rcon.commands.length;
    const done = await b.select(u, groups.custom_id, ['1']);
    expect(done.content).toBe(botTexts.delivered('Choice', 'Scorched Earth', botTexts.paidCredits(100, 400)));
    expect(b.sentSince(sent)).toEqual(['Give Metal', 'Give More Metal']);
  });

  it('skips the server step when only one server is allowed', async () => {
    await b.setSettings({ kitSettings: { enableServerLimits: true } });
    const u = user(22);
    await b.addPlayer(u, { credits: 100 });
    const kit = await b.addKit({ name: 'Island Only', price: 60, useServerLimit: true, serverIds: [island] });
    const sent = b.rcon.commands.length;
    const done = await b.button(u, customIds.buyButton(kit.id));
    expect(done.types).toEqual([4]);
    expect(done.ephemeral).toBe(true);
    expect(done.content).toBe(botTexts.delivered('Island Only', 'The Island', botTexts.paidCredits(60, 40)));
    expect(b.sentSince(sent)).toHaveLength(1);
    await b.setSettings({ kitSettings: { enableServerLimits: false } });
  });

  it('shows the engine’s refusal as it is and charges nothing (not enough credits, buy limit)', async () => {
    const u = user(23);
    const p = await b.addPlayer(u, { credits: 120 });
    const dear = await b.addKit({ name: 'Dear', price: 500 });
    const first = await b.button(u, customIds.buyButton(dear.id));
    const a = await b.select(u, selectOf(first.message).custom_id, [String(island)]);
    expect(a.content).toBe(shopMessages.notEnoughCredits('Dear', 500, 120));
    await b.setSettings({ kitSettings: { enableBuyLimits: true } });
    const once = await b.addKit({ name: 'Once', price: 10, useBuyLimit: true, maxBuys: 1, resetAt: 'never' });
    const ok = await b.select(u, customIds.server('b', once.id, 0), [String(island)]);
    expect(ok.content).toMatch(/was delivered/);
    const again = await b.select(u, customIds.server('b', once.id, 0), [String(island)]);
    expect(again.content).toBe(shopMessages.buyLimitReached('Once', 1, 'never', null));
    expect((await b.player(u))!.credits).toBe(110);
    expect(await purchasesOf(p.id)).toHaveLength(1);
    await b.setSettings({ kitSettings: { enableBuyLimits: false } });
  });

  it('passes the member’s Discord roles to the engine for kits that require one', async () => {
    await b.setSettings({ kitSettings: { enableRoleLimits: true } });
    const kit = await b.addKit({
      name: 'VIP Kit',
      price: 0,
      useRoleLimit: true,
      requiredDiscordRoleId: roles.vip,
    });
    const plain = user(24);
    await b.addPlayer(plain);
    const vip = user(25, [roles.vip]);
    await b.addPlayer(vip);
    const refused = await b.select(plain, customIds.server('b', kit.id, 0), [String(island)]);
    expect(refused.content).toBe(shopMessages.discordRoleRequired('VIP Kit', 'buy'));
    const ok = await b.select(vip, customIds.server('b', kit.id, 0), [String(island)]);
    expect(ok.content).toMatch(/^"VIP Kit" was delivered to The Island/);
    await b.setSettings({ kitSettings: { enableRoleLimits: false } });
  });

  it('reports a failed delivery (an error answer of the game) and the refund', async () => {
    const u = user(26);
    await b.addPlayer(u, { credits: 300 });
    const kit = await b.addKit({
      name: 'Unlucky',
      price: 100,
      itemGroups: [group(0, 'G', ['GiveItemToPlayer unlucky'])],
    });
    b.rcon.options.responses = { 'GiveItemToPlayer unlucky': 'Permission denied' };
    try {
      const a = await b.select(u, customIds.server('b', kit.id, 0), [String(scorched)]);
      expect(a.content).toBe(
        botTexts.deliveryFailed('Unlucky', { error: 'Permission denied', failure: null }, true, false),
      );
      expect((await b.player(u))!.credits).toBe(300);
    } finally {
      b.rcon.options.responses = {};
    }
  });

  it('says the order waits while the server cannot be reached, and keeps the credits taken', async () => {
    const u = user(29);
    await b.addPlayer(u, { credits: 300 });
    const kit = await b.addKit({ name: 'Patient', price: 100 });
    await b.ctx.db.update(servers).set({ rconPort: 1 }).where(eq(servers.id, scorched));
    try {
      const a = await b.select(u, customIds.server('b', kit.id, 0), [String(scorched)]);
      expect(a.content).toMatch(
        /^"Patient": Waiting for Scorched Earth to come back \(.+\)\. Your order is kept and delivered automatically; see \/orders\. If it cannot be delivered by <t:\d+:f>, you get your credits back\.$/,
      );
      expect((await b.player(u))!.credits).toBe(200);
    } finally {
      await b.ctx.db.update(servers).set({ rconPort: b.rcon.port }).where(eq(servers.id, scorched));
    }
  });

  it('asks an unregistered member to register, and refuses disabled kits', async () => {
    const kit = await b.addKit({ name: 'Any' });
    expect((await b.button(user(27), customIds.buyButton(kit.id))).content).toBe(botTexts.notRegistered);
    const u = user(28);
    await b.addPlayer(u, { credits: 100 });
    const off = await b.addKit({ name: 'Off', isEnabled: false });
    expect((await b.button(u, customIds.buyButton(off.id))).content).toBe(shopMessages.kitDisabled('Off'));
  });
});

describe('/buy and /redeem', () => {
  it('/buy starts the same flow by kit name or id, and autocompletes buyable kits', async () => {
    const u = user(30);
    await b.addPlayer(u, { credits: 100 });
    await b.addKit({ name: 'Slash Kit', price: 5 });
    await b.addKit({ name: 'Slash Voucher Kit', isBuyable: false });
    const a = await b.slash(u, 'buy', { kit: 'slash kit' });
    expect(a.content).toBe(botTexts.chooseServer('Slash Kit'));
    expect(a.ephemeral).toBe(true);
    const ac = await b.autocomplete(u, 'buy', 'kit', 'slash');
    expect(ac.types).toEqual([8]);
    expect(ac.choices.map((c) => c.name)).toEqual(['Slash Kit (5 credits)']);
    expect((await b.slash(u, 'buy', { kit: 'no such kit' })).content).toBe(botTexts.kitNotFound);
  });

  it('/buy ... coupon: carries the code through the server choice; the engine applies it', async () => {
    const u = user(39);
    const p = await b.addPlayer(u, { credits: 1000, eosId: EOS });
    const kit = await b.addKit({
      name: 'Coupon Kit',
      price: 150,
      itemGroups: [group(0, 'C', ['Give Coupon'])],
    });
    await b.ctx.db.insert(coupons).values({ botId: b.botId, code: 'Rex10', kind: 'fixed', amount: 30 });
    const first = await b.slash(u, 'buy', { kit: 'coupon kit', coupon: 'REX10' });
    const menu = selectOf(first.message);
    expect(menu.custom_id).toBe(customIds.server('b', kit.id, 0, 'REX10'));
    const done = await b.select(u, menu.custom_id, [String(island)]);
    expect(done.content).toBe(
      `${botTexts.delivered('Coupon Kit', 'The Island', botTexts.paidCredits(120, 880))} ${botTexts.couponUsed('Rex10', 30)}`,
    );
    const [row] = await purchasesOf(p.id);
    expect([row!.price, row!.couponCode, row!.couponDiscount]).toEqual([120, 'Rex10', 30]);
    const bad = await b.slash(u, 'buy', { kit: 'coupon kit', coupon: 'nope' });
    const refused = await b.select(u, selectOf(bad.message).custom_id, [String(island)]);
    expect(refused.content).toBe(shopMessages.couponInvalid('nope'));
  });

  it('/redeem uses one voucher (also for kits that cannot be bought) and keeps the credits', async () => {
    const u = user(31);
    const kit = await b.addKit({
      name: 'Event Reward',
      isBuyable: false,
      itemGroups: [group(0, 'R', ['Give Reward'])],
    });
    await b.addPlayer(u, { credits: 5, kitVouchers: [{ kitId: kit.id, count: 2 }] });
    const ac = await b.autocomplete(u, 'redeem', 'kit', '');
    expect(ac.choices).toEqual([{ name: 'Event Reward (2 left)', value: String(kit.id) }]);
    const first = await b.slash(u, 'redeem', { kit: String(kit.id) });
    const menu = selectOf(first.message);
    expect(menu.custom_id).toBe(customIds.server('r', kit.id, 0));
    const done = await b.select(u, menu.custom_id, [String(island)]);
    expect(done.content).toBe(botTexts.delivered('Event Reward', 'The Island', botTexts.paidVoucher));
    const p = await b.player(u);
    expect(p!.credits).toBe(5);
    expect(p!.kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
    // buying it is refused: it can only be redeemed
    expect((await b.slash(u, 'buy', { kit: String(kit.id) })).content).toBe(
      shopMessages.kitNotBuyable('Event Reward'),
    );
  });

  it('/redeem without a voucher is refused before asking for a server', async () => {
    const u = user(32);
    await b.addPlayer(u);
    const kit = await b.addKit({ name: 'No Voucher' });
    expect((await b.slash(u, 'redeem', { kit: String(kit.id) })).content).toBe(
      shopMessages.noVoucher('No Voucher'),
    );
  });
});
