import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { shopMessages, messages } from '@asa/domain';
import {
  auditLog,
  botInstances,
  coupons,
  kitStock,
  purchases,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema';
import { demoPersonas } from '../../demo/personas';
import { buyKit, redeemVoucher, retryPurchase } from '..';
import { createShopWorld, EOS, group, refusal, type ShopWorld } from '../fixtures';
import { ONLINE_CACHE_MS } from '../delivery/online';
import { listDiscordOutbox } from '../../discord-activity/outbox';
import { runDeliveryQueue } from '../delivery/queue';

/**
 * An owner's refund of any order (issue 36) through the real HTTP app, with the delivery queue talking to the
 * TCP RCON fake: what goes back (credits or voucher, coupon use, stock unit, buy-limit count), once; the
 * ledger entry, audit row and webhook event; races with the delivery queue and with another refund.
 */
let w: ShopWorld;
// the engine's clock, moved by hand from the real time (the sessions of the HTTP calls stay valid)
let clock = Date.now();
const tick = (ms: number) => {
  clock += ms;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OUT_EOS = '0002eeeeeeeeeeeeeeeeeeeeeeeeeeee';
let n = 0;

beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
  await w.t.ctx.db
    .update(botInstances)
    .set({
      managers: [
        { discordId: demoPersonas.viewer.discordId, permissions: ['Players_View'] },
        { discordId: demoPersonas.manager.discordId, permissions: ['Players_Edit'] },
      ],
    })
    .where(eq(botInstances.id, w.botId));
  w.t.ctx.cache.invalidate('instance', w.botId);
  await w.t.ctx.db.insert(webhookEndpoints).values({
    botId: w.botId,
    url: 'https://hooks.example/refunds',
    events: ['purchase.refunded'],
    secret: w.t.ctx.secrets.encrypt('whsec_refunds'),
  });
});
afterAll(async () => w?.close());

type Persona = 'owner' | 'manager' | 'viewer';
async function refund(body: object, persona: Persona = 'owner') {
  const res = await w.t.call(persona, { method: 'POST', url: '/api/purchase/refund', payload: body });
  return { status: res.statusCode, body: res.json() };
}
const buy = (playerId: number, kitId: number, extra: { coupon?: string; giftTo?: number } = {}) =>
  buyKit(w.t.ctx, {
    botId: w.botId,
    playerId,
    kitId,
    serverId: w.servers.island,
    source: 'portal',
    actor: 'test',
    ...extra,
  });
/** A kit whose command is its own (`Refund<n> <eos>`), so the fake's log tells its deliveries apart. */
const uniqueKit = (over: Parameters<ShopWorld['addKit']>[0] = {}) => {
  const tag = `Refund${++n}`;
  return w
    .addKit({ price: 40, itemGroups: [group(0, 'G', [`${tag} {eos_id}`])], ...over })
    .then((kit) => ({ kit, sent: () => w.rcon.commands.filter((c) => c.startsWith(`${tag} `)).length }));
};
const refundRows = async (playerId: number) => (await w.history(playerId)).filter((h) => h.kind === 'refund');
const refundEvents = async (purchaseId: number) =>
  (await w.t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, 'purchase.refunded')))
    .map((d) => JSON.parse(d.body) as { data: { purchaseId: number; status: string; refund: unknown } })
    .filter((b) => b.data.purchaseId === purchaseId);
/** Who is on the main fake: the test players (EOS) and, when `out`, the "offline" one too. */
const setOnline = (out: boolean) => {
  w.rcon.options.players = [
    { name: 'Online Survivor', eosId: EOS },
    ...(out ? [{ name: 'Late', eosId: OUT_EOS }] : []),
  ];
  tick(ONLINE_CACHE_MS + 1);
};
/** A waiting order: its buyer is not on the server. */
async function waitingOrder(price = 40) {
  setOnline(false);
  const k = await uniqueKit({ price });
  const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100 });
  const view = await buy(p.id, k.kit.id);
  expect(view.status).toBe('waiting');
  return { ...k, player: p, view };
}
const runQueue = () => runDeliveryQueue(w.t.ctx, { budgetMs: 20_000 });

