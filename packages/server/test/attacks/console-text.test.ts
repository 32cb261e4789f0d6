/**
 * Issue 33, finding 1: text someone else chose never reaches the game console with a command separator.
 * Through every path that builds an RCON line from outside text (an in-game reply quoting what a player typed,
 * "Linked to <Discord name>", the Discord -> game relay, {player_name} in a kit's commands), arbitrary Unicode
 * (with the separators, their full-width forms and control characters mixed in) goes in and the TCP RCON
 * fake records what arrived: every line is printable ASCII without `|` `;` `\` quotes (the EOS id's quotes
 * of `ServerChatTo "<id>"` excepted), at most 150 characters of text.
 * fast-check with a fixed seed and few runs (each run is a real reader pass on a real database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { players } from '../../src/db/schema';
import { insertKit, itemGroup } from '../../src/db/factories';
import { consoleText, isConsoleSafe } from '../../src/lib/console-text';
import { createLinkCode, relayToGame } from '../../src/features/in-game-shop/service';
import {
  addPlayer,
  createInGameWorld,
  EOS,
  type InGameWorld,
} from '../../src/features/in-game-shop/test-world';

const SEED = 20261128;
const RUNS = 12;

/** Separators and look-alikes that a transliteration could turn into them, among arbitrary code points. */
const nasty = fc.constantFrom(
  '|',
  ';',
  '\\',
  '"',
  "'",
  '`',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u2028',
  '｜', // full-width forms: NFKD makes them | ; \ "
  '；',
  '＼',
  '＂',
  '＇',
  '“',
  '«',
  '\u202e',
  '\u200b',
  ' DestroyWildDinos',
  ' admincheat DestroyAll',
);
const hostile = fc
  .array(fc.oneof(nasty, fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 12 })
  .map((parts) => parts.join(''));

/** The text part of an RCON line (after `ServerChatTo "<hex id>" ` or the command word). */
function textOf(line: string) {
  const to = /^ServerChatTo "[0-9a-f]{30,40}" (.*)$/s.exec(line);
  if (to) return to[1]!;
  return line;
}
/** A name as a database stores it (no NUL: PostgreSQL text refuses it; Discord names never hold one). */
const dbText = (s: string) => s.replace(/\0/g, '').slice(0, 100);
const unsafe = (lines: string[]) => lines.filter((l) => !isConsoleSafe(textOf(l), 200));

let w: InGameWorld;
beforeAll(async () => {
  w = await createInGameWorld();
});
afterAll(async () => w?.close());

describe('consoleText (the one rule)', () => {
  it('any Unicode -> printable ASCII without | ; \\ quotes, at most the bound', () => {
    fc.assert(
      fc.property(hostile, fc.integer({ min: 1, max: 200 }), (text, max) => {
        const out = consoleText(text, { max });
        expect(isConsoleSafe(out, max)).toBe(true);
        expect(consoleText(out, { max })).toBe(out); // applying it twice changes nothing
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('the reported inputs', () => {
    expect(consoleText('x|DestroyWildDinos')).toBe('x/DestroyWildDinos');
    expect(consoleText('x ; admincheat DestroyAll')).toBe('x , admincheat DestroyAll');
    expect(consoleText('Rex" | Kill "me\\')).toBe('Rex / Kill me/');
  });
});

describe('every path to the console (TCP RCON fake records the lines)', () => {
  it('a player typing separators: the reply quoting it is console-safe', async () => {
    const me = await addPlayer(w, { name: 'Mallory', credits: 10, eosId: EOS.mallory });
    w.setOnline([{ name: 'Mallory', eosId: EOS.mallory }]);
    // the report, word for word
    w.say('Mallory', '+buy x|DestroyWildDinos');
    w.say('Mallory', '+buy x ; admincheat DestroyAll');
    await w.run();
    expect(w.repliesTo(EOS.mallory)).toEqual([
      'No such kit here: x/DestroyWildDinos. See +shop.',
      'No such kit here: x , admincheat DestroyAll. See +shop.',
    ]);
    const before = w.fake.commands.length;
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        w.say('Mallory', `+buy ${text.replace(/[\r\n\u0085\u2028]/g, ' ')}`);
        w.say('Mallory', `+redeem ${text}`);
        await w.run();
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const sent = w.fake.commands.slice(before);
    expect(sent.filter((c) => c.startsWith('ServerChatTo')).length).toBeGreaterThanOrEqual(RUNS);
    expect(unsafe(sent)).toEqual([]);
    expect((await w.player(me.id)).credits).toBe(10);
  }, 120_000);

  it('"Linked to <Discord name>": any name is console-safe', async () => {
    const before = w.fake.commands.length;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (name) => {
        n++;
        const eos = `0003${n.toString(16).padStart(28, '0')}`;
        const p = await addPlayer(w, {
          name: dbText(name) || 'x',
          discordId: `5${String(n).padStart(17, '0')}`,
        });
        const { code } = await createLinkCode(w.t.ctx, w.botId, p.id);
        w.setOnline([{ name: `Linker ${n}`, eosId: eos }]);
        w.say(`Linker ${n}`, `+link ${code}`);
        await w.run();
        expect(w.repliesTo(eos).at(-1)).toMatch(/^Linked to /);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(unsafe(w.fake.commands.slice(before))).toEqual([]);
  }, 120_000);

  it('{player_name} in a kit command: any player name is console-safe', async () => {
    await insertKit(w.t.ctx.db, w.botId, {
      name: 'Shout',
      price: 0,
      itemGroups: [itemGroup(0, 'Main', ['ServerChat Thanks {player_name}!'])],
    });
    const eos = '0004000000000000000000000000beef';
    const p = await addPlayer(w, { name: 'Shouter', eosId: eos, discordId: '510000000000000001' });
    w.setOnline([{ name: 'Shouter', eosId: eos }]);
    const before = w.fake.commands.length;
    await fc.assert(
      fc.asyncProperty(hostile, async (name) => {
        await w.t.ctx.db
          .update(players)
          .set({ name: dbText(name) })
          .where(eq(players.id, p.id));
        w.say('Shouter', '+buy Shout');
        await w.run();
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const sent = w.fake.commands.slice(before);
    expect(sent.filter((c) => c.startsWith('ServerChat Thanks')).length).toBe(RUNS);
    expect(unsafe(sent)).toEqual([]);
  }, 120_000);

  it('the Discord -> game relay: any author and message is console-safe', async () => {
    await w.t.ctx.db.execute(sql`update bot_instances set settings = jsonb_set(jsonb_set(jsonb_set(settings,
      '{inGameShopSettings,relayServerIds}', ${JSON.stringify([w.serverId])}::jsonb),
      '{inGameShopSettings,relayChannelId}', '"600000000000000778"'),
      '{inGameShopSettings,relayToGame}', 'true') where id = ${w.botId}`);
    const before = w.fake.commands.length;
    let sentCount = 0;
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (authorName, text) => {
        await w.run(undefined, 31_000); // past the relay's rate window
        const r = await relayToGame(w.t.ctx, w.botId, {
          channelId: '600000000000000778',
          authorName,
          text: `${text} ;|DestroyWildDinos`,
        });
        expect(r.kind).toBe('sent');
        if (r.kind === 'sent') sentCount += r.serverIds.length;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    const sent = w.fake.commands.slice(before).filter((c) => c.startsWith('ServerChat '));
    expect(sent).toHaveLength(sentCount);
    expect(sentCount).toBe(RUNS);
    expect(unsafe(sent)).toEqual([]);
  }, 120_000);
});
