import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { purchases } from '../../../db/schema';
import { buyKit, deliverNow, purchaseView, serverContactSucceeded } from '..';
import { createShopWorld, type ShopWorld } from '../fixtures';
import { buyerDmText } from './buyer-dm';
import { expireWaiting } from './queue';

/**
 * Issue 27: a waiting purchase stores why as a catalogue key with parameters (migration 0030) next to its
 * English text; a server that answers again brings forward the purchases waiting for it, found by that key
 * (and, for rows that started waiting before the keys, by their English).
 */
let w: ShopWorld;
let clock = Date.parse('2032-03-01T00:00:00Z');
beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
});
afterAll(async () => w?.close());

const AWAY_EOS = '0002aaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const buy = (playerId: number, kitId: number, serverId: number, giftTo?: number) =>
  buyKit(w.t.ctx, { botId: w.botId, playerId, kitId, serverId, source: 'portal', actor: 'test', giftTo });

describe('waiting reasons as keys', () => {
  it('a purchase waiting for an offline player (or gift recipient) stores key and params next to the English', async () => {
    const kit = await w.addKit({ price: 5 });
    const away = await w.addPlayer({ name: 'Rex', eosId: AWAY_EOS });
    const view = await buy(away.id, kit.id, w.servers.island);
    expect(view).toMatchObject({
      status: 'waiting',
      waitingReason: 'Waiting for you to join Island.',
      waiting: { key: 'waitingForPlayer', params: { server: 'Island' } },
    });
    const row = await w.purchase(view.id);
    expect([row.waitingKey, row.waitingParams]).toEqual(['waitingForPlayer', { server: 'Island' }]);

    const buyer = await w.addPlayer({ name: 'Dodo' }); // online: the recipient decides
    const gift = await buy(buyer.id, kit.id, w.servers.center, away.id);
    expect(gift).toMatchObject({
      status: 'waiting',
      waitingReason: 'Waiting for Rex to join Center.',
      waiting: { key: 'waitingForRecipient', params: { player: 'Rex', server: 'Center' } },
    });

    // delivered: the reason and its key are cleared
    const before = w.rcon.options.players;
    w.rcon.options.players = [...(Array.isArray(before) ? before : []), { name: 'Rex', eosId: AWAY_EOS }];
    clock += 60_000;
    const done = await deliverNow(w.t.ctx, await w.purchase(view.id));
    expect(done.status).toBe('delivered');
    const after = await w.purchase(view.id);
    expect([after.waitingReason, after.waitingKey, after.waitingParams]).toEqual(['', '', {}]);
    expect((await purchaseView(w.t.ctx, after)).waiting).toBeNull();
    w.rcon.options.players = before;
  });

  it('a server answering again brings forward keyed rows and old English rows, not rows waiting for a player', async () => {
    const kit = await w.addKit({ price: 5 });
    const p = await w.addPlayer({});
    // the server does not answer: both wait for it, keyed
    const first = await buy(p.id, kit.id, w.servers.offline);
    const second = await buy(p.id, kit.id, w.servers.offline);
    for (const v of [first, second]) {
      expect(v.status).toBe('waiting');
      expect(v.waitingReason).toBe('Waiting for Offline to come back (Connection refused).');
      expect(v.waiting).toEqual({
        key: 'waitingForServer',
        params: { server: 'Offline', error: 'Connection refused' },
      });
    }
    // `second` as a row written before migration 0030 (English only), a third waiting for its player
    const later = new Date(clock + 600_000);
    await w.t.ctx.db
      .update(purchases)
      .set({ waitingKey: '', waitingParams: {}, nextAttemptAt: later })
      .where(eq(purchases.id, second.id));
    await w.t.ctx.db.update(purchases).set({ nextAttemptAt: later }).where(eq(purchases.id, first.id));
    const third = await buy(p.id, kit.id, w.servers.offline);
    await w.t.ctx.db
      .update(purchases)
      .set({
        waitingKey: 'waitingForPlayer',
        waitingParams: { server: 'Offline' },
        waitingReason: 'Waiting for you to join Offline.',
        nextAttemptAt: later,
      })
      .where(eq(purchases.id, third.id));
    // an old English row of another server is not touched
    const elsewhere = await buy(p.id, kit.id, w.servers.wrongPass);
    await w.t.ctx.db
      .update(purchases)
      .set({
        status: 'waiting',
        waitingKey: '',
        waitingParams: {},
        waitingReason: 'Waiting for Offline to come back (Connection refused).',
        nextAttemptAt: later,
      })
      .where(eq(purchases.id, elsewhere.id));

    clock += 1_000;
    await serverContactSucceeded(w.t.ctx, w.servers.offline);
    const rows = await w.t.ctx.db
      .select({ id: purchases.id, next: purchases.nextAttemptAt })
      .from(purchases)
      .where(inArray(purchases.id, [first.id, second.id, third.id, elsewhere.id]));
    const next = new Map(rows.map((r) => [r.id, r.next!.getTime()]));
    expect(next.get(first.id)).toBe(clock);
    expect(next.get(second.id)).toBe(clock);
    expect(next.get(third.id)).toBe(later.getTime());
    expect(next.get(elsewhere.id)).toBe(later.getTime());
  });

  it("an order that waited too long stores the expiry as a key: English as before, German in the buyer's DM", async () => {
    await w.setSettings('kitSettings', { waitingExpiryHours: 2 });
    const kit = await w.addKit({ price: 7, name: 'Crate' });
    const p = await w.addPlayer({ eosId: '0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb' });
    const view = await buy(p.id, kit.id, w.servers.island);
    expect(view.waiting?.key).toBe('waitingForPlayer');
    clock += 2 * 3_600_000 + 1_000;
    expect(await expireWaiting(w.t.ctx)).toBeGreaterThanOrEqual(1);
    const row = await w.purchase(view.id);
    expect(row).toMatchObject({
      status: 'expired',
      refunded: true,
      error: 'Not delivered within 2 hours (Waiting for you to join Island).',
      errorKey: 'expired',
      errorParams: {
        hours: '2',
        reason: 'Waiting for you to join Island',
        waitingKey: 'waitingForPlayer',
        server: 'Island',
      },
    });
    expect((await purchaseView(w.t.ctx, row)).failure).toEqual({ key: 'expired', params: row.errorParams });
    expect(buyerDmText(row, 'en')).toBe(
      'Your order "Crate" on Island expired: not delivered within 2 hours (Waiting for you to join Island). Your 7 credits were refunded.',
    );
    expect(buyerDmText(row, 'de')).toContain(
      'nicht innerhalb von 2 Stunden geliefert (Wartet, bis du auf Island online bist)',
    );
    expect(buyerDmText(row, 'de')).not.toMatch(/Waiting|delivered/);
  });
});
