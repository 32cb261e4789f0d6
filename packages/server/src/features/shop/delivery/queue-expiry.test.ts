import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import { creditHistory, notifications, players, purchases } from '../../../db/schema';
import { createShopWorld, type ShopWorld } from '../fixtures';
import { EXPIRY_PAGE, runDeliveryQueue, type QueueRun } from './queue';
import { DIGEST_MIN } from './digest';

/**
 * 1,000 waiting purchases past their expiry (issue 23): the queue gives them back a page at a time, at most
 * MAX_PER_RUN per run, runs after runs (the first two at once, as two processes would), each refunded
 * exactly once; the delivery select never takes one of them; the owner gets a digest per run, not 1,000
 * notices. The runs are bounded by count, not by time, so the work is the same on any machine (issue 40:
 * with a 4 s budget and a 400 s deadline, 5,000 of them did not finish at load 16).
 */
const TOTAL = 1_000;
const MAX_PER_RUN = 250;
let w: ShopWorld;
const clock = new Date('2031-05-01T12:00:00Z');
beforeAll(async () => {
  w = await createShopWorld();
  w.t.ctx.now = () => clock;
  await w.setSettings('kitSettings', { waitingExpiryHours: 1 });
});
afterAll(async () => w?.close());

describe('expiry of a large backlog', () => {
  it('expires 1,000 waiting purchases in bounded runs, each refunded once, with digests', async () => {
    const kits = [];
    for (let k = 0; k < 5; k++) kits.push(await w.addKit({ price: 10, name: `Expiring ${k}` }));
    const buyers = [];
    for (let i = 0; i < 100; i++) buyers.push(await w.addPlayer({ credits: 0 }));
    const since = new Date(clock.getTime() - 2 * 3_600_000);
    // as the engine leaves them: charged 10 credits each, waiting for a server that did not come back
    await w.t.ctx.db.execute(sql`
      insert into purchases (bot_id, player_id, player_name, kit_id, kit_name, server_id, server_name, source,
        price, status, waiting_reason, next_attempt_at, expires_at, created_at, attempted_at, attempts)
      select ${w.botId}, p.id, p.name, k.id, k.name, ${w.servers.island}, 'Island', 'api', 10, 'waiting',
        'Waiting for Island to come back (Connection refused).', ${since}::timestamptz,
        ${new Date(clock.getTime() - 60_000)}::timestamptz, ${since}::timestamptz, ${since}::timestamptz, 1
      from players p, kits k, generate_series(1, ${TOTAL / 500}) g
      where p.id in (${sql.join(
        buyers.map((b) => sql`${b.id}`),
        sql`, `,
      )}) and k.id in (${sql.join(
        kits.map((k) => sql`${k.id}`),
        sql`, `,
      )})`);
    const noticesBefore = (await w.ownerNotifications()).length;
    const runs: QueueRun[] = [];
    const started = Date.now();
    for (let round = 0; round < 20; round++) {
      // the first two runs race (as two processes would); then one at a time, as the job lease has it
      const pair = await Promise.all(
        Array.from({ length: runs.length ? 1 : 2 }, () =>
          runDeliveryQueue(w.t.ctx, { budgetMs: Infinity, maxExpired: MAX_PER_RUN }),
        ),
      );
      runs.push(...pair);
      if (pair.every((r) => r.expired === 0)) break;
    }
    const expired = runs.reduce((n, r) => n + r.expired, 0);
    expect(expired).toBe(TOTAL);
    // bounded: several runs (one unbounded run would have taken all of them), each stopping at the page
    // that reached its count
    expect(runs.filter((r) => r.expired > 0).length).toBeGreaterThanOrEqual(TOTAL / MAX_PER_RUN);
    for (const r of runs) {
      expect(r.expired).toBeLessThan(MAX_PER_RUN + EXPIRY_PAGE);
      // nothing past its expiry was delivered
      expect(r.attempted).toBe(0);
    }
    const [left] = await w.t.ctx.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.botId, w.botId), eq(purchases.status, 'waiting')));
    expect(left!.n).toBe(0);
    const [done] = await w.t.ctx.db
      .select({ n: count() })
      .from(purchases)
      .where(
        and(eq(purchases.status, 'expired'), eq(purchases.refunded, true), eq(purchases.botId, w.botId)),
      );
    expect(done!.n).toBe(TOTAL);
    // each refunded once: one refund row of 10 credits per purchase of a buyer (TOTAL / 100 each)
    for (const b of buyers.slice(0, 10)) {
      const refunds = (await w.history(b.id)).filter((h) => h.reason.startsWith('Refund:'));
      expect(refunds).toHaveLength(TOTAL / 100);
      expect((await w.player(b.id)).credits).toBe((TOTAL / 100) * 10);
    }
    const [allRefunds] = await w.t.ctx.db
      .select({ n: count() })
      .from(creditHistory)
      .where(and(eq(creditHistory.botId, w.botId), like(creditHistory.reason, 'Refund:%')));
    expect(allRefunds!.n).toBe(TOTAL);
    const [rich] = await w.t.ctx.db
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.botId, w.botId), gt(players.credits, (TOTAL / 100) * 10)));
    expect(rich!.n).toBe(0);
    const one = await w.purchase(
      (
        await w.t.ctx.db
          .select({ id: purchases.id })
          .from(purchases)
          .where(eq(purchases.status, 'expired'))
          .limit(1)
      )[0]!.id,
    );
    expect(one.error).toBe(
      'Not delivered within 1 hour (Waiting for Island to come back (Connection refused)).',
    );
    // the owner: one digest per run that expired something, never one notice per purchase
    const notices = (await w.ownerNotifications()).slice(noticesBefore);
    // (a run that expired fewer than DIGEST_MIN sends those one by one)
    const withExpiry = runs.filter((r) => r.expired > 0);
    expect(notices.length).toBe(
      withExpiry.reduce((n, r) => n + (r.expired >= DIGEST_MIN ? 1 : r.expired), 0),
    );
    expect(notices[0]!.message).toMatch(
      /^\d+ orders expired on Island, refunded: "Expiring \d" x\d+, .*You can retry them on the Purchases page\.$/,
    );
    const [ownerRows] = await w.t.ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(like(notifications.message, '%orders expired on Island%'));
    expect(ownerRows!.n).toBeLessThan(100);
    console.log(
      `${TOTAL} expiries: ${runs.filter((r) => r.expired > 0).length} runs, ` +
        `${Math.round((Date.now() - started) / 1000)} s, longest run ${Math.max(...runs.map((r) => r.durationMs))} ms`,
    );
  }, 480_000);
});
