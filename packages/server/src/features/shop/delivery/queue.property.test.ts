import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, like } from 'drizzle-orm';
import { coupons, creditHistory, kitStock, purchaseCommands, purchases, servers } from '../../../db/schema';
import { startFakeRcon, type FakeRconServer } from '../../../integrations/rcon/fake-server';
import { buyKit, resolvePurchase, retryPurchase, ShopError } from '..';
import { createShopWorld, group, RCON_PASSWORD, type ShopWorld } from '../fixtures';
import { expireWaiting, runDeliveryQueue } from './queue';
import { profile, propertyOptions, propertyTimeout } from '../../../../test/helpers/property-profile';

/**
 * Property: whatever the order of purchases (a quarter of them gifts to another player, issue 26), players
 * joining and leaving, game servers restarting and time passing, every purchase ends delivered exactly once
 * (to the recipient) or given back exactly once (to the buyer), and the balances add up (each balance is
 * the start plus the sum of its credit history), over real TCP RCON fakes.
 *
 * The amount of work per run is fixed (never "as much as fits in a time"): the engine's clock is the test's
 * (`ctx.now`), queue runs and expiry passes have no real-time budget (they stop when nothing is due, or at
 * the queue's count limit), the drain at the end has a fixed number of rounds, and fast-check replays a
 * fixed seed. `npm test` runs a small world (property-profile.ts); `npm run test:explore` runs the large
 * one (1,000 purchases across 20 servers) with new seeds (docs/server-guide.md "Property tests").
 */
// the small world moves its clock in larger steps, so that its fewer events still pass the 1 h expiry
const { SERVERS, PLAYERS, BATCHES, PER_BATCH, MAX_ADVANCE_S } = profile({
  small: { SERVERS: 4, PLAYERS: 8, BATCHES: 10, PER_BATCH: 5, MAX_ADVANCE_S: 1800 },
  explore: { SERVERS: 20, PLAYERS: 50, BATCHES: 25, PER_BATCH: 40, MAX_ADVANCE_S: 900 },
});
const PRICE = 7;
const START_CREDITS = 100_000;
/** Queue runs and expiry passes without a real-time budget: their work depends on the data, not the machine. */
const UNTIMED = { budgetMs: Infinity };

type Event =
  | { kind: 'flip'; server: number; player: number; online: boolean }
  | { kind: 'everyone'; server: number; online: boolean }
  | { kind: 'down'; server: number }
  | { kind: 'up'; server: number }
  | { kind: 'advance'; seconds: number }
  | { kind: 'run' };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    server: fc.nat(SERVERS - 1),
    player: fc.nat(PLAYERS - 1),
    online: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('everyone' as const), server: fc.nat(SERVERS - 1), online: fc.boolean() }),
  fc.record({ kind: fc.constant('down' as const), server: fc.nat(SERVERS - 1) }),
  fc.record({ kind: fc.constant('up' as const), server: fc.nat(SERVERS - 1) }),
  fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 1, max: MAX_ADVANCE_S }) }),
  fc.constant({ kind: 'run' as const }),
);
const schedule = fc.array(
  fc.record({
    // [buyer, server, recipient, gift when 0]: a gift to another player, or the buyer's own purchase
    buys: fc.array(fc.tuple(fc.nat(PLAYERS - 1), fc.nat(SERVERS - 1), fc.nat(PLAYERS - 1), fc.nat(3)), {
      minLength: PER_BATCH,
      maxLength: PER_BATCH,
    }),
    events: fc.array(event, { maxLength: 8 }),
  }),
  { minLength: BATCHES, maxLength: BATCHES },
);

let w: ShopWorld;
let round = 0;
/** What the schedules reached: the property means little unless some purchases were given back. */
const reached = new Set<string>();
beforeAll(async () => {
  w = await createShopWorld();
  await w.setSettings('kitSettings', { waitingExpiryHours: 1, enableBuyLimits: false });
});
afterAll(async () => w?.close());

interface Game {
  fake: FakeRconServer | null;
  port: number;
  serverId: number;
  online: Set<number>;
  log: string[];
}

