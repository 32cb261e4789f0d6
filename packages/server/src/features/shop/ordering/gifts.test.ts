import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '@asa/domain';
import { servers } from '../../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { listDiscordOutbox } from '../../discord-activity/outbox';
import { buyKit, resolvePurchase, retryPurchase } from '..';
import { createShopWorld, group, RCON_PASSWORD, refusal, type ShopWorld } from '../fixtures';
import { ONLINE_CACHE_MS } from '../delivery/online';
import { expireWaiting, runDeliveryQueue } from '../delivery/queue';

/** Gifts (issue 26) against the real TCP RCON fake, the engine's clock moved by hand. */
let w: ShopWorld;
let fake: FakeRconServer;
let serverId: number;
let clock = Date.parse('2031-03-01T12:00:00Z');
const tick = (ms: number) => {
  clock += ms;
};
const BUYER_EOS = '0002aaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const RECIPIENT_EOS = '0002bbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const online = (eosIds: string[]) => {
  fake.options.players = eosIds.map((eosId, i) => ({ name: `P${i}`, eosId }));
  tick(ONLINE_CACHE_MS);
};
const run = () => runDeliveryQueue(w.t.ctx, { budgetMs: 20_000 });
const gives = (prefix: string) => fake.commands.filter((c) => c.startsWith(prefix));

beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => new Date(clock);
  fake = await startFakeRcon({ password: RCON_PASSWORD, players: [] });
  const [s] = await w.t.ctx.db
    .insert(servers)
    .values({
      botId: w.botId,
      name: 'Gift Island',
      ip: fake.host,
      rconPort: fake.port,
      rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
    })
    .returning();
  serverId = s!.id;
});
afterAll(async () => {
  await w?.close();
  await fake?.close();
});

let pairs = 0;
async function pair(buyerCredits = 500) {
  pairs++;
  const buyer = await w.addPlayer({
    name: 'Dodo',
    eosId: BUYER_EOS,
    credits: buyerCredits,
    discordId: `31000000000000${1000 + pairs}`,
  });
  const recipient = await w.addPlayer({
    name: 'Rex',
    eosId: RECIPIENT_EOS,
    credits: 7,
    discordId: `32000000000000${1000 + pairs}`,
  });
  return { buyer, recipient };
}

const gift = (buyerId: number, recipientId: number, kitId: number, giftMessage?: string) =>
  buyKit(w.t.ctx, {
    botId: w.botId,
    playerId: buyerId,
    giftTo: recipientId,
    giftMessage,
    kitId,
    serverId,
    source: 'portal',
    actor: 'test',
  });

