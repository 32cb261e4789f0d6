import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, like } from 'drizzle-orm';
import { inGameInbox, purchases } from '../../db/schema';
import type { CrashPoint } from './reader';
import { addPlayer, createInGameWorld, type InGameWorld } from './test-world';
import { propertyOptions, propertyTimeout } from '../../../test/helpers/property-profile';

/**
 * Property: whatever the lines typed and wherever the reading process dies (right after a GetChat read was
 * stored, after a command was claimed, after its effect but before it was marked done), once a restarted
 * process has run, every command read is processed exactly once: every row done, each +buy one purchase,
 * delivered once and charged once. A fixed amount of work per run: the clock moves only when a reader run
 * moves it, and fast-check replays a fixed seed (test/helpers/property-profile.ts; `npm run test:explore`
 * tries new ones).
 */
const PLAYERS = 3;
const START = 10_000;

type Line = { player: number; text: '+buy starter' | '+bal' | 'hello' | '+shop' };
type Step = { lines: Line[]; crash: { at: CrashPoint; nth: number } | null };

const step: fc.Arbitrary<Step> = fc.record({
  lines: fc.array(
    fc.record({
      player: fc.nat(PLAYERS - 1),
      text: fc.constantFrom('+buy starter' as const, '+bal' as const, 'hello' as const, '+shop' as const),
    }),
    { maxLength: 4 },
  ),
  crash: fc.option(
    fc.record({ at: fc.constantFrom<CrashPoint>('afterRead', 'afterClaim', 'afterEffect'), nth: fc.nat(3) }),
    { nil: null },
  ),
});

class Crash extends Error {}

let w: InGameWorld;
let run = 0;
beforeAll(async () => {
  w = await createInGameWorld({ frozenClock: true });
});
afterAll(async () => w?.close());

describe('crash safety of the chat reader', () => {
  it(
    'every command read is processed exactly once after restarts at random crash points',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
          run++;
          const eos = Array.from(
            { length: PLAYERS },
            (_, i) => `0002c0de${String(run).padStart(8, '0')}${String(i).padStart(16, '0')}`,
          );
          const names = eos.map((_, i) => `Runner ${run}-${i}`);
          const players = [];
          for (let i = 0; i < PLAYERS; i++)
            players.push(
              await addPlayer(w, {
                name: names[i]!,
                eosId: eos[i]!,
                credits: START,
                discordId: `4${String(run).padStart(6, '0')}${i}`.padEnd(18, '0'),
              }),
            );
          w.setOnline(eos.map((id, i) => ({ name: names[i]!, eosId: id })));
          const firstRow = ((await w.inbox()).at(-1)?.id ?? 0) + 1;
          const gaveBefore = w.fake.commands.filter((c) => c.startsWith('GiveItem')).length;
          let buys = 0;
          for (const [i, s] of steps.entries()) {
            for (const l of s.lines) {
              w.say(names[l.player]!, l.text);
              if (l.text === '+buy starter') buys++;
            }
            let seen = 0;
            const crash = s.crash;
            // a process that dies at the crash point: nothing after it runs; the next process has another name
            await w
              .run({
                owner: `process-${run}-${i}`,
                at: (point) => {
                  if (crash && point === crash.at && seen++ === crash.nth) throw new Crash(point);
                },
              })
              .catch((e: unknown) => {
                if (!(e instanceof Crash)) throw e;
              });
          }
          // the restarted process (leases of the dead ones have run out: run() moves the clock on)
          await w.run({ owner: `restarted-${run}` });
          const rows = await w.t.ctx.db
            .select()
            .from(inGameInbox)
            .where(and(eq(inGameInbox.botId, w.botId), inArray(inGameInbox.platformName, names)));
          expect(rows.filter((r) => r.id >= firstRow).length).toBe(rows.length);
          const typed = steps.reduce((n, s) => n + s.lines.length, 0);
          expect(rows).toHaveLength(typed); // every line read is stored once
          expect(rows.filter((r) => r.command !== '').every((r) => r.status === 'done')).toBe(true);
          expect(rows.filter((r) => r.command === '').every((r) => r.status === 'chat')).toBe(true);
          const bought = await w.t.ctx.db
            .select()
            .from(purchases)
            .where(
              and(
                eq(purchases.botId, w.botId),
                like(purchases.idempotencyKey, 'in-game:%'),
                inArray(purchases.playerName, names),
              ),
            );
          expect(bought).toHaveLength(buys);
          expect(bought.every((p) => p.status === 'delivered')).toBe(true);
          const buyRows = rows
            .filter((r) => r.command === 'buy')
            .map((r) => `in-game:${r.id}`)
            .sort();
          expect(bought.map((p) => p.idempotencyKey).sort()).toEqual(buyRows);
          const gave = w.fake.commands.filter((c) => c.startsWith('GiveItem')).length - gaveBefore;
          expect(gave).toBe(2 * buys);
          let credits = 0;
          for (const p of players) credits += (await w.player(p.id)).credits;
          expect(credits).toBe(PLAYERS * START - 150 * buys);
        }),
        propertyOptions({ runs: 12, seed: 20261128 }, 100),
      );
    },
    propertyTimeout,
  );
});