describe('delivery queue property', () => {
  it(
    `${BATCHES * PER_BATCH} purchases, ${SERVERS} servers, random joins/leaves/restarts/time: each delivered once or refunded once`,
    async () => {
      await fc.assert(
        fc.asyncProperty(schedule, async (plan) => {
          round++;
          let clock = Date.parse('2032-01-01T00:00:00Z') + round * 30 * 86_400_000;
          w.t.ctx.now = () => new Date(clock);
          const eos = (i: number) => `0003${String(round).padStart(4, '0')}${String(i).padStart(24, '0')}`;
          const kit = await w.addKit({
            price: PRICE,
            itemGroups: [group(0, 'G', [`R${round}a {eos_id}`, `R${round}b {eos_id}`])],
          });
          const people = [];
          for (let i = 0; i < PLAYERS; i++)
            people.push(await w.addPlayer({ eosId: eos(i), credits: START_CREDITS }));
          const games: Game[] = [];
          const players = (g: Game) => [...g.online].map((i) => ({ name: `p${i}`, eosId: eos(i) }));
          for (let s = 0; s < SERVERS; s++) {
            const fake = await startFakeRcon({ password: RCON_PASSWORD });
            const [row] = await w.t.ctx.db
              .insert(servers)
              .values({
                botId: w.botId,
                name: `R${round}S${s}`,
                ip: fake.host,
                rconPort: fake.port,
                rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
              })
              .returning();
            const g: Game = { fake, port: fake.port, serverId: row!.id, online: new Set(), log: [] };
            fake.options.players = players(g);
            games.push(g);
          }
          const sync = (g: Game) => {
            if (g.fake) g.fake.options.players = players(g);
          };
          const down = async (g: Game) => {
            if (!g.fake) return;
            g.log.push(...g.fake.commands);
            await g.fake.close();
            g.fake = null;
          };
          const up = async (g: Game) => {
            if (g.fake) return;
            g.fake = await startFakeRcon({ password: RCON_PASSWORD }, g.port);
            sync(g);
          };
          const run = () => runDeliveryQueue(w.t.ctx, UNTIMED);
          try {
            const ids: number[] = [];
            /** Who paid each purchase (a gift's buyer; else its player). */
            const payer = new Map<number, number>();
            for (const batch of plan) {
              for (const [p, s, to, g] of batch.buys) {
                const gift = g === 0 && to !== p;
                const v = await buyKit(w.t.ctx, {
                  botId: w.botId,
                  playerId: people[p]!.id,
                  ...(gift ? { giftTo: people[to]!.id } : {}),
                  kitId: kit.id,
                  serverId: games[s]!.serverId,
                  source: 'api',
                  actor: 'property',
                });
                ids.push(v.id);
                payer.set(v.id, people[p]!.id);
              }
              for (const e of batch.events) {
                if (e.kind === 'flip') {
                  const g = games[e.server]!;
                  if (e.online) g.online.add(e.player);
                  else g.online.delete(e.player);
                  sync(g);
                } else if (e.kind === 'everyone') {
                  const g = games[e.server]!;
                  g.online = new Set(e.online ? people.map((_, i) => i) : []);
                  sync(g);
                } else if (e.kind === 'down') await down(games[e.server]!);
                else if (e.kind === 'up') await up(games[e.server]!);
                else if (e.kind === 'advance') clock += e.seconds * 1000;
                else await run();
              }
            }
            // everything comes back and everyone joins: the queue drains
            for (const g of games) {
              await up(g);
              g.online = new Set(people.map((_, i) => i));
              sync(g);
            }
            for (let i = 0; i < 20; i++) {
              clock += 31_000;
              await Promise.all([run(), expireWaiting(w.t.ctx, UNTIMED)]);
              const open = await w.t.ctx.db
                .select({ id: purchases.id })
                .from(purchases)
                .where(
                  and(
                    inArray(purchases.id, ids),
                    inArray(purchases.status, ['queued', 'waiting', 'delivering']),
                  ),
                );
              if (!open.length) break;
            }
            for (const g of games) await down(g);

            const rows = await w.t.ctx.db.select().from(purchases).where(inArray(purchases.id, ids));
            expect(rows).toHaveLength(BATCHES * PER_BATCH);
            for (const r of rows) {
              expect(['delivered', 'expired', 'failed']).toContain(r.status);
              expect(r.refunded).toBe(r.status !== 'delivered');
              reached.add(r.status);
              if (r.isGift) reached.add(`gift ${r.status}`);
            }
            // delivered exactly once: each game got each kit command once per delivered purchase
            for (const [s, g] of games.entries()) {
              for (const [p, person] of people.entries()) {
                const delivered = rows.filter(
                  (r) => r.serverId === g.serverId && r.playerId === person.id && r.status === 'delivered',
                ).length;
                const got = g.log.filter((c) => c === `R${round}a ${eos(p)}`).length;
                const got2 = g.log.filter((c) => c === `R${round}b ${eos(p)}`).length;
                expect([s, p, got, got2]).toEqual([s, p, delivered, delivered]);
              }
            }
            const cmds = await w.t.ctx.db
              .select()
              .from(purchaseCommands)
              .where(inArray(purchaseCommands.purchaseId, ids));
            for (const r of rows.filter((x) => x.status === 'delivered'))
              expect(cmds.filter((c) => c.purchaseId === r.id).map((c) => c.status)).toEqual(['ok', 'ok']);
            // refunded exactly once, and the money adds up
            for (const person of people) {
              const mine = rows.filter((r) => r.playerId === person.id);
              const paid = rows.filter((r) => payer.get(r.id) === person.id);
              expect(paid.filter((r) => r.isGift).every((r) => r.giftFromPlayerId === person.id)).toBe(true);
              const refunds = await w.t.ctx.db
                .select()
                .from(creditHistory)
                .where(and(eq(creditHistory.playerId, person.id), like(creditHistory.reason, 'Refund%')));
              expect(refunds).toHaveLength(paid.filter((r) => r.refunded).length);
              const after = await w.player(person.id);
              const kept = paid.filter((r) => !r.refunded).length * PRICE;
              expect(after.credits).toBe(START_CREDITS - kept);
              const history = await w.history(person.id);
              expect(after.credits).toBe(START_CREDITS + history.reduce((n, h) => n + h.amount, 0));
              expect(after.boughtKits).toHaveLength(mine.filter((r) => r.status === 'delivered').length);
            }
          } finally {
            for (const g of games) await down(g);
          }
        }),
        propertyOptions({ runs: 2, seed: 20261123 }),
      );
      for (const s of ['delivered', 'expired', 'gift delivered', 'gift expired'])
        expect([s, reached.has(s)]).toEqual([s, true]);
    },
    propertyTimeout,
  );
});