describe('gifts', () => {
  it('wait for the recipient (not the buyer) and are delivered once to the recipient', async () => {
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({
      price: 100,
      itemGroups: [group(0, 'G', ['GiftA {eos_id}', 'GiftB {eos_id}'])],
    });
    online([BUYER_EOS]); // the buyer is on the server, the recipient is not
    const view = await gift(buyer.id, recipient.id, kit.id, 'Happy <@&1> **wipe**\nday');
    expect(view).toMatchObject({
      status: 'waiting',
      playerId: recipient.id,
      playerName: 'Rex',
      price: 100,
      gift: { fromPlayerId: buyer.id, fromName: 'Dodo', message: 'Happy <@&1> **wipe** day' },
    });
    expect(gives('Gift')).toEqual([]);
    expect((await w.player(buyer.id)).credits).toBe(400);
    expect((await w.player(recipient.id)).credits).toBe(7);
    tick(31_000);
    await run();
    expect((await w.purchase(view.id)).status).toBe('waiting');
    online([RECIPIENT_EOS]);
    tick(31_000);
    await run();
    await run();
    expect((await w.purchase(view.id)).status).toBe('delivered');
    expect(gives('Gift')).toEqual([`GiftA ${RECIPIENT_EOS}`, `GiftB ${RECIPIENT_EOS}`]);
    expect((await w.player(buyer.id)).credits).toBe(400);
    expect((await w.player(recipient.id)).boughtKits.map((k) => k.kitId)).toEqual([kit.id]);
    // both told once: the recipient that it arrived (message escaped), the buyer (it waited)
    const dms = (await listDiscordOutbox(w.t.ctx.db, w.botId)).filter((m) => m.key.includes(`:${view.id}:`));
    const toRecipient = dms.filter((m) => m.userId === recipient.discordId);
    const toBuyer = dms.filter((m) => m.userId === buyer.discordId);
    expect(toRecipient.map((m) => m.text)).toEqual([
      `Dodo sent you "${kit.name}" on Gift Island. It has arrived. Enjoy! Their message: ` +
        '"Happy ‹@\u200b&1\\> \\*\\*wipe\\*\\* day"',
    ]);
    expect(toBuyer.map((m) => m.text)).toEqual([
      `Your gift "${kit.name}" for Rex on Gift Island has arrived.`,
    ]);
  });

  it('delivers at once when the recipient is online and the buyer is not', async () => {
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({ price: 50, itemGroups: [group(0, 'G', ['Now {eos_id}'])] });
    online([RECIPIENT_EOS]);
    const view = await gift(buyer.id, recipient.id, kit.id);
    expect(view.status).toBe('delivered');
    expect(gives('Now')).toEqual([`Now ${RECIPIENT_EOS}`]);
    expect((await w.player(buyer.id)).credits).toBe(450);
  });

  it('gives the credits of an expired gift back to the buyer, once', async () => {
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({ price: 120, itemGroups: [group(0, 'G', ['Late {eos_id}'])] });
    online([]);
    const view = await gift(buyer.id, recipient.id, kit.id);
    expect(view.status).toBe('waiting');
    tick(25 * 3_600_000);
    expect(await expireWaiting(w.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await expireWaiting(w.t.ctx)).toBe(0);
    expect(await w.purchase(view.id)).toMatchObject({ status: 'expired', refunded: true });
    expect((await w.player(buyer.id)).credits).toBe(500);
    expect((await w.player(recipient.id)).credits).toBe(7);
    const refunds = (await w.history(buyer.id)).filter((h) => h.reason.startsWith('Refund'));
    expect(refunds.map((h) => h.amount)).toEqual([120]);
    expect(await w.history(recipient.id)).toEqual([]);
    // a retry charges the buyer again, not the recipient
    online([RECIPIENT_EOS]);
    const again = await retryPurchase(w.t.ctx, { botId: w.botId, purchaseId: view.id, actor: 'owner' });
    expect(again.status).toBe('delivered');
    expect((await w.player(buyer.id)).credits).toBe(380);
    expect((await w.player(recipient.id)).credits).toBe(7);
  });

  it("gives a failed gift and the owner's refund of an unknown gift back to the buyer", async () => {
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({ price: 30, itemGroups: [group(0, 'G', ['Refuse {eos_id}'])] });
    online([RECIPIENT_EOS]);
    fake.options.responses = { [`Refuse ${RECIPIENT_EOS}`]: 'Permission denied' };
    const failed = await gift(buyer.id, recipient.id, kit.id);
    expect(failed).toMatchObject({ status: 'failed', refunded: true });
    expect((await w.player(buyer.id)).credits).toBe(500);
    const dm = (await listDiscordOutbox(w.t.ctx.db, w.botId)).filter(
      (m) => m.key.includes(`:${failed.id}:`) && m.userId === buyer.discordId,
    );
    expect(dm.map((m) => m.text)).toEqual([
      `Your gift "${kit.name}" for Rex on Gift Island could not be delivered: Permission denied. Your 30 credits were refunded.`,
    ]);
    fake.options.responses = {};
    const hang = await w.addKit({ price: 40, itemGroups: [group(0, 'G', ['Hang {eos_id}'])] });
    fake.options.hangUpOn = (c) => c.startsWith('Hang');
    try {
      const unknown = await gift(buyer.id, recipient.id, hang.id);
      expect(unknown.status).toBe('unknown');
      expect((await w.player(buyer.id)).credits).toBe(460);
      const refunded = await resolvePurchase(w.t.ctx, {
        botId: w.botId,
        purchaseId: unknown.id,
        action: 'refund',
        actor: 'owner',
      });
      expect(refunded).toMatchObject({ status: 'failed', refunded: true });
      await refusal(
        resolvePurchase(w.t.ctx, {
          botId: w.botId,
          purchaseId: unknown.id,
          action: 'refund',
          actor: 'owner',
        }),
      );
    } finally {
      fake.options.hangUpOn = undefined;
    }
    expect((await w.player(buyer.id)).credits).toBe(500);
    expect((await w.player(recipient.id)).credits).toBe(7);
  });

  it("counts a gift toward the buyer's buy limit, not the recipient's; applies the recipient's rank", async () => {
    await w.setSettings('kitSettings', { enableBuyLimits: true, enableRoleLimits: true });
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({
      price: 5,
      useBuyLimit: true,
      maxBuys: 1,
      resetAt: 'daily',
      itemGroups: [group(0, 'G', ['Lim {eos_id}'])],
    });
    online([RECIPIENT_EOS, BUYER_EOS]);
    // the gift uses the buyer's one purchase of the day (docs/decisions/2026-11-28-gifts-and-buy-limits.md)
    expect((await gift(buyer.id, recipient.id, kit.id)).status).toBe('delivered');
    const e = await refusal(gift(buyer.id, recipient.id, kit.id));
    expect(e.code).toBe('buy_limit');
    expect(e.message).toBe(
      `You have reached the limit of 1 purchase of "${kit.name}" per day. It resets at 2031-03-03 00:00 UTC.`,
    );
    // the recipient's own limit is untouched by the gift (7 credits: enough for one)
    const own = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: recipient.id,
      kitId: kit.id,
      serverId,
      source: 'portal',
      actor: 't',
    });
    expect(own.status).toBe('delivered');
    const vip = await w.addKit({ price: 10, useRoleLimit: true, requiredRole: w.ranks.vip });
    const r = await refusal(gift(buyer.id, recipient.id, vip.id));
    expect(r.code).toBe('rank_required');
    expect(r.message).toBe(shopMessages.giftRankRequired('Rex', vip.name, 'VIP'));
    expect((await w.player(buyer.id)).credits).toBe(495);
  });

  it("racing gifts: the buyer never goes below 0 and never passes the buyer's limit", async () => {
    await w.setSettings('kitSettings', { enableBuyLimits: true });
    const { buyer, recipient } = await pair(250);
    online([RECIPIENT_EOS]);
    const kit = await w.addKit({ price: 100, itemGroups: [group(0, 'G', ['Race {eos_id}'])] });
    const spent = await Promise.allSettled(
      Array.from({ length: 8 }, () => gift(buyer.id, recipient.id, kit.id)),
    );
    expect(spent.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await w.player(buyer.id)).credits).toBe(50);
    // five gifts of one buyer whose limit is 1 a day at once (opposite lock orders cannot deadlock)
    const limited = await w.addKit({
      price: 10,
      useBuyLimit: true,
      maxBuys: 1,
      resetAt: 'daily',
      itemGroups: [group(0, 'G', ['Once {eos_id}'])],
    });
    const giver = (await pair()).buyer;
    const [back, ...raced] = await Promise.allSettled([
      gift(recipient.id, buyer.id, kit.id), // the recipient gifts the other way meanwhile (7 credits: refused)
      ...Array.from({ length: 5 }, () => gift(giver.id, recipient.id, limited.id)),
    ]);
    expect(back!.status).toBe('rejected');
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = raced.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual([
      'buy_limit',
      'buy_limit',
      'buy_limit',
      'buy_limit',
    ]);
    const got = (await w.player(recipient.id)).boughtKits.filter((k) => k.kitId === limited.id);
    expect(got).toHaveLength(1);
  });

  it('answers gifts_not_available while the kit settings switch gifts off', async () => {
    const { buyer, recipient } = await pair();
    const kit = await w.addKit({ price: 10 });
    await w.setSettings('kitSettings', { isGiftingEnabled: false });
    try {
      const off = await refusal(gift(buyer.id, recipient.id, kit.id));
      expect(off).toMatchObject({ code: 'gifts_not_available', status: 403 });
    } finally {
      await w.setSettings('kitSettings', { isGiftingEnabled: true });
    }
    expect((await w.player(buyer.id)).credits).toBe(500);
  });

  it('refuses a gift to yourself and to a player of another instance, charging nothing', async () => {
    const { buyer } = await pair();
    const kit = await w.addKit({ price: 10 });
    const self = await refusal(gift(buyer.id, buyer.id, kit.id));
    expect(self).toMatchObject({ code: 'gift_to_self', status: 400 });
    const other = await w.t.ctx.db.$count(servers); // any id that is no player of this instance
    const missing = await refusal(gift(buyer.id, 10_000_000 + other, kit.id));
    expect(missing).toMatchObject({
      code: 'not_found',
      status: 404,
      message: shopMessages.giftRecipientNotFound,
    });
    expect((await w.player(buyer.id)).credits).toBe(500);
  });
});
