/**
 * Benchmark: kit purchases through the whole shop engine (what one /buy in Discord or one portal order
 * costs): checks, the charge (one conditional statement; the transaction with the player row lock when it
 * does not match), the must-be-online check (ListPlayers, cached per server), delivery of 3 commands over
 * real RCON TCP connections to local game-server fakes (one pooled connection per server, commands queued
 * per server) and the finishing statement.
 * Run: npx tsx bench/shop-purchases.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 *
 * After a warm-up of 2 x BENCH_CONCURRENCY purchases (not counted), scenarios, each bounded by BENCH_SECONDS (default 10 s) or BENCH_ORDERS purchases (default 3000):
 * - many players: BENCH_CONCURRENCY (default 32) orders at a time from different players, spread over
 *   BENCH_SERVERS (default 5) game servers;
 * - one player, one order after another (serialized: each waits for the previous answer);
 * - one player, BENCH_CONCURRENCY orders at once (serialized by the player's row lock);
 * - delivery queue: purchases made while their buyers were offline (each waits), then everyone joins and
 *   runDeliveryQueue drains them;
 * - ceiling: the same 3 kit commands per purchase sent straight over the pooled RCON connections, with the
 *   same concurrency, in the same run.
 * On PostgreSQL it also counts SQL statements and transactions per purchase (a counter on pg.Client).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { coupons, servers } from '../packages/server/src/db/schema';
import { insertKit, itemGroup } from '../packages/server/src/db/factories';
import { buyKit, runDeliveryQueue } from '../packages/server/src/features/shop';
import { ONLINE_CACHE_MS } from '../packages/server/src/features/shop/delivery/online';
import { startFakeRcon, type FakeRconServer } from '../packages/server/src/integrations/rcon/fake-server';
import { dbName, record } from './load';
import { withBenchRuntime } from './runtime';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 5);
const COMMANDS = [0, 1, 2].map((i) => `GiveItemToPlayer {eos_id} "Item${i}" 1 0 0`);

/**
 * SQL statements, transactions and commits (transactions + writes outside one: each waits for a WAL
 * flush) sent by this process (PostgreSQL only).
 */
const counter = { statements: 0, transactions: 0, commits: 0 };
const inTx = new WeakSet<pg.Client>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  counter.statements++;
  const first = args[0];
  const text = (typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text) ?? '';
  if (/^\s*begin/i.test(text)) {
    counter.transactions++;
    counter.commits++;
    inTx.add(this);
  } else if (/^\s*(commit|rollback)/i.test(text)) inTx.delete(this);
  else if (!inTx.has(this) && /^\s*(insert|update|delete|with)/i.test(text)) counter.commits++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

interface Result {
  done: number;
  seconds: number;
  latencies: number[];
  failed: number;
  statements: number;
  transactions: number;
  commits: number;
}

/** Runs `one(i)` for i = 0.. with `concurrency` workers until ORDERS are done or SECONDS passed. */
async function drive(concurrency: number, one: (i: number) => Promise<boolean>, limit = ORDERS) {
  const before = { ...counter };
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < limit && performance.now() - t0 < SECONDS * 1000) {
        const i = next++;
        const start = performance.now();
        if (!(await one(i))) failed++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    seconds,
    latencies,
    failed,
    statements: counter.statements - before.statements,
    transactions: counter.transactions - before.transactions,
    commits: counter.commits - before.commits,
  } satisfies Result;
}

const pct = (r: Result, q: number) =>
  r.latencies[Math.min(r.latencies.length - 1, Math.floor(q * r.latencies.length))]!.toFixed(1);
const rate = (r: Result) => r.done / r.seconds;

function report(name: string, r: Result, postgres: boolean) {
  const sqlPart = postgres
    ? `; per purchase ${(r.statements / r.done).toFixed(1)} SQL statements, ${(r.transactions / r.done).toFixed(1)} transactions, ${(r.commits / r.done).toFixed(1)} commits`
    : '';
  console.log(
    `${name}: ${r.done} in ${r.seconds.toFixed(1)} s = ${rate(r).toFixed(0)} purchases/s, ` +
      `p50 ${pct(r, 0.5)} ms, p95 ${pct(r, 0.95)} ms, p99 ${pct(r, 0.99)} ms, not delivered ${r.failed}${sqlPart}`,
  );
}

