import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { kitOdds, kitOddsText, kitWeightMessage } from '@asa/domain';
import { kits, purchases } from '../../db/schema';
import { insertPlayer } from '../../db/factories';
import { createInGameWorld } from '../in-game-shop/test-world';
import { buyKit } from '../shop';
import { kitCatalog } from '../shop/ordering/catalog';
import { drawGroup } from '../shop/ordering/rules';
import { createShopWorld, DISCORD, EOS, group, type ShopWorld } from '../shop/fixtures';

/**
 * Random kits with odds (issue 37): weights per item group, the draw (crypto.randomInt over the weights)
 * stored on the purchase, the owner's draws against the odds, the odds shown to players (catalogue, +shop).
 * PGlite and PostgreSQL (DATABASE_URL).
 */
let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const weighted = (name: string) =>
  w.addKit({
    name,
    price: 1,
    kitType: 'random',
    itemGroups: [
      { ...group(0, 'Saddle', ['GiveItem {eos_id} saddle 1']), weight: 5 },
      { ...group(1, 'Weapon', ['GiveItem {eos_id} weapon 1']), weight: 3 },
      { ...group(2, 'Kibble', ['GiveItem {eos_id} kibble 10']), weight: 2 },
    ],
  });

describe('random kits with weights', () => {
  it('a fixed set of draws through the real purchase path: each group as often as its weight; stored and counted', async () => {
    const kit = await weighted('Mystery Box');
    const p = await w.addPlayer({ name: 'Lucky', discordId: DISCORD, eosId: EOS, credits: 1_000 });
    // the draw's random source answers 0..9 in turn (three rounds) for the kit's sum of weights (10)
    const real = crypto.randomInt.bind(crypto) as (max: number) => number;
    let next = 0;
    const spy = vi
      .spyOn(crypto, 'randomInt')
      .mockImplementation(((max: number) =>
        max === 10 ? next++ % 10 : real(max)) as typeof crypto.randomInt);
    try {
      for (let i = 0; i < 30; i++)
        await buyKit(w.t.ctx, {
          botId: w.botId,
          playerId: p.id,
          kitId: kit.id,
          serverId: w.servers.island,
          source: 'dashboard',
          actor: 'test',
        });
    } finally {
      spy.mockRestore();
    }
    expect(next).toBe(30);
    const rows = await w.t.ctx.db
      .select({ drawn: purchases.drawnGroupIndex, name: purchases.itemGroupName })
      .from(purchases)
      .where(and(eq(purchases.kitId, kit.id), isNotNull(purchases.drawnGroupIndex)));
    const count = (i: number) => rows.filter((r) => r.drawn === i).length;
    expect([count(0), count(1), count(2)]).toEqual([15, 9, 6]);
    // the purchase delivers the group it drew
    expect(rows.every((r) => r.name === ['Saddle', 'Weapon', 'Kibble'][r.drawn!])).toBe(true);

    const res = await w.t.call('owner', { method: 'GET', url: `/api/kit/draws/${w.botId}/${kit.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kitId: kit.id,
      total: 30,
      groups: [
        { index: 0, name: 'Saddle', weight: 5, percent: 50, draws: 15, expected: 15 },
        { index: 1, name: 'Weapon', weight: 3, percent: 30, draws: 9, expected: 9 },
        { index: 2, name: 'Kibble', weight: 2, percent: 20, draws: 6, expected: 6 },
      ],
    });
    expect(
      (await w.t.call('owner', { method: 'GET', url: `/api/kit/draws/${w.botId}/2000000000` })).statusCode,
    ).toBe(404);
  });

  it('the real random source follows the weights (20,000 draws, within 1.5 points)', () => {
    const groups = [
      { id: 'a', weight: 70 },
      { id: 'b', weight: 25 },
      { id: 'c', weight: 5 },
    ];
    const seen = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) seen[drawGroup(groups)!.id as 'a']++;
    expect(Math.abs(seen.a / 200 - 70)).toBeLessThan(1.5);
    expect(Math.abs(seen.b / 200 - 25)).toBeLessThan(1.5);
    expect(Math.abs(seen.c / 200 - 5)).toBeLessThan(1.5);
    // groups saved before weights existed: the same chance each
    expect(drawGroup([{}, {}])).toBeDefined();
  });

  it('odds text: one decimal, the language decimal mark, a group without a name by its number', () => {
    const odds = kitOdds([
      { index: 0, name: 'Saddle', weight: 3 },
      { index: 1, name: 'Weapon', weight: 2 },
      { index: 2, name: ' ', weight: 1 },
    ]);
    expect(kitOddsText(odds, 'en')).toBe('Saddle 50%, Weapon 33.3%, #3 16.7%');
    expect(kitOddsText(odds, 'de', ' / ')).toBe('Saddle 50% / Weapon 33,3% / #3 16,7%');
    expect(
      kitOddsText(
        kitOdds([
          { index: 0, name: 'Rare', weight: 1 },
          { index: 1, name: 'Common', weight: 9999 },
        ]),
      ),
    ).toBe('Rare <0.1%, Common 100%');
    // without weights (kits saved before): equal chances
    expect(
      kitOdds([
        { index: 0, name: 'A' },
        { index: 1, name: 'B' },
      ]).map((o) => o.percent),
    ).toEqual([50, 50]);
  });

  it('the catalogue (Discord /kits, portal) carries the odds of random kits only; a weight of 0 is a 400', async () => {
    const kit = await weighted('Odds Box');
    const all = (await kitCatalog(w.t.ctx, w.botId)).flatMap((c) => c.kits);
    expect(all.find((k) => k.id === kit.id)!.odds!.map((o) => o.percent)).toEqual([50, 30, 20]);
    expect(all.filter((k) => k.kitType !== 'random').every((k) => k.odds === null)).toBe(true);

    const bad = await w.t.call('owner', {
      method: 'POST',
      url: '/api/kit',
      payload: {
        kit: {
          botId: w.botId,
          name: 'Zero',
          description: 'd',
          price: 1,
          kitType: 'random',
          itemGroups: [{ index: 0, name: 'A', items: [{ index: 0, command: 'x' }], weight: 0 }],
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(kitWeightMessage);
    const ok = await w.t.call('owner', {
      method: 'POST',
      url: '/api/kit',
      payload: {
        kit: {
          botId: w.botId,
          name: 'Weighted',
          description: 'd',
          price: 1,
          kitType: 'random',
          itemGroups: [
            { index: 0, name: 'A', items: [{ index: 0, command: 'x' }], weight: 7 },
            { index: 1, name: 'B', items: [{ index: 0, command: 'y' }] },
          ],
        },
      },
    });
    expect(ok.statusCode).toBe(200);
    const [saved] = await w.t.ctx.db.select().from(kits).where(eq(kits.id, ok.json().id));
    expect(saved!.itemGroups.map((g) => g.weight ?? 1)).toEqual([7, 1]);
    const listed = (await w.t.call('owner', { method: 'GET', url: `/api/kit/list/${w.botId}` })).json();
    expect(
      listed
        .find((k: { id: number }) => k.id === saved!.id)
        .itemGroups.map((g: { weight: number }) => g.weight),
    ).toEqual([7, 1]);
  });
});

describe('+shop shows a random kit odds', () => {
  it('lists the chances after the price', async () => {
    const g = await createInGameWorld({ t: w.t });
    try {
      const [kit] = await w.t.ctx.db
        .insert(kits)
        .values({
          botId: g.botId,
          name: 'Loot Crate',
          description: 'd',
          price: 40,
          kitType: 'random',
          itemGroups: [
            { ...group(0, 'Rex', ['a']), weight: 1 },
            { ...group(1, 'Raptor', ['b']), weight: 3 },
          ],
        })
        .returning();
      const eos = '0002c4a7e0000000000000000000c4a7';
      g.setOnline([{ name: 'Shopper', eosId: eos }]);
      await insertPlayer(w.t.ctx.db, g.botId, { name: 'Shopper', eosId: eos, credits: 0 });
      g.say('Shopper', '+shop');
      await g.run();
      expect(g.repliesTo(eos).join('\n')).toContain(`#${kit!.id} Loot Crate 40 (Rex 25% / Raptor 75%)`);
    } finally {
      await g.close();
    }
  });
});
