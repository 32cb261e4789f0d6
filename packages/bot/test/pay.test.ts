import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRefusals, shopText } from '@asa/domain';
import { seasons } from '@asa/server/db';
import { flushOutbox } from '../src/sync/outbox';
import { botTexts } from '../src/lib/texts';
import { createBotTest, user, type BotTest } from './helpers/bot-harness';

/** /pay through the fake Discord: the transfer, the receiver's DM (outbox -> DM channel), refusals. */
let b: BotTest;
const sender = user(70);
const receiver = user(71);
const stranger = user(72);
const flush = () => flushOutbox(b.ctx, b.client.rest, new Set([b.botId]));
const dmsOf = (id: string) => {
  const channel = [...b.discord.bot.dmChannels].find(([, u]) => u === id)?.[0];
  return b.discord.bot.messages.filter((m) => m.channel_id === channel).map((m) => m.content);
};

beforeAll(async () => {
  b = await createBotTest();
  b.data.guilds[0]!.members.push(receiver.id);
  await flush(); // messages of the demo seed
});
afterAll(async () => b?.close());

describe('/pay', () => {
  it('is refused while transfers are off; sends with the fee, DMs the receiver; refuses what the rules forbid', async () => {
    await b.addPlayer(sender, { credits: 300 });
    await b.addPlayer(receiver, { credits: 0 });
    const off = await b.slash(sender, 'pay', { user: receiver, amount: 50 });
    expect(off.content).toBe(shopText('en', shopRefusals.transfersOff));
    expect((await b.player(sender))!.credits).toBe(300);

    await b.setSettings({ transferSettings: { isEnabled: true, feePercent: 10, maxAmount: 200 } });
    const sent = await b.slash(sender, 'pay', { user: receiver, amount: 50 });
    expect(sent.content).toBe(botTexts.transferSent(`<@${receiver.id}>`, 50, 5, 245));
    expect(sent.ephemeral).toBe(true);
    expect((await b.player(sender))!.credits).toBe(245);
    expect((await b.player(receiver))!.credits).toBe(50);
    await flush();
    expect(dmsOf(receiver.id)).toEqual([`${sender.username} sent you 50 credits. Your balance: 50 credits.`]);

    expect((await b.slash(sender, 'pay', { user: receiver, amount: 201 })).content).toBe(
      shopText('en', shopRefusals.transferTooLarge(200)),
    );
    expect((await b.slash(sender, 'pay', { user: sender, amount: 10 })).content).toBe(
      shopText('en', shopRefusals.transferToSelf),
    );
    expect((await b.slash(sender, 'pay', { user: stranger, amount: 10 })).content).toBe(
      botTexts.targetNotRegistered(`<@${stranger.id}>`),
    );
    expect((await b.slash(receiver, 'pay', { user: sender, amount: 60 })).content).toBe(
      shopText('en', shopRefusals.transferNotEnough(60, 66, 50)),
    );
    expect((await b.player(sender))!.credits).toBe(245);
    expect((await b.player(receiver))!.credits).toBe(50);
  });

  it('/top answers the board with its title', async () => {
    const res = await b.slash(sender, 'top', { board: 'votes', period: 'all' });
    expect(res.ephemeral).toBe(true);
    expect(res.content.split('\n')[0]).toBe(botTexts.leaderboardTitle('votes', 'all'));
  });

  it("/top season: a past season's frozen board by its number; a number without a season is said so", async () => {
    const day = 86_400_000;
    const now = Date.now();
    await b.ctx.db.insert(seasons).values([
      { botId: b.botId, number: 1, name: 'One', startedAt: new Date(now - 20 * day) },
      { botId: b.botId, number: 2, name: 'Two', startedAt: new Date(now - 10 * day) },
    ]);
    const past = await b.slash(sender, 'top', { board: 'earned', season: 1 });
    expect(past.content.split('\n')[0]).toBe(botTexts.leaderboardSeasonTitle('earned', 1, true));
    expect(past.content.split('\n')[0]).toBe('**Credits earned in season 1** (over, frozen)');
    const current = await b.slash(sender, 'top', { season: 2 });
    expect(current.content.split('\n')[0]).toBe('**Credits earned in season 2**');
    expect((await b.slash(sender, 'top', { season: 9 })).content).toBe(
      'There is no season with this number.',
    );
  });
});
