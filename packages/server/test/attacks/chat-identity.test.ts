/**
 * Issue 33, finding 2: a name can never stand for another online player. A platform name may hold `): `
 * (Steam and Epic allow it); with the line cut at its first `): `, the attacker `Newbie (x): +link CODE`
 * saying "hi" was read as `Newbie` typing `+link CODE`, which linked the victim's EOS id to the attacker's
 * account. Now a line counts only when exactly one online name explains it. Real TCP RCON fake (chat buffer,
 * ListPlayers), real database, the reader job as it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkCode } from '../../src/features/in-game-shop/service';
import { addPlayer, createInGameWorld, type InGameWorld } from '../../src/features/in-game-shop/test-world';

const VICTIM = '0002000000000000000000000000cafe';
const ATTACKER = '0002000000000000000000000000beef';

let w: InGameWorld;
beforeAll(async () => {
  w = await createInGameWorld();
});
afterAll(async () => w?.close());

describe('the identity rule: the EOS id of exactly one online name decides', () => {
  it('Newbie (x): +link CODE saying "hi" next to Newbie: refused, nothing linked, nobody answered', async () => {
    const victim = await addPlayer(w, {
      name: 'Rex Rider',
      discordId: '520000000000000001',
      credits: 500,
      eosId: VICTIM,
    });
    const attacker = await addPlayer(w, { name: 'Mallory', discordId: '520000000000000002', credits: 0 });
    const { code } = await createLinkCode(w.t.ctx, w.botId, attacker.id);
    const evilName = `Newbie (x): +link ${code}`;
    const balName = 'Newbie (x): +bal';
    w.setOnline([
      { name: 'Newbie', eosId: VICTIM },
      { name: evilName, eosId: ATTACKER },
      { name: balName, eosId: '0002000000000000000000000000b0a1' },
    ]);
    const before = w.fake.commands.length;
    w.say(evilName, 'hi', 'Rex Rider'); // "Newbie (x): +link CODE (Rex Rider): hi"
    w.say(balName, 'hello', 'Rex Rider'); // "Newbie (x): +bal (Rex Rider): hello"
    await w.run();

    expect((await w.player(attacker.id)).eosId).toBe('');
    expect((await w.player(victim.id)).eosId).toBe(VICTIM);
    const rows = (await w.inbox()).slice(-2);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'done', outcome: 'ambiguous_line', playerId: null, eosId: '' }),
      expect.objectContaining({ status: 'done', outcome: 'ambiguous_line', playerId: null, eosId: '' }),
    ]);
    // no reply to anyone: nothing about the victim's balance reached anybody
    expect(w.fake.commands.slice(before).filter((c) => c.startsWith('ServerChatTo'))).toEqual([]);

    // the victim's own lines still count (only one online name explains them)
    w.say('Newbie', '+bal', 'Rex Rider');
    await w.run();
    expect(w.repliesTo(VICTIM).at(-1)).toBe('Balance: 500 credits.');
  });

  it('a name holding "): " is read whole when it alone explains the line', async () => {
    const eve = await addPlayer(w, {
      name: 'Eve',
      discordId: '520000000000000003',
      credits: 70,
      eosId: '0002000000000000000000000000e7e0',
    });
    w.setOnline([{ name: 'Eve (a): b', eosId: '0002000000000000000000000000e7e0' }]);
    w.say('Eve (a): b', '+bal');
    w.say('Eve (a): b', 'plain chat (with): brackets');
    await w.run();
    expect(w.repliesTo('0002000000000000000000000000e7e0')).toEqual(['Balance: 70 credits.']);
    const [bal, chat] = (await w.inbox()).slice(-2);
    expect(bal).toMatchObject({ outcome: 'ok', playerId: eve.id });
    // no cut of the second line holds a command: kept as plain chat
    expect(chat).toMatchObject({ status: 'chat' });
  });
});
