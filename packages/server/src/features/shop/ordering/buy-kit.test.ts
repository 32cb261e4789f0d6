import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { listDiscordOutbox } from '../../discord-activity/outbox';
import { buyKit, kitPriceFor, listPurchases } from '..';
import {
  CLAIM_CHANNEL,
  createShopWorld,
  DISCORD,
  EOS,
  group,
  LOG_CHANNEL,
  STEAM,
  type ShopWorld,
  refusal,
} from '../fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const order = (playerId: number, kitId: number, extra: Record<string, unknown> = {}) =>
  buyKit(w.t.ctx, {
    botId: w.botId,
    playerId,
    kitId,
    serverId: w.servers.island,
    source: 'dashboard',
    actor: 'test',
    ...extra,
  });

const sent = () => w.rcon.commands.splice(0).filter((c) => c !== 'ListPlayers');

describe('buyKit: kit types and delivery', () => {
  it('normal kit: charges, sends every group in index order, records the purchase and logs it', async () => {
    sent();
    const kit = await w.addKit({
      name: 'Starter',
      price: 150,
      itemGroups: [
        group(1, 'Food', ['GiveItem {eos_id} berry 10']),
        group(0, 'Tools', ['GiveItem {eos_id} pick 1', 'GiveItem {eos_id} axe 1']),
      ],
    });
    const p = await w.addPlayer({ name: 'Rex', discordId: DISCORD, credits: 500 });
    const view = await order(p.id, kit.id);
    expect(view).toMatchObject({
      status: 'delivered',
      price: 150,
      usedVoucher: false,
      refunded: false,
      playerName: 'Rex',
      kitName: 'Starter',
      serverName: 'Island',
      itemGroupName: 'Tools, Food',
      error: '',
      source: 'dashboard',
    });
    expect(view.deliveredAt).not.toBeNull();
    expect(sent()).toEqual([`GiveItem ${EOS} pick 1`, `GiveItem ${EOS} axe 1`, `GiveItem ${EOS} berry 10`]);
    expect(view.results.every((r) => r.ok)).toBe(true);
    const after = await w.player(p.id);
    expect(after.credits).toBe(350);
    expect(after.boughtKits).toEqual([
      expect.objectContaining({ kitId: kit.id, kitName: 'Starter', serverId: w.servers.island }),
    ]);
    const history = await w.history(p.id);
    expect(history.map((h) => [h.amount, h.balanceAfter, h.reason, h.actor])).toEqual([
      [-150, 350, 'Bought kit Starter', 'test'],
    ]);
    const outbox = await listDiscordOutbox(w.t.ctx.db, w.botId);
    expect(outbox.find((m) => m.channelId === LOG_CHANNEL)?.text).toBe(
      `Rex (<@${DISCORD}>) got "Starter" for 150 credits on Island.`,
    );
    expect(outbox.find((m) => m.channelId === CLAIM_CHANNEL)?.text).toBe(
      `<@${DISCORD}> claimed "Starter" on Island.`,
    );
    const listed = await listPurchases(w.t.ctx, { botId: w.botId, playerId: p.id, page: 1, pageSize: 10 });
    expect(listed.total).toBe(1);
    expect(listed.rows[0]).toEqual(view);
  });

  it('Item Choice kit: sends only the chosen group; a missing or unknown choice is a 400 and charges nothing', async () => {
    sent();
    const kit = await w.addKit({
      kitType: 'multipleChoice',
      itemGroups: [group(0, 'Red', ['Give {eos_id} red']), group(5, 'Blue', ['Give {eos_id} blue'])],
    });
    const p = await w.addPlayer();
    for (const itemGroupIndex of [undefined, 1]) {
      const e = await refusal(order(p.id, kit.id, { itemGroupIndex }));
      expect([e.status, e.message]).toEqual([400, shopMessages.chooseItemGroup(kit.name)]);
    }
    expect((await w.player(p.id)).credits).toBe(1000);
    const view = await order(p.id, kit.id, { itemGroupIndex: 5 });
    expect(view.itemGroupName).toBe('Blue');
    expect(sent()).toEqual([`Give ${EOS} blue`]);
  });

  it('Random kit: one whole group per purchase, every group reachable', async () => {
    sent();
    const kit = await w.addKit({
      kitType: 'random',
      price: 0,
      itemGroups: [
        group(0, 'A', ['Give {eos_id} a1', 'Give {eos_id} a2']),
        group(1, 'B', ['Give {eos_id} b']),
        group(2, 'C', ['Give {eos_id} c']),
      ],
    });
    const p = await w.addPlayer();
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const view = await order(p.id, kit.id);
      seen.add(view.itemGroupName);
      const expected = {
        A: [`Give ${EOS} a1`, `Give ${EOS} a2`],
        B: [`Give ${EOS} b`],
        C: [`Give ${EOS} c`],
      };
      expect(sent()).toEqual(expected[view.itemGroupName as 'A' | 'B' | 'C']);
    }
    // (2/3)^40 chance per group of never being drawn: negligible
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
    expect(await w.history(p.id)).toEqual([]); // free kit: no history rows
  });
});