await withBenchRuntime(async (ctx, botId) => {
  const postgres = ctx.database.kind === 'postgres';
  const fakes: FakeRconServer[] = [];
  for (let s = 0; s < SERVERS; s++) fakes.push(await startFakeRcon({ password: 'bench-pass' }));
  const rows = await ctx.db
    .insert(servers)
    .values(
      fakes.map((f, s) => ({
        botId,
        name: `Bench ${s + 1}`,
        ip: f.host,
        rconPort: f.port,
        rconPassword: ctx.secrets.encrypt('bench-pass'),
      })),
    )
    .returning();
  const serverIds = rows.map((r) => r.id);
  const kit = await insertKit(ctx.db, botId, {
    name: 'Bench Kit',
    description: 'x',
    price: 10,
    itemGroups: [itemGroup(0, 'All', COMMANDS)],
  });
  // buyer g plays on server g % SERVERS
  const buyerCount = ORDERS;
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, eos_id, credits, total_credits_earned)
    select ${botId}, 'Buyer ' || g, (200000000000000000 + g)::text, lpad(g::text, 32, '0'), 1000000, 1000000
    from generate_series(0, ${buyerCount - 1}) g`);
  const ids = (
    await ctx.db.execute<{ id: number; name: string }>(
      sql`select id, name from players where bot_id = ${botId} and name like 'Buyer %'`,
    )
  ).rows;
  const buyers: number[] = [];
  for (const r of ids) buyers[Number(r.name.slice(6))] = r.id;
  const online = (on: boolean) =>
    fakes.forEach((f, s) => {
      f.options.players = on
        ? Array.from({ length: Math.ceil(buyerCount / SERVERS) }, (_, k) => k * SERVERS + s)
            .filter((g) => g < buyerCount)
            .map((g) => ({ name: `Buyer ${g}`, eosId: String(g).padStart(32, '0') }))
        : [];
    });
  online(true);

  const buy = async (g: number, serverIndex = g % SERVERS, coupon?: string) =>
    (
      await buyKit(ctx, {
        botId,
        playerId: buyers[g]!,
        kitId: kit.id,
        serverId: serverIds[serverIndex]!,
        source: 'discord',
        actor: 'bench',
        coupon,
      })
    ).status === 'delivered';

  /** The database's own pace in this run: one round trip, and one durable commit (a WAL flush). */
  async function databasePace() {
    await ctx.db.execute(sql`create table bench_pace (x int)`);
    let t = performance.now();
    for (let i = 0; i < 200; i++) await ctx.db.execute(sql`select 1`);
    const roundTrip = (performance.now() - t) / 200;
    t = performance.now();
    for (let i = 0; i < 100; i++) await ctx.db.execute(sql`insert into bench_pace values (1)`);
    const commit = (performance.now() - t) / 100;
    await ctx.db.execute(sql`drop table bench_pace`);
    return { roundTrip, commit };
  }

  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `shop engine, ${ctx.database.kind}, ${SERVERS} game servers, ${CONCURRENCY} at a time, ` +
      `3 RCON commands per kit (must be online), at most ${SECONDS} s per scenario; load ${load()}`,
  );
  // warm-up (not counted): RCON connections, the first online lists, compiled code paths
  await drive(CONCURRENCY, (i) => buy(buyerCount - 1 - i), 2 * CONCURRENCY);
  const many = await drive(CONCURRENCY, (i) => buy(i % buyerCount));
  report(`many players, ${SERVERS} servers`, many, postgres);
  // the same orders with a coupon (10 % off, no use limit): counted in the charge transaction (docs/promotions.md)
  await ctx.db.insert(coupons).values({ botId, code: 'BENCH10', kind: 'percent', amount: 10 });
  const withCoupon = await drive(CONCURRENCY, (i) => buy(i % buyerCount, undefined, 'bench10'));
  report(`many players, ${SERVERS} servers, a coupon on every order`, withCoupon, postgres);
  console.log(`  coupon / no coupon: ${(rate(withCoupon) / rate(many)).toFixed(2)}; load ${load()}`);
  const serial = await drive(1, () => buy(0));
  report('one player, one order after another', serial, postgres);
  if (postgres) {
    const pace = await databasePace();
    const commits = serial.commits / serial.done;
    const floor =
      (serial.statements / serial.done) * pace.roundTrip + commits * (pace.commit - pace.roundTrip);
    console.log(
      `  database pace now: round trip ${pace.roundTrip.toFixed(2)} ms, durable commit ${pace.commit.toFixed(2)} ms; ` +
        `floor of one serialized purchase (statements x round trip + ${commits.toFixed(0)} commits) ${floor.toFixed(1)} ms ` +
        `= ${(1000 / floor).toFixed(0)} purchases/s`,
    );
  }
  const onePlayer = await drive(CONCURRENCY, () => buy(0));
  report(`one player, ${CONCURRENCY} orders at once`, onePlayer, postgres);

  const target = (s: number) => ({ host: fakes[s]!.host, port: fakes[s]!.port, password: 'bench-pass' });
  const ceiling = await drive(CONCURRENCY, async (i) => {
    for (const c of COMMANDS) await ctx.rcon.execute(target(i % SERVERS), c.replace('{eos_id}', 'x'));
    return true;
  });
  report('ceiling: the 3 commands straight over the pooled RCON connections', ceiling, false);

  // delivery queue: everyone offline while buying (each purchase waits), then everyone joins
  online(false);
  let clock = Date.now() + 60_000;
  ctx.now = () => new Date(clock);
  const queued = await drive(CONCURRENCY, async (i) => !(await buy(i % buyerCount)));
  online(true);
  clock += 31_000 + ONLINE_CACHE_MS;
  const before = { ...counter };
  const t0 = performance.now();
  let attempted = 0;
  while (performance.now() - t0 < SECONDS * 1000) {
    const run = await runDeliveryQueue(ctx, { budgetMs: SECONDS * 1000 });
    attempted += run.attempted;
    if (!run.attempted) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  const [left] = (
    await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from purchases where status <> 'delivered' and bot_id = ${botId}`,
    )
  ).rows;
  ctx.now = () => new Date();
  const perPurchase = (n: number) => (n / Math.max(attempted, 1)).toFixed(1);
  console.log(
    `delivery queue: ${attempted} of ${queued.done} waiting purchases delivered in ${seconds.toFixed(1)} s = ` +
      `${(attempted / seconds).toFixed(0)} purchases/s, not delivered ${Number(left?.n ?? 0)}` +
      (postgres
        ? `; per purchase ${perPurchase(counter.statements - before.statements)} SQL statements, ` +
          `${perPurchase(counter.transactions - before.transactions)} transactions, ` +
          `${perPurchase(counter.commits - before.commits)} commits`
        : ''),
  );
  console.log(
    `ratios to the ceiling: many players ${(rate(many) / rate(ceiling)).toFixed(2)}, queue ` +
      `${(attempted / seconds / rate(ceiling)).toFixed(2)}; load ${load()}`,
  );
  const row = (scenario: string, value: number, target: string, detail?: string) =>
    record({
      bench: 'shop-purchases',
      scenario,
      database: dbName(),
      value,
      unit: 'purchases/s',
      ceiling: rate(ceiling),
      target,
      detail,
    });
  const tail = (r: Result) => `p50 ${pct(r, 0.5)} ms, p99 ${pct(r, 0.99)} ms`;
  row(`many players, ${CONCURRENCY} at a time, ${SERVERS} servers`, rate(many), '>= 300/s', tail(many));
  row(
    `many players, a coupon on every order`,
    rate(withCoupon),
    'within 15 % of the run without',
    `${tail(withCoupon)}; ratio ${(rate(withCoupon) / rate(many)).toFixed(2)}`,
  );
  row('one player, one order after another', rate(serial), '>= 100/s', tail(serial));
  row(`one player, ${CONCURRENCY} orders at once`, rate(onePlayer), '', tail(onePlayer));
  row('delivery queue drain', attempted / seconds, '');
  const sent = fakes.reduce((n, f) => n + f.commands.filter((c) => c !== 'ListPlayers').length, 0);
  const expected =
    (2 * CONCURRENCY +
      many.done +
      withCoupon.done +
      serial.done +
      onePlayer.done +
      ceiling.done +
      attempted) *
    COMMANDS.length;
  console.log(`kit commands received by the game servers: ${sent} (expected ${expected})`);
  for (const f of fakes) await f.close();
});
