import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import { creditHistory, players, purchases } from '../../db/schema';
import { ledgerActors, recordCredit } from '../players/ledger';
import { DEMO_GUILD_ID } from '../demo/personas';
import { createPortalWorld, type PortalWorld } from '../portal/test-fixtures';

/**
 * A season start racing a purchase (issue 37), through the app listening on 127.0.0.1 (real HTTP) on a real
 * database (PGlite, or PostgreSQL with DATABASE_URL). Each round the player has 100 credits, 60 of them from
 * playtime this season, and buys a 50-credit kit while the owner starts a season resetting playtime:
 * - purchase first: 100 - 50 = 50, the reset takes min(50, 60) = 50 -> 0;
 * - season first: the reset takes 60 -> 40, the purchase is refused (not enough credits) -> 40.
 * Never anything else: the charge is counted once, before or after the reset, never lost or doubled.
 */
let w: PortalWorld;
let origin = '';
beforeAll(async () => {
  w = await createPortalWorld();
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(w.t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => w?.close());

const http = (persona: 'owner' | 'player', path: string, body: object) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${w.t.tokens[persona]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a season start racing a purchase (real HTTP, real database)', () => {
  it(
    'the charge lands before or after the reset, never lost or counted twice',
    { timeout: 120_000 },
    async () => {
      const kit = await w.kit({ name: 'Race Kit', price: 50 });
      await w.get('player', '/me'); // creates the portal player
      const me = (await w.playerOf('player'))!;
      const outcomes = new Set<string>();
      for (let round = 0; round < 8; round++) {
        w.startTest(); // the clock a minute on: a new season window and no rate limit carried over
        const start = w.t.ctx.now();
        await w.setCredits('player', 40);
        await w.t.ctx.db.transaction((tx) =>
          recordCredit(tx, w.t.ctx.now(), {
            playerId: me.id,
            delta: 60,
            kind: 'playtime',
            actor: ledgerActors.system('playtime', 'Playtime'),
          }),
        );
        const order = [
          http('player', `/api/portal/${DEMO_GUILD_ID}/buy`, { kitId: kit.id, serverId: w.serverId }),
          http('owner', `/api/season/start/${w.t.botId}`, {
            name: `Race ${round}`,
            resetKinds: ['playtime'],
          }),
        ];
        const [buy, season] = await Promise.all(round % 2 ? order.reverse() : order).then((r) =>
          round % 2 ? r.reverse() : r,
        );
        expect(season!.status, await season!.clone().text()).toBe(200);
        const reset = ((await season!.json()) as { season: { summary: { creditsReset: number } } }).season
          .summary.creditsReset;
        const balance = (await w.playerOf('player'))!.credits;
        const bought = await w.t.ctx.db
          .select()
          .from(purchases)
          .where(
            and(eq(purchases.playerId, me.id), eq(purchases.kitId, kit.id), gte(purchases.createdAt, start)),
          );
        if (buy!.status === 200) {
          expect(bought).toHaveLength(1);
          expect([reset, balance]).toEqual([50, 0]);
          outcomes.add('purchase first');
        } else {
          expect(buy!.status, await buy!.clone().text()).toBe(409);
          expect(bought).toHaveLength(0);
          expect([reset, balance]).toEqual([60, 40]);
          outcomes.add('season first');
        }
        // the round's history replays to the balance: 100 at the start of the race
        const [sum] = await w.t.ctx.db
          .select({ total: sql<number>`coalesce(sum(${creditHistory.amount}), 0)::int` })
          .from(creditHistory)
          .where(and(eq(creditHistory.playerId, me.id), gte(creditHistory.createdAt, start)));
        expect(40 + Number(sum!.total)).toBe(balance);
        const [latest] = await w.t.ctx.db
          .select()
          .from(creditHistory)
          .where(eq(creditHistory.playerId, me.id))
          .orderBy(sql`${creditHistory.id} desc`)
          .limit(1);
        expect(latest!.balanceAfter).toBe(balance);
        expect(
          (await w.t.ctx.db.select().from(players).where(eq(players.id, me.id)))[0]!.credits,
        ).toBeGreaterThanOrEqual(0);
      }
      expect(outcomes.size).toBeGreaterThan(0);
    },
  );
});
