import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, servers } from '@asa/server/db';
import { runDeliveryQueue } from '@asa/server';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

let b: BotTest;
let island: number;
const group = (commands: string[]) => ({
  index: 0,
  name: 'Items',
  items: commands.map((command, i) => ({ index: i, command })),
});

beforeAll(async () => {
  b = await createBotTest();
  const rows = await b.ctx.db.select().from(servers).where(eq(servers.botId, b.botId));
  island = rows.find((s) => s.name === 'The Island')!.id;
});
afterAll(async () => b?.close());

/** Runs the delivery queue once the waiting purchases are due again (30 s after "offline"). */
async function queueLater() {
  b.advanceClock(60_000);
  await runDeliveryQueue(b.ctx);
}

describe('/orders and the waiting replies', () => {
  const u = user(60);

  it('asks an unregistered member to register, and says when there are no orders', async () => {
    expect((await b.slash(u, 'orders')).content).toBe(botTexts.notRegistered);
    await b.addPlayer(u, { credits: 1000 });
    const a = await b.slash(u, 'orders');
    expect(a.content).toBe(botTexts.noOrders);
    expect(a.ephemeral).toBe(true);
  });

  it('a buyer who is not on the server: the reply says the order waits for them to join', async () => {
    await b.setOnline(u, false);
    const kit = await b.addKit({
      name: 'Starter',
      price: 100,
      itemGroups: [group(['GiveItemToPlayer {eos_id} Pick'])],
    });
    const sent = b.rcon.commands.length;
    const a = await b.select(u, customIds.server('b', kit.id, 0), [String(island)]);
    expect(a.content).toMatch(
      /^"Starter": Waiting for you to join The Island\. Your order is kept and delivered automatically; see \/orders\. If it cannot be delivered by <t:\d+:f>, you get your credits back\.$/,
    );
    expect(b.sentSince(sent)).toEqual([]);
    expect((await b.player(u))!.credits).toBe(900);
  });

  it('a redemption that waits says the voucher comes back if it expires', async () => {
    const kit = await b.addKit({
      name: 'Gift Box',
      price: 0,
      isBuyable: false,
      itemGroups: [group(['Give Box'])],
    });
    const p = await b.player(u);
    await b.ctx.db
      .update(players)
      .set({ kitVouchers: [{ kitId: kit.id, count: 1 }] })
      .where(eq(players.id, p!.id));
    const a = await b.select(u, customIds.server('r', kit.id, 0), [String(island)]);
    expect(a.content).toContain('"Gift Box": Waiting for you to join The Island.');
    expect(a.content).toMatch(/you get your voucher back\.$/);
  });

  it('/orders lists the orders, newest first, with status and reason; delivered once the buyer joins', async () => {
    let a = await b.slash(u, 'orders');
    expect(a.ephemeral).toBe(true);
    const lines = a.content.split('\n');
    expect(lines[0]).toBe(botTexts.ordersAll);
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^#\d+ "Gift Box" on The Island, <t:\d+:f>: \*\*Waiting\*\* - Waiting for you to join The Island\.$/,
    );
    expect(lines[2]).toMatch(
      /^#\d+ "Starter" on The Island, <t:\d+:f>: \*\*Waiting\*\* - Waiting for you to join The Island\.$/,
    );

    const sent = b.rcon.commands.length;
    await b.setOnline(u, true);
    await queueLater();
    const p = await b.player(u);
    expect(b.sentSince(sent)).toEqual([`GiveItemToPlayer ${p!.eosId} Pick`, 'Give Box']);
    a = await b.slash(u, 'orders');
    const after = a.content.split('\n').slice(1);
    expect(after.map((l) => l.replace(/^#\d+ /, '').replace(/<t:\d+:f>/, 'T'))).toEqual([
      '"Gift Box" on The Island, T: **Delivered**',
      '"Starter" on The Island, T: **Delivered**',
    ]);
  });

  it('shows only the latest ten orders, and says how many there are', async () => {
    const v = user(61);
    await b.addPlayer(v, { credits: 10_000 });
    const kit = await b.addKit({ name: 'Pebble', price: 1, itemGroups: [group(['Give Pebble'])] });
    for (let i = 0; i < 12; i++) await b.select(v, customIds.server('b', kit.id, 0), [String(island)]);
    const a = await b.slash(v, 'orders');
    const lines = a.content.split('\n');
    expect(lines[0]).toBe(botTexts.ordersLatest(10, 12));
    expect(lines.slice(1)).toHaveLength(10);
    expect(lines.slice(1).every((l) => l.endsWith(': **Delivered**'))).toBe(true);
  });
});
