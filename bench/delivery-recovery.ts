/**
 * Benchmark: the delivery queue's drain and its recovery after a game server comes back (issue 23).
 * BENCH_RECOVERY_ORDERS purchases (default 1,000) of 50 players wait on a game server that is down (a local
 * RCON game server, closed); after 150 s on the engine's clock (a queue run every 10 s, as the job runs)
 * it comes back on the same port. Reported: the seconds on the engine's clock from its return to the first
 * delivery (the back-off's share), and the drain in purchases per second of real time from the first run
 * after its return until none is left. One command per purchase.
 * Run: npx tsx bench/delivery-recovery.ts   (DATABASE_URL for PostgreSQL, PGlite without)
 */
import { sql } from 'drizzle-orm';
import { servers } from '../packages/server/src/db/schema';
import { insertKit, itemGroup } from '../packages/server/src/db/factories';
import { buyKit, runDeliveryQueue } from '../packages/server/src/features/shop';
import { fakePlayers, startFakeRcon } from '../packages/server/src/integrations/rcon/fake-server';
import { dbName, record } from './load';
import { withBenchRuntime } from './runtime';

const ORDERS = Number(process.env.BENCH_RECOVERY_ORDERS ?? 1000);
const PASSWORD = 'bench-recovery';

await withBenchRuntime(async (ctx, botId) => {
  let clock = Date.now();
  ctx.now = () => new Date(clock);
  const players = fakePlayers(50);
  let game = await startFakeRcon({ password: PASSWORD, players });
  const port = game.port;
  await ctx.db.execute(sql`update bot_instances set is_shop_enabled = true where id = ${botId}`);
  const [server] = await ctx.db
    .insert(servers)
    .values({
      botId,
      name: 'Bench Down',
      ip: game.host,
      rconPort: port,
      rconPassword: ctx.secrets.encrypt(PASSWORD),
    })
    .returning();
  const kitCount = Math.ceil(ORDERS / players.length);
  const kits: { id: number }[] = [];
  for (let k = 0; k < kitCount; k++)
    kits.push(
      await insertKit(ctx.db, botId, {
        name: `Recovery ${k}`,
        price: 1,
        itemGroups: [itemGroup(0, 'M', [`GiveItem {eos_id} R${k}`])],
      }),
    );
  const ids: number[] = [];
  for (const p of players)
    ids.push(
      (
        await ctx.db.execute<{ id: number }>(sql`
        insert into players (bot_id, name, eos_id, credits, total_credits_earned)
        values (${botId}, ${p.name}, ${p.eosId}, 1000000, 1000000) returning id`)
      ).rows[0]!.id,
    );
  await game.close();
  let n = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (n < ORDERS) {
        const i = n++;
        await buyKit(ctx, {
          botId,
          playerId: ids[i % ids.length]!,
          kitId: kits[Math.floor(i / ids.length)]!.id,
          serverId: server!.id,
          source: 'api',
          actor: 'bench',
        });
      }
    }),
  );
  for (let t = 0; t < 15; t++) {
    clock += 10_000;
    await runDeliveryQueue(ctx);
  }
  game = await startFakeRcon({ password: PASSWORD, players }, port);
  const backAt = clock;
  let first = 0;
  let delivered = 0;
  let drainStart = 0;
  while (delivered < ORDERS) {
    clock += 10_000;
    const t0 = performance.now();
    const run = await runDeliveryQueue(ctx);
    if (run.delivered && !first) {
      first = clock - backAt;
      drainStart = t0;
    }
    delivered += run.delivered;
    if (clock - backAt > 3_600_000) break;
  }
  const seconds = (performance.now() - drainStart) / 1000;
  await game.close();
  const db = dbName();
  record({
    bench: 'delivery-recovery',
    scenario: `server back after 150 s, ${ORDERS} waiting: first delivery`,
    database: db,
    value: first / 1000,
    unit: 's (engine clock)',
  });
  record({
    bench: 'delivery-recovery',
    scenario: `server back after 150 s, ${ORDERS} waiting: drain`,
    database: db,
    value: delivered / seconds,
    unit: 'purchases/s',
    detail: `${delivered} delivered in ${seconds.toFixed(1)} s`,
  });
});