describe('buyKit: placeholders', () => {
  it('fills {eos_id}, {steam_id}, {discord_id} and {player_name}', async () => {
    sent();
    const kit = await w.addKit({
      itemGroups: [
        group(0, 'All', ['A {eos_id}', 'B {steam_id}', 'C {discord_id}', 'D "{player_name}" {eos_id}']),
      ],
    });
    const p = await w.addPlayer({ name: 'Tek\nTitan', steamId: STEAM, discordId: '300000000000000055' });
    await order(p.id, kit.id);
    expect(sent()).toEqual([`A ${EOS}`, `B ${STEAM}`, `C 300000000000000055`, `D "Tek Titan" ${EOS}`]); // a line break is a console separator: a space
  });

  it.each([
    ['{eos_id}', { eosId: '' }, shopMessages.missingEosId],
    ['{steam_id}', { steamId: '' }, shopMessages.missingSteamId],
    ['{discord_id}', { discordId: '' }, shopMessages.missingDiscordId],
  ])('a command needing %s of a player without it fails before charging', async (token, over, message) => {
    sent();
    const kit = await w.addKit({ itemGroups: [group(0, 'X', [`Give ${token} 1`])] });
    const p = await w.addPlayer(over);
    const e = await refusal(order(p.id, kit.id));
    expect([e.status, e.message]).toEqual([400, message]);
    expect((await w.player(p.id)).credits).toBe(1000);
    expect(await w.history(p.id)).toEqual([]);
    expect(sent()).toEqual([]);
  });
});

describe('buyKit: prices and refusals', () => {
  it('kitPriceFor takes the best discount and rounds down', () => {
    expect(kitPriceFor({ price: 155 }, [])).toBe(155);
    expect(kitPriceFor({ price: 155 }, [{ discount: 5 }, { discount: 25 }, { discount: 10 }])).toBe(116); // 116.25
    expect(kitPriceFor({ price: 99 }, [{ discount: 100 }])).toBe(0);
  });

  it('charges the best discount of the ranks the player holds', async () => {
    const kit = await w.addKit({ price: 155 });
    const p = await w.addPlayer({ roles: [w.ranks.bronze, w.ranks.gold, w.ranks.vip, 987654] });
    const view = await order(p.id, kit.id);
    expect(view.price).toBe(116);
    expect((await w.player(p.id)).credits).toBe(1000 - 116);
  });

  it('refuses without enough credits, with the price and balance in the message', async () => {
    const kit = await w.addKit({ name: 'Pricey', price: 1200 });
    const p = await w.addPlayer();
    const e = await refusal(order(p.id, kit.id));
    expect([e.status, e.code, e.message]).toEqual([
      409,
      'not_enough_credits',
      shopMessages.notEnoughCredits('Pricey', 1200, 1000),
    ]);
    expect(await w.history(p.id)).toEqual([]);
  });

  it('refuses when the shop is off, the kit disabled or not buyable', async () => {
    const p = await w.addPlayer();
    const kit = await w.addKit();
    await w.setShopEnabled(false);
    try {
      const e = await refusal(order(p.id, kit.id));
      expect([e.status, e.message]).toEqual([403, shopMessages.shopDisabled]);
    } finally {
      await w.setShopEnabled(true);
    }
    const off = await w.addKit({ isEnabled: false });
    expect((await refusal(order(p.id, off.id))).message).toBe(shopMessages.kitDisabled(off.name));
    const gift = await w.addKit({ isBuyable: false });
    expect((await refusal(order(p.id, gift.id))).message).toBe(shopMessages.kitNotBuyable(gift.name));
    expect((await w.player(p.id)).credits).toBe(1000);
  });

  it('refuses servers, kits and players of another instance (404) and disabled servers (403)', async () => {
    const p = await w.addPlayer();
    const kit = await w.addKit();
    const other = { botId: w.t.botId };
    expect((await refusal(order(p.id, kit.id, other))).status).toBe(404);
    const e = await refusal(order(p.id, kit.id, { serverId: w.servers.disabled }));
    expect([e.status, e.message]).toEqual([403, shopMessages.serverDisabled('Disabled')]);
    expect((await refusal(order(p.id, kit.id, { serverId: 99999999 }))).status).toBe(404);
    expect((await refusal(order(p.id, 99999999))).status).toBe(404);
    expect((await refusal(order(99999999, kit.id))).status).toBe(404);
    const empty = await w.addKit({ itemGroups: [group(0, 'Nothing', [])] });
    expect((await refusal(order(p.id, empty.id))).message).toBe(shopMessages.kitEmpty(empty.name));
  });
});