/**
 * Property: coupons, timed sales and stock through buys, failed deliveries (refunded), owner retries and
 * crashes mid-command (`unknown`: the owner refunds, marks delivered or sends again), in any order. After
 * every run: each balance is its start plus the sum of its history, no balance below 0, each coupon's
 * `uses` is the number of purchases holding a use and within its limits, each stock counter is the number
 * of purchases holding a unit and within the stock.
 */
type PromoOp =
  | { kind: 'buy'; player: number; kit: number; coupon: number; outcome: 'ok' | 'fail' | 'hang' }
  | { kind: 'retry'; pick: number; outcome: 'ok' | 'fail' }
  | { kind: 'decide'; pick: number; action: 'refund' | 'mark-delivered' | 'send-again' }
  | { kind: 'advance'; minutes: number };
const outcome = fc.constantFrom('ok' as const, 'ok' as const, 'fail' as const, 'hang' as const);
const promoOp: fc.Arbitrary<PromoOp> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      player: fc.nat(5),
      kit: fc.nat(2),
      coupon: fc.nat(2),
      outcome,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('retry' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('ok' as const, 'fail' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      action: fc.constantFrom('refund' as const, 'mark-delivered' as const, 'send-again' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  },
);

/** Steps per promotions run (the explore profile's runs are longer). */
const PROMO_OPS = profile({ small: 50, explore: 200 });

describe('promotions property', () => {
  it(
    'coupons, sales, stock, refunds, retries and crashes keep balances, uses and stock consistent',
    async () => {
      let promoRound = 0;
      // what the schedules reached (the property must have met refunds, crashes and refusals to mean much)
      const seen = new Set<string>();
      const fake = await startFakeRcon({ password: RCON_PASSWORD });
      const [srv] = await w.t.ctx.db
        .insert(servers)
        .values({
          botId: w.botId,
          name: 'Promo',
          ip: fake.host,
          rconPort: fake.port,
          rconPassword: w.t.ctx.secrets.encrypt(RCON_PASSWORD),
        })
        .returning();
      const realNow = w.t.ctx.now;
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(promoOp, { minLength: 20, maxLength: PROMO_OPS }), async (ops) => {
            promoRound++;
            const t0 = Date.parse('2040-01-01T00:00:00Z') + promoRound * 86_400_000;
            let clock = t0;
            w.t.ctx.now = () => new Date(clock);
            const eos = (i: number) =>
              `0005${String(promoRound).padStart(4, '0')}${String(i).padStart(24, '0')}`;
            const START = 400;
            const people = [];
            for (let i = 0; i < 6; i++) people.push(await w.addPlayer({ eosId: eos(i), credits: START }));
            fake.options.players = people.map((p, i) => ({ name: `q${i}`, eosId: eos(i) }));
            const tag = `P${promoRound}`;
            const kitRows = [
              await w.addKit({
                price: 50,
                salePercent: 40,
                saleFrom: new Date(t0 + 2 * 3_600_000),
                saleTo: new Date(t0 + 4 * 3_600_000),
                itemGroups: [group(0, 'G', [`${tag}a {eos_id}`])],
              }),
              await w.addKit({ price: 30, stock: 6, itemGroups: [group(0, 'G', [`${tag}b {eos_id}`])] }),
              await w.addKit({ price: 20, itemGroups: [group(0, 'G', [`${tag}c {eos_id}`])] }),
            ];
            const [limited, perPlayer] = await w.t.ctx.db
              .insert(coupons)
              .values([
                { botId: w.botId, code: `${tag}HALF`, kind: 'percent', amount: 50, maxUses: 5 },
                {
                  botId: w.botId,
                  code: `${tag}FIX`,
                  kind: 'fixed',
                  amount: 15,
                  maxUsesPerPlayer: 1,
                  stackable: true,
                },
              ])
              .returning();
            const codes = [undefined, limited!.code, perPlayer!.code];
            const ids: number[] = [];
            const setOutcome = (o: 'ok' | 'fail' | 'hang') => {
              fake.options.failAll = o === 'fail' ? 'Permission denied' : undefined;
              fake.options.hangUpOn = o === 'hang' ? (c) => c.startsWith(tag) : undefined;
            };
            const expected = (e: unknown) => {
              if (!(e instanceof ShopError)) throw e;
              seen.add(e.code);
            };
            const withStatus = async (statuses: string[]) =>
              (
                await w.t.ctx.db
                  .select({ id: purchases.id })
                  .from(purchases)
                  .where(
                    and(inArray(purchases.id, ids.length ? ids : [0]), inArray(purchases.status, statuses)),
                  )
              ).map((r) => r.id);
            for (const op of ops) {
              if (op.kind === 'advance') clock += op.minutes * 60_000;
              else if (op.kind === 'buy') {
                setOutcome(op.outcome);
                await buyKit(w.t.ctx, {
                  botId: w.botId,
                  playerId: people[op.player]!.id,
                  kitId: kitRows[op.kit]!.id,
                  serverId: srv!.id,
                  source: 'api',
                  actor: 'property',
                  coupon: codes[op.coupon],
                }).then((v) => ids.push(v.id), expected);
              } else if (op.kind === 'retry') {
                const failed = await withStatus(['failed', 'expired']);
                if (!failed.length) continue;
                setOutcome(op.outcome);
                const id = failed[op.pick % failed.length]!;
                await retryPurchase(w.t.ctx, { botId: w.botId, purchaseId: id, actor: 'o' }).catch(expected);
              } else {
                const open = await withStatus(['unknown']);
                if (!open.length) continue;
                setOutcome('ok');
                const id = open[op.pick % open.length]!;
                await resolvePurchase(w.t.ctx, {
                  botId: w.botId,
                  purchaseId: id,
                  action: op.action,
                  actor: 'o',
                });
              }
            }
            const rows = await w.t.ctx.db
              .select()
              .from(purchases)
              .where(inArray(purchases.id, ids.length ? ids : [0]));
            for (const person of people) {
              const history = await w.history(person.id);
              const after = await w.player(person.id);
              expect(after.credits).toBe(START + history.reduce((s, h) => s + h.amount, 0));
              expect(after.credits).toBeGreaterThanOrEqual(0);
            }
            for (const r of rows) {
              seen.add(r.status);
              if (r.couponId !== null && r.refunded) seen.add('coupon refunded');
              if (r.kitId === kitRows[1]!.id && r.refunded) seen.add('stock refunded');
              const given = r.refunded;
              expect([r.id, r.couponCounted]).toEqual([r.id, r.couponId !== null && !given]);
              expect([r.id, r.stockPeriod !== null]).toEqual([r.id, r.kitId === kitRows[1]!.id && !given]);
            }
            for (const c of [limited!, perPlayer!]) {
              const now = (await w.t.ctx.db.select().from(coupons).where(eq(coupons.id, c.id)))[0]!;
              const holding = rows.filter((r) => r.couponId === c.id && r.couponCounted);
              expect(now.uses).toBe(holding.length);
              if (c.maxUses) expect(now.uses).toBeLessThanOrEqual(c.maxUses);
              for (const person of people)
                expect(holding.filter((r) => r.playerId === person.id).length).toBeLessThanOrEqual(
                  c.maxUsesPerPlayer || Infinity,
                );
            }
            const stock = await w.t.ctx.db.select().from(kitStock).where(eq(kitStock.kitId, kitRows[1]!.id));
            const sold = stock.reduce((s, x) => s + x.sold, 0);
            expect(sold).toBe(rows.filter((r) => r.stockPeriod !== null).length);
            expect(sold).toBeGreaterThanOrEqual(0);
            expect(sold).toBeLessThanOrEqual(6);
          }),
          propertyOptions({ runs: 4, seed: 20261126 }, 50),
        );
        for (const s of [
          'delivered',
          'failed',
          'coupon refunded',
          'stock refunded',
          'sold_out',
          // a buyer is told a used-up code is not valid (issue 33)
          'coupon_invalid',
        ])
          expect([s, seen.has(s)]).toEqual([s, true]);
      } finally {
        w.t.ctx.now = realNow;
        await fake.close();
      }
    },
    propertyTimeout,
  );
});
