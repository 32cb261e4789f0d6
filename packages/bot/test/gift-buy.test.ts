import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import { purchases, servers } from '@asa/server/db';
import { customIds } from '../src/lib/custom-ids';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

/** `/buy kit for:<user>`: a gift through the order flow (issue 26). The staff's /gift is not this. */
let b: BotTest;
let island: number;
const selectOf = (m: { components: Record<string, unknown>[] } | undefined) =>
  (m?.components[0] as { components: { custom_id: string }[] }).components[0]!;

beforeAll(async () => {
  b = await createBotTest();
  const rows = await b.ctx.db.select().from(servers).where(eq(servers.botId, b.botId));
  island = rows.find((s) => s.name === 'The Island')!.id;
});
afterAll(async () => b?.close());

describe('/buy for:<user>', () => {
  it('charges the caller and delivers to the chosen member, who must be online', async () => {
    const buyer = user(60);
    const friend = user(61);
    await b.addPlayer(buyer, { credits: 300, eosId: '0002a0000000000000000000000000a0' });
    const to = await b.addPlayer(friend, { credits: 5, eosId: '0002b0000000000000000000000000b0' });
    const kit = await b.addKit({
      name: 'Gift Box',
      price: 100,
      itemGroups: [{ index: 0, name: 'G', items: [{ index: 0, command: 'GiftItem {eos_id}' }] }],
    });
    const first = await b.slash(buyer, 'buy', { kit: String(kit.id), for: friend, message: 'for you @here' });
    const menu = selectOf(first.message);
    expect(menu.custom_id).toBe(customIds.server(`g${to.id}`, kit.id, 0));
    const sent = b.rcon.commands.length;
    const done = await b.select(buyer, menu.custom_id, [String(island)]);
    expect(done.content).toBe(
      botTexts.giftDelivered('Gift Box', friend.username, 'The Island', botTexts.paidCredits(100, 200)),
    );
    expect(b.sentSince(sent)).toEqual(['GiftItem 0002b0000000000000000000000000b0']);
    expect((await b.player(friend))!.credits).toBe(5);
    const [row] = await b.ctx.db.select().from(purchases).where(eq(purchases.playerId, to.id));
    expect(row).toMatchObject({ isGift: true, giftMessage: 'for you @here', source: 'discord' });

    // the recipient offline: the gift waits for them (not the buyer)
    await b.setOnline(friend, false);
    b.advanceClock(10_000);
    const wait = await b.select(buyer, menu.custom_id, [String(island)]);
    expect(wait.content).toContain(shopMessages.waitingForRecipient(friend.username, 'The Island'));
    const rows = await b.ctx.db
      .select()
      .from(purchases)
      .where(eq(purchases.playerId, to.id))
      .orderBy(asc(purchases.id));
    expect(rows.map((r) => r.status)).toEqual(['delivered', 'waiting']);
    expect((await b.player(buyer))!.credits).toBe(100);
  });

  it('refuses a gift to yourself and to an unregistered member, charging nothing', async () => {
    const buyer = user(62);
    const stranger = user(63);
    await b.addPlayer(buyer, { credits: 300 });
    const kit = await b.addKit({ name: 'Gift Two', price: 10 });
    expect((await b.slash(buyer, 'buy', { kit: String(kit.id), for: buyer })).content).toBe(
      shopMessages.giftToSelf,
    );
    expect((await b.slash(buyer, 'buy', { kit: String(kit.id), for: stranger })).content).toBe(
      botTexts.targetNotRegistered(`<@${stranger.id}>`),
    );
    expect((await b.player(buyer))!.credits).toBe(300);
  });
});
