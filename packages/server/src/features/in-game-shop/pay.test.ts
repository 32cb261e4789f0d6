import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, creditTransfers } from '../../db/schema';
import { decryptSettings, encryptSettings } from '../bots/secrets';
import { addPlayer, createInGameWorld, EOS, type InGameWorld } from './test-world';

/** `+pay` over the TCP RCON fake: receiver by name among linked online players, or by #id. */
let w: InGameWorld;
beforeAll(async () => {
  w = await createInGameWorld();
  const [bot] = await w.t.ctx.db.select().from(botInstances).where(eq(botInstances.id, w.botId));
  const settings = decryptSettings(bot!.settings, w.t.ctx.secrets);
  settings.transferSettings = { isEnabled: true, feePercent: 0, minAmount: 1, maxAmount: 0, dailyLimit: 0 };
  await w.t.ctx.db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, w.t.ctx.secrets) })
    .where(eq(botInstances.id, w.botId));
});
afterAll(async () => w?.close());

describe('+pay in game', () => {
  it('pays a linked online player by name or by #id, refuses unknown, unlinked and ambiguous names', async () => {
    const alice = await addPlayer(w, { name: 'Alice', eosId: EOS.alice, credits: 500 });
    const bob = await addPlayer(w, { name: 'Bob', eosId: EOS.bob, credits: 0 });
    const carol = await addPlayer(w, { name: 'Carol', eosId: '', credits: 0 });
    w.setOnline([
      { name: 'Alice W', eosId: EOS.alice },
      { name: 'Bob the Builder', eosId: EOS.bob },
      { name: 'Carol', eosId: EOS.carol }, // online but not linked
    ]);
    w.say('Alice W', '+pay bob the builder 120');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe('Sent 120 credits to Bob. 380 left');
    expect((await w.player(bob.id)).credits).toBe(120);

    w.say('Alice W', `+pay #${carol.id} 30`);
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe('Sent 30 credits to Carol. 350 left');
    expect((await w.player(carol.id)).credits).toBe(30);

    w.say('Alice W', '+pay Carol 5');
    await w.run();
    expect(w.repliesTo(EOS.alice).at(-1)).toBe(
      'No linked player online is called Carol. Use +pay #<player id> <amount>.',
    );
    w.say('Alice W', '+pay Nobody 5');
    w.say('Alice W', '+pay Bob the Builder lots');
    await w.run();
    expect(w.repliesTo(EOS.alice).slice(-2)).toEqual([
      'No linked player online is called Nobody. Use +pay #<player id> <amount>.',
      'Send credits: +pay <name or #id> <amount>',
    ]);
    w.say('Alice W', `+pay #${alice.id} 5`);
    w.say('Alice W', '+pay #999999 5');
    w.say('Alice W', '+pay Bob the Builder 5000');
    await w.run();
    expect(w.repliesTo(EOS.alice).slice(-3)).toEqual([
      'Choose another player to send credits to.',
      'There is no player #999999.',
      'You have only 350 credits, not enough to send 5000.',
    ]);
    expect((await w.player(alice.id)).credits).toBe(350);
    const rows = await w.t.ctx.db.select().from(creditTransfers).where(eq(creditTransfers.botId, w.botId));
    expect(rows.map((r) => [r.toName, r.amount, r.source])).toEqual([
      ['Bob', 120, 'in-game'],
      ['Carol', 30, 'in-game'],
    ]);
    // each inbox row is one transfer: running the reader again sends nothing twice
    await w.run();
    expect((await w.player(alice.id)).credits).toBe(350);
  });

  it('+top answers a leaderboard, or how to ask for one', async () => {
    w.say('Alice W', '+top votes all');
    w.say('Alice W', '+top gold');
    await w.run();
    expect(w.repliesTo(EOS.alice).slice(-2)).toEqual([
      'Top: Votes of all time: Nobody is on this board yet.',
      // `|` never reaches the console (lib/console-text.ts)
      'Boards: +top earned/votes/kits/playtime week/month/all',
    ]);
  });
});