describe('refund of a delivered order', () => {
  it('gives back part of the credits, the coupon use, the stock unit and the buy-limit count, once', async () => {
    const { kit } = await uniqueKit({
      price: 100,
      stock: 5,
      useBuyLimit: true,
      maxBuys: 1,
      resetAt: 'never',
    });
    const [c] = await w.t.ctx.db
      .insert(coupons)
      .values({ botId: w.botId, code: `REF${n}`, kind: 'percent', amount: 20 })
      .returning();
    const p = await w.addPlayer({ credits: 500 });
    const view = await buy(p.id, kit.id, { coupon: c!.code });
    expect([view.status, view.price]).toEqual(['delivered', 80]);
    // the buy limit of 1 is reached
    expect((await refusal(buy(p.id, kit.id))).code).toBe('buy_limit');

    const res = await refund({ purchaseId: view.id, amount: 30, reason: 'Goodwill: the dino died' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: view.id,
      status: 'delivered',
      refunded: true,
      refund: { amount: 30, reason: 'Goodwill: the dino died' },
    });
    expect(res.body.refund.by).toContain(demoPersonas.owner.discordId);
    expect((await w.player(p.id)).credits).toBe(500 - 80 + 30);
    const rows = await refundRows(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 30,
      kind: 'refund',
      actorType: 'manager',
      refs: { purchaseId: view.id },
      params: { kit: kit.name, why: 'owner', note: 'Goodwill: the dino died' },
    });
    expect(rows[0]!.reason).toBe(`Refund: kit ${kit.name} (Goodwill: the dino died)`);
    // refunds are not earned income
    expect((await w.player(p.id)).totalCreditsEarned).toBe(0);
    const coupon = (await w.t.ctx.db.select().from(coupons).where(eq(coupons.id, c!.id)))[0]!;
    expect(coupon.uses).toBe(0);
    const stock = await w.t.ctx.db.select().from(kitStock).where(eq(kitStock.kitId, kit.id));
    expect(stock.reduce((s, r) => s + r.sold, 0)).toBe(0);
    const row = await w.purchase(view.id);
    expect([row.couponCounted, row.stockPeriod, row.refundAmount]).toEqual([false, null, 30]);
    // the audit row and the webhook event
    const audit = await w.t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'purchase'), eq(auditLog.entityId, String(view.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'refund', actorName: demoPersonas.owner.username });
    expect(audit[0]!.after).toMatchObject({ refunded: true, amount: 30, reason: 'Goodwill: the dino died' });
    const events = await refundEvents(view.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      status: 'delivered',
      price: 80,
      coupon: { code: c!.code, discount: 20 },
      refund: { amount: 30, voucher: false, why: 'owner', reason: 'Goodwill: the dino died' },
    });

    // the buy-limit count went back: the player may buy the kit again
    expect((await buy(p.id, kit.id)).status).toBe('delivered');
    // once per order: a second refund is refused
    const again = await refund({ purchaseId: view.id, amount: 10, reason: 'again' });
    expect([again.status, again.body.code]).toEqual([409, 'already_refunded']);
    expect(await refundRows(p.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and the message, never 500, and changes nothing', async () => {
    const { kit } = await uniqueKit({ price: 50 });
    const p = await w.addPlayer({ credits: 100 });
    const view = await buy(p.id, kit.id);
    const cases: [object, string][] = [
      [{ purchaseId: view.id, amount: 51, reason: 'too much' }, shopMessages.refundTooLarge(50)],
      [{ purchaseId: view.id, amount: 0, reason: 'zero' }, messages.refundAmount],
      [{ purchaseId: view.id, amount: -5, reason: 'negative' }, messages.refundAmount],
      [{ purchaseId: view.id, amount: 1.5, reason: 'fraction' }, messages.refundAmount],
      [{ purchaseId: view.id, amount: 'ten', reason: 'text' }, messages.refundAmount],
      [{ purchaseId: view.id, reason: '   ' }, messages.reasonRequired],
      [{ purchaseId: view.id }, messages.reasonRequired],
      [{ purchaseId: view.id, reason: 'x'.repeat(501) }, messages.reasonMax],
    ];
    for (const [body, message] of cases) {
      const res = await refund(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message);
    }
    expect((await refund({ purchaseId: 999_999_999, reason: 'gone' })).status).toBe(404);
    expect((await w.player(p.id)).credits).toBe(50);
    expect((await w.purchase(view.id)).refunded).toBe(false);
  });

  it('gives a voucher redemption its voucher back, and a gift to its buyer', async () => {
    const { kit } = await uniqueKit({ price: 60 });
    const p = await w.addPlayer({ credits: 0, kitVouchers: [{ kitId: kit.id, count: 1 }] });
    const redeemed = await redeemVoucher(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'dashboard',
      actor: 'test',
    });
    expect(redeemed.status).toBe('delivered');
    expect((await w.player(p.id)).kitVouchers).toEqual([]);
    const withAmount = await refund({ purchaseId: redeemed.id, amount: 5, reason: 'voucher' });
    expect([withAmount.status, withAmount.body.code]).toEqual([400, 'refund_too_large']);
    const back = await refund({ purchaseId: redeemed.id, reason: 'voucher back' });
    expect(back.status).toBe(200);
    expect(back.body.refund.amount).toBe(0);
    expect((await w.player(p.id)).kitVouchers).toEqual([{ kitId: kit.id, count: 1 }]);
    expect(await refundRows(p.id)).toHaveLength(0);

    const giver = await w.addPlayer({ credits: 200 });
    const recipient = await w.addPlayer({ credits: 7 });
    const gift = await buy(giver.id, kit.id, { giftTo: recipient.id });
    expect(gift.status).toBe('delivered');
    const res = await refund({ purchaseId: gift.id, reason: 'gift refunded' }, 'manager');
    expect(res.status).toBe(200);
    expect((await w.player(giver.id)).credits).toBe(200);
    expect((await w.player(recipient.id)).credits).toBe(7);
    expect((await refundEvents(gift.id))[0]!.data).toMatchObject({
      gift: { buyerPlayerId: giver.id, recipientPlayerId: recipient.id },
      refund: { amount: 60, why: 'owner' },
    });
  });

  it('is for Players_Edit: a viewer is refused (403) and nothing changes', async () => {
    const { kit } = await uniqueKit({ price: 20 });
    const p = await w.addPlayer({ credits: 100 });
    const view = await buy(p.id, kit.id);
    expect((await refund({ purchaseId: view.id, reason: 'no' }, 'viewer')).status).toBe(403);
    const many = await w.t.call('viewer', {
      method: 'POST',
      url: '/api/purchase/refund-many',
      payload: { botId: w.botId, purchaseIds: [view.id], reason: 'no' },
    });
    expect(many.statusCode).toBe(403);
    expect((await w.player(p.id)).credits).toBe(80);
  });
});

