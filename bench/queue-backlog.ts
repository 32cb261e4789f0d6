/**
 * Benchmark (issue 34): one instance's backlog does not hold up another instance's order. Instance A has
 * BENCH_BACKLOG queued purchases (default 10,000) on its game server; the delivery queue runs as its job does
 * (a run, then the next 5 s after the previous one started). While A's backlog drains, instance B orders:
 * once through the buy path (the API, a Discord or portal order: delivered at once) and once left to the
 * queue (status `queued`, as an order that waited). Reported: B's order delivered after how long, the
 * queued one also counted from the start of the run that took it, and A's drain rate meanwhile.
 * Local RCON game servers (real TCP), one command per purchase.
 * Run: npx tsx bench/queue-backlog.ts   (DATABASE_URL for PostgreSQL, PGlite without)
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { botInstances, purchases, servers } from '../packages/server/src/db/schema';
import { insertKit, insertPlayer, itemGroup } from '../packages/server/src/db/factories';
import { buyKit, runDeliveryQueue } from '../packages/server/src/features/shop';
import { startFakeRcon } from '../packages/server/src/integrations/rcon/fake-server';
import { dbName, record } from './load';
import { withBenchRuntime } from './runtime';

const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 10_000);
const PASSWORD = 'bench-backlog';
const EOS = '0002b4c1a9e5400000000000000000b1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

await withBenchRuntime(async (ctx, botA) => {
  const [a] = await ctx.db.select().from(botInstances).where(eq(botInstances.id, botA));
  await ctx.db.update(botInstances).set({ isShopEnabled: true }).where(eq(botInstances.id, botA));
  const [b] = await ctx.db
    .insert(botInstances)
    .values({
      guildId: `8${crypto.randomInt(1e9, 9e9)}`,
      guildName: 'Other community',
      ownerId: a!.ownerId,
      isShopEnabled: true,
      settings: a!.settings,
    })
    .returning();
  const world = async (botId: number, name: string) => {
    const game = await startFakeRcon({ password: PASSWORD, players: [] });
    const [server] = await ctx.db
      .insert(servers)
      .values({
        botId,
        name,
        ip: game.host,
        rconPort: game.port,
        rconPassword: ctx.secrets.encrypt(PASSWORD),
      })
      .returning();
    const kit = await insertKit(ctx.db, botId, {
      name: `${name} kit`,
      price: 0,
      mustBeOnline: false,
      itemGroups: [itemGroup(0, 'G', [`GiveItemToPlayer {eos_id} ${name.replace(/\W/g, '')} 1 0 0`])],
    });
    const player = await insertPlayer(ctx.db, botId, { name: `${name} buyer`, eosId: EOS, credits: 0 });
    return { game, server: server!, kit, player };
  };
  const A = await world(botA, 'Backlog');
  const B = await world(b!.id, 'Other');
  const queue = async (botId: number, w: typeof A, n: number) =>
    (
      await ctx.db.execute<{ id: number }>(sql`
        with p as (
          insert into purchases (bot_id, player_id, player_name, kit_id, kit_name, server_id, server_name, source,
            price, status, must_be_online, created_at, attempted_at)
          select ${botId}, ${w.player.id}, ${w.player.name}, ${w.kit.id}, ${w.kit.name}, ${w.server.id},
            ${w.server.name}, 'api', 0, 'queued', false, now(), now()
          from generate_series(1, ${n})
          returning id)
        insert into purchase_commands (purchase_id, position, command, template)
        select id, 0, ${`GiveItemToPlayer ${EOS} ${w.server.name} 1 0 0`}, 'GiveItemToPlayer {eos_id} item 1 0 0'
        from p
        returning purchase_id as id`)
    ).rows.map((r) => Number(r.id));
  for (let left = BACKLOG; left > 0; left -= 2_000) await queue(botA, A, Math.min(2_000, left));

  // the job: a run, the next one 5 s after the previous started
  const runs: { start: number; end: number; delivered: number }[] = [];
  let stop = false;
  let runningSince = 0;
  const job = (async () => {
    while (!stop) {
      const start = Date.now();
      runningSince = start;
      const r = await runDeliveryQueue(ctx);
      runs.push({ start, end: Date.now(), delivered: r.delivered });
      await sleep(Math.max(0, start + 5_000 - Date.now()));
    }
  })();
  await sleep(12_000);

  // B orders through the buy path while A's backlog drains
  const t0 = Date.now();
  const bought = await buyKit(ctx, {
    botId: b!.id,
    playerId: B.player.id,
    kitId: B.kit.id,
    serverId: B.server.id,
    source: 'api',
    actor: 'bench',
  });
  const buyMs = Date.now() - t0;
  const buyStatus = bought.status;

  // and one left to the queue
  const [queuedId] = await queue(b!.id, B, 1);
  const q0 = Date.now();
  let queuedMs = NaN;
  while (Date.now() - q0 < 30_000) {
    const [row] = await ctx.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, queuedId!));
    if (row?.status === 'delivered') {
      queuedMs = Date.now() - q0;
      break;
    }
    await sleep(20);
  }
  const deliveredAt = q0 + queuedMs;
  // the run that took it: a finished one, or the one still running
  const itsRun = runs.find((r) => r.start <= deliveredAt && deliveredAt <= r.end + 50);
  const sinceRun = deliveredAt - (itsRun?.start ?? runningSince);
  stop = true;
  await job;
  const drained = runs.reduce((n, r) => n + r.delivered, 0);
  const runSeconds = runs.reduce((n, r) => n + (r.end - r.start), 0) / 1000;
  await A.game.close();
  await B.game.close();

  const db = dbName();
  const detail = `A: ${BACKLOG} queued, ${drained} delivered in ${runs.length} runs (${(drained / runSeconds).toFixed(0)} purchases/s while running)`;
  record({
    bench: 'queue-backlog',
    scenario: `B's order beside A's ${BACKLOG}-purchase backlog: buy path`,
    database: db,
    value: buyMs,
    unit: `ms (${buyStatus})`,
    target: '<= 5 s',
    detail,
  });
  record({
    bench: 'queue-backlog',
    scenario: `B's queued order beside A's ${BACKLOG}-purchase backlog: from the start of the run that took it`,
    database: db,
    value: sinceRun,
    unit: 'ms',
    target: '<= 5 s',
    detail: `${queuedMs} ms after it was queued (a run claims batches until its budget ends; the job runs every 5 s)`,
  });
});
