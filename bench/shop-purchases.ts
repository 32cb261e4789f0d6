/**
 * Benchmark: kit purchases through the shop engine (what one /buy in Discord or one portal order costs):
 * checks, the charge transaction with the player row lock, delivery of 3 commands over a real RCON TCP
 * connection (local fake game server, pooled connection with its per-server queue) and the finishing
 * transaction. Run: npx tsx bench/shop-purchases.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 * Bounded: BENCH_ORDERS purchases per scenario (default 500), 20 at a time, loopback only.
 */
import { eq, sql } from 'drizzle-orm';
import { players, servers } from '../packages/server/src/db/schema';
import { insertKit, itemGroup } from '../packages/server/src/db/factories';
import { buyKit } from '../packages/server/src/features/shop/engine';
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

  console.log(`shop engine, ${ctx.database.kind}, ${CONCURRENCY} at a time, 3 RCON commands per kit`);
  await scenario('distinct players', (i) => buyers[i % buyers.length]!);
  await scenario('one player (row lock serializes)', () => buyers[0]!);
  console.log(`RCON commands received by the game server: ${rcon.commands.length}`);
  await rcon.close();
});
