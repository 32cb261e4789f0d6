/**
 * Benchmark: kit purchases through the shop engine (what one /buy in Discord or one portal order costs):
 * checks, the charge transaction with the player row lock, delivery of 3 commands over a real RCON TCP
 * connection (local fake game server, pooled connection with its per-server queue) and the finishing
 * transaction. Run: npx tsx bench/shop-purchases.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 * Bounded: BENCH_ORDERS purchases per scenario (default 500), 20 at a time, loopback only.
 *
 * Queue scenario: the buyers are offline when they buy (each purchase waits), then all join; the
 * delivery-queue job (runDeliveryQueue) drains them: purchases/s through the queue, against the ceiling of
 * the same commands sent straight over the pooled RCON connection in the same run.
 */
import { eq, sql } from 'drizzle-orm';
import { players, servers } from '../packages/server/src/db/schema';
import { insertKit, itemGroup } from '../packages/server/src/db/factories';
import { buyKit, runDeliveryQueue } from '../packages/server/src/features/shop/engine';
import { ONLINE_CACHE_MS } from '../packages/server/src/features/shop/online';
import { startFakeRcon } from '../packages/server/src/integrations/rcon/fake-server';
import { withBenchRuntime } from './runtime';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const CONCURRENCY = 20;
await withBenchRuntime(async (ctx, botId) => {
  const rcon = await startFakeRcon({ password: 'bench-pass' });
  const [server] = await ctx.db
    .update(servers)
    .set({ ip: '127.0.0.1', rconPort: rcon.port, rconPassword: ctx.secrets.encrypt('bench-pass') })
    .where(eq(servers.name, 'The Island'))
    .returning();
  const kit = await insertKit(ctx.db, botId, {
    name: 'Bench Kit',
    description: 'x',
    price: 10,
    itemGroups: [
      itemGroup(
        0,
        'All',
        [0, 1, 2].map((i) => `GiveItemToPlayer {eos_id} "Item${i}" 1 0 0`),
      ),
    ],
  });
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, eos_id, credits, total_credits_earned)
    select ${botId}, 'Buyer ' || g, (200000000000000000 + g)::text, lpad(g::text, 32, '0'), 1000000, 1000000
    from generate_series(1, ${ORDERS}) g`);
  const buyers = (
    await ctx.db
      .select({ id: players.id })
      .from(players)
      .where(sql`${players.name} like 'Buyer %'`)
  ).map((p) => p.id);
  const everyone = () =>
    Array.from({ length: ORDERS }, (_, g) => ({
      name: `Buyer ${g + 1}`,
      eosId: String(g + 1).padStart(32, '0'),
    }));
  rcon.options.players = everyone();

  async function scenario(name: string, playerOf: (i: number) => number) {
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const i = next++;
          const start = performance.now();
          const p = await buyKit(ctx, {
            botId,
            playerId: playerOf(i),
            kitId: kit.id,
            serverId: server!.id,
            source: 'discord',
            actor: 'bench',
          });
          if (p.status !== 'delivered') failed++;
          latencies.push(performance.now() - start);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    console.log(
      `${name}: ${ORDERS} purchases in ${seconds.toFixed(1)} s = ${(ORDERS / seconds).toFixed(0)} purchases/s, ` +
        `latency p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, not delivered ${failed}`,
    );
  }

  /** The ceiling: the same 3 commands per purchase plus one ListPlayers, straight over the pooled connection. */
  async function ceiling() {
    const target = { host: rcon.host, port: rcon.port, password: 'bench-pass' };
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          next++;
          for (const c of [
            'ListPlayers',
            'GiveItemToPlayer x "Item0" 1 0 0',
            'GiveItemToPlayer x "Item1" 1 0 0',
            'GiveItemToPlayer x "Item2" 1 0 0',
          ])
            await ctx.rcon.execute(target, c);
        }
      }),
    );
    return ORDERS / ((performance.now() - t0) / 1000);
  }

  async function queue() {
    // everyone is offline when buying: each purchase waits
    rcon.options.players = [];
    let clock = Date.now() + 60_000;
    ctx.now = () => new Date(clock);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const i = next++;
          await buyKit(ctx, {
            botId,
            playerId: buyers[i % buyers.length]!,
            kitId: kit!.id,
            serverId: server!.id,
            source: 'discord',
            actor: 'bench',
          });
        }
      }),
    );
    rcon.options.players = everyone();
    clock += 31_000 + ONLINE_CACHE_MS;
    const t0 = performance.now();
    let attempted = 0;
    for (let r = 0; r < 10; r++) {
      const run = await runDeliveryQueue(ctx, { budgetMs: 60_000 });
      attempted += run.attempted;
      if (!run.attempted) break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const [left] = await ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from purchases where status <> 'delivered' and bot_id = ${botId}`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    ctx.now = () => new Date();
    return { rate: attempted / seconds, seconds, attempted, notDelivered: Number(left?.n ?? 0) };
  }

  console.log(`shop engine, ${ctx.database.kind}, ${CONCURRENCY} at a time, 3 RCON commands per kit`);
  await scenario('distinct players', (i) => buyers[i % buyers.length]!);
  await scenario('one player (row lock serializes)', () => buyers[0]!);
  const ceil = await ceiling();
  const q = await queue();
  console.log(
    `delivery queue: ${q.attempted} waiting purchases delivered in ${q.seconds.toFixed(1)} s = ` +
      `${q.rate.toFixed(0)} purchases/s; ceiling (same commands straight over RCON) ${ceil.toFixed(0)} ` +
      `purchases/s; ratio ${(q.rate / ceil).toFixed(2)}; not delivered ${q.notDelivered}`,
  );
  console.log(`RCON commands received by the game server: ${rcon.commands.length}`);
  await rcon.close();
});