describe('refund of an order not delivered yet', () => {
  it('a waiting order becomes failed and is never delivered afterwards', async () => {
    const o = await waitingOrder();
    const res = await refund({ purchaseId: o.view.id, reason: 'Player asked to cancel' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'failed',
      refunded: true,
      failure: { key: 'ownerCancel' },
      refund: { amount: 40 },
      waitingReason: '',
    });
    expect((await w.player(o.player.id)).credits).toBe(100);
    // the buyer comes online and the queue runs, later too: nothing is sent
    setOnline(true);
    tick(31_000);
    await runQueue();
    tick(3_600_000);
    await runQueue();
    expect(o.sent()).toBe(0);
    expect((await w.purchase(o.view.id)).status).toBe('failed');
    expect(await refundRows(o.player.id)).toHaveLength(1);
    // the owner's refund is final: no retry (it would charge the whole price again)
    const e = await refusal(retryPurchase(w.t.ctx, { botId: w.botId, purchaseId: o.view.id, actor: 'o' }));
    expect(e.code).toBe('already_refunded');
  });

  it('a partial refund of a waiting order tells the kit log and the buyer how much went back', async () => {
    setOnline(false);
    const k = await uniqueKit({ price: 40 });
    const p = await w.addPlayer({ eosId: OUT_EOS, credits: 100, discordId: '300000000000000777' });
    const view = await buy(p.id, k.kit.id);
    expect(view.status).toBe('waiting');
    const res = await refund({ purchaseId: view.id, amount: 15, reason: 'half' });
    expect(res.status).toBe(200);
    expect((await w.player(p.id)).credits).toBe(75);
    const outbox = (await listDiscordOutbox(w.t.ctx.db, w.botId)).map((m) => m.text);
    expect(outbox).toContain(
      `Delivery of "${k.kit.name}" to ${p.name} (<@300000000000000777>) on Island failed: ` +
        `Refunded by ${res.body.refund.by} before delivery. 15 of 40 credits were refunded.`,
    );
    expect(outbox.some((t) => t.includes('Your 15 credits were refunded.'))).toBe(true);
  });

  it('an order being delivered is refused (409 purchase_delivering); after delivery it is refundable', async () => {
    const o = await waitingOrder();
    setOnline(true);
    tick(31_000);
    let reached!: () => void;
    const atMark = new Promise<void>((r) => (reached = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const run = runDeliveryQueue(w.t.ctx, {
      budgetMs: 20_000,
      hooks: {
        beforeMark: async (id) => {
          if (id !== o.view.id) return;
          reached();
          await gate;
        },
      },
    });
    await atMark; // the queue holds the claim: delivering
    const during = await refund({ purchaseId: o.view.id, reason: 'too late' });
    expect([during.status, during.body.code]).toEqual([409, 'purchase_delivering']);
    release();
    await run;
    expect(o.sent()).toBe(1);
    const row = await w.purchase(o.view.id);
    expect([row.status, row.refunded]).toEqual(['delivered', false]);
    expect((await w.player(o.player.id)).credits).toBe(60);
    // delivered and recorded: now a refund of a delivered order
    const after = await refund({ purchaseId: o.view.id, amount: 10, reason: 'late delivery' });
    expect(after.status).toBe(200);
    expect((await w.player(o.player.id)).credits).toBe(70);
  });
});

describe('races', () => {
  it('a waiting or queued order refunded while the queue runs: refunded and never delivered, or delivered and not refunded', async () => {
    const outcomes = { refunded: 0, delivered: 0, refundedAfterDelivery: 0 };
    for (let round = 0; round < 12; round++) {
      const o = await waitingOrder();
      // every other round the order is `queued` (as after a recovered claim)
      if (round % 2)
        await w.t.ctx.db
          .update(purchases)
          .set({ status: 'queued', nextAttemptAt: null })
          .where(eq(purchases.id, o.view.id));
      setOnline(true);
      tick(31_000);
      // the refund starts with the queue run, or a little after it (the delivery wins some rounds)
      const [res] = await Promise.all([
        sleep((round % 4) * 4).then(() => refund({ purchaseId: o.view.id, reason: `race ${round}` })),
        runQueue(),
      ]);
      const row = await w.purchase(o.view.id);
      const credits = (await w.player(o.player.id)).credits;
      const refunds = await refundRows(o.player.id);
      const sent = o.sent();
      // never both a charge-back and a delivery without its record
      if (sent > 0) expect(row.status).toBe('delivered');
      expect(sent).toBeLessThanOrEqual(1);
      if (res.status === 200) {
        expect(row.refunded).toBe(true);
        expect(credits).toBe(100);
        expect(refunds).toHaveLength(1);
        if (row.status === 'failed') {
          expect(sent).toBe(0);
          outcomes.refunded++;
        } else {
          // the delivery was recorded first, the refund came after it (a refund of a delivered order)
          expect(row.status).toBe('delivered');
          outcomes.refundedAfterDelivery++;
        }
      } else {
        expect(res.status).toBe(409);
        expect(['purchase_delivering', 'purchase_changed']).toContain(res.body.code);
        expect([row.status, row.refunded, sent]).toEqual(['delivered', false, 1]);
        expect(credits).toBe(60);
        expect(refunds).toHaveLength(0);
        outcomes.delivered++;
      }
      // whatever happened, a later queue run sends nothing more
      tick(3_600_000);
      await runQueue();
      expect(o.sent()).toBe(sent);
      expect(await refundEvents(o.view.id)).toHaveLength(row.refunded ? 1 : 0);
    }
    expect(outcomes.refunded + outcomes.delivered + outcomes.refundedAfterDelivery).toBe(12);
    console.log('refund vs queue outcomes', outcomes);
  });

  it('two refunds racing: only one wins (credits, coupon use and event once)', async () => {
    const { kit } = await uniqueKit({ price: 100, stock: 3 });
    const [c] = await w.t.ctx.db
      .insert(coupons)
      .values({ botId: w.botId, code: `RACE${n}`, kind: 'fixed', amount: 10 })
      .returning();
    const p = await w.addPlayer({ credits: 300 });
    const view = await buy(p.id, kit.id, { coupon: c!.code });
    expect([view.status, view.price]).toEqual(['delivered', 90]);
    const results = await Promise.all([
      refund({ purchaseId: view.id, reason: 'first' }),
      refund({ purchaseId: view.id, amount: 50, reason: 'second' }, 'manager'),
      refund({ purchaseId: view.id, reason: 'third' }),
      refund({ purchaseId: view.id, amount: 10, reason: 'fourth' }, 'manager'),
      refund({ purchaseId: view.id, reason: 'fifth' }),
    ]);
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.code]).toEqual([409, 'already_refunded']);
    const amount = won[0]!.body.refund.amount as number;
    expect((await w.player(p.id)).credits).toBe(300 - 90 + amount);
    expect(await refundRows(p.id)).toHaveLength(1);
    expect((await w.t.ctx.db.select().from(coupons).where(eq(coupons.id, c!.id)))[0]!.uses).toBe(0);
    const stock = await w.t.ctx.db.select().from(kitStock).where(eq(kitStock.kitId, kit.id));
    expect(stock.reduce((s, r) => s + r.sold, 0)).toBe(0);
    expect(await refundEvents(view.id)).toHaveLength(1);
  });
});

describe('bulk refund', () => {
  it('refunds the selected orders in full and says which were refused and why', async () => {
    const { kit } = await uniqueKit({ price: 25 });
    const a = await w.addPlayer({ credits: 100 });
    const b = await w.addPlayer({ credits: 100 });
    const one = await buy(a.id, kit.id);
    const two = await buy(b.id, kit.id);
    const done = await buy(a.id, kit.id);
    expect((await refund({ purchaseId: done.id, reason: 'earlier' })).status).toBe(200);
    const waiting = await waitingOrder(30);
    const res = await w.t.call('manager', {
      method: 'POST',
      url: '/api/purchase/refund-many',
      payload: {
        botId: w.botId,
        purchaseIds: [one.id, two.id, done.id, waiting.view.id, 999_999_999],
        reason: 'Server wipe',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refunded.map((p: { id: number }) => p.id).sort()).toEqual(
      [one.id, two.id, waiting.view.id].sort(),
    );
    expect(body.refused).toEqual([
      { purchaseId: done.id, code: 'already_refunded', message: shopMessages.alreadyRefunded },
      { purchaseId: 999_999_999, code: 'not_found', message: 'Purchase not found' },
    ]);
    expect((await w.player(a.id)).credits).toBe(100);
    expect((await w.player(b.id)).credits).toBe(100);
    expect((await w.purchase(waiting.view.id)).status).toBe('failed');
    const bad = await w.t.call('owner', {
      method: 'POST',
      url: '/api/purchase/refund-many',
      payload: { botId: w.botId, purchaseIds: [], reason: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
