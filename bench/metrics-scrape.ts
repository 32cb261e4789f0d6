/**
 * Benchmark: one /metrics scrape's database work (issues 34, 39; docs/performance.md "Metrics scrape") with a
 * long history and open work: HISTORY (default 200,000) delivered purchases, delivered webhook deliveries and
 * processed in-game chat lines; OPEN (default 1,000) queued purchases, pending webhook deliveries and pending
 * chat commands; 5,000 game servers with a chat reader, 500 of them listed by an instance with the in-game
 * shop on. Times metricsText (every statement of a scrape plus prom-client's text) SCRAPES times (default 50).
 * Run: npx tsx bench/metrics-scrape.ts   (PGlite in memory; set DATABASE_URL for PostgreSQL)
 */
import { sql } from 'drizzle-orm';
import { defaultBotSettings } from '../packages/domain/src';
import { botInstances } from '../packages/server/src/db/schema';
import { encryptSettings } from '../packages/server/src/features/bots/secrets';
import { backlogSql, metricsText, readBacklogGauges } from '../packages/server/src/features/metrics/service';
import { withBenchRuntime } from './runtime';
import { dbName } from './load';

const HISTORY = Number(process.env.HISTORY ?? 200_000);
const OPEN = Number(process.env.OPEN ?? 1_000);
const SCRAPES = Number(process.env.SCRAPES ?? 50);

await withBenchRuntime(async (ctx, botId) => {
  const t0 = Date.now();
  const { db } = ctx;
  const [server] = (
    await db.execute<{ id: number }>(sql`
    insert into servers (bot_id, name, ip, rcon_port, rcon_password)
    select ${botId}, 'Bench ' || g, '127.0.0.1', 1, '' from generate_series(1, 5000) g returning id`)
  ).rows;
  const first = server!.id;
  const listed = Array.from({ length: 500 }, (_, i) => first + i);
  const settings = defaultBotSettings() as unknown as Record<string, Record<string, unknown>>;
  settings.inGameShopSettings = { ...settings.inGameShopSettings, isEnabled: true, serverIds: listed };
  await db
    .update(botInstances)
    .set({ settings: encryptSettings(settings, ctx.secrets) })
    .where(sql`id = ${botId}`);
  await db.execute(sql`insert into in_game_readers (server_id, bot_id, last_read_at, last_ok_at)
    select id, ${botId}, now() - (random() * interval '60 seconds'), now() - (random() * interval '60 seconds')
    from servers where name like 'Bench %'`);
  await db.execute(sql`insert into purchases (bot_id, source, status, created_at)
    select ${botId}, 'api', case when g <= ${OPEN} then 'queued' else 'delivered' end,
      now() - g * interval '1 second'
    from generate_series(1, ${HISTORY + OPEN}) g`);
  const [hook] = (
    await db.execute<{ id: number }>(sql`insert into webhook_endpoints (bot_id, url, events, secret)
      values (${botId}, 'https://hooks.example.com/bench', '[]'::jsonb, '') returning id`)
  ).rows;
  await db.execute(sql`insert into webhook_deliveries (endpoint_id, bot_id, event_id, event, body, status,
      next_attempt_at, created_at)
    select ${hook!.id}, ${botId}, 'evt_' || g, 'purchase.created', '{}',
      case when g <= ${OPEN} then 'pending' else 'delivered' end, now(), now() - g * interval '1 second'
    from generate_series(1, ${HISTORY + OPEN}) g`);
  await db.execute(sql`insert into in_game_inbox (bot_id, server_id, raw_line, platform_name, message, command,
      status, created_at)
    select ${botId}, ${first}, 'x', 'x', '+bal', 'bal', case when g <= ${OPEN} then 'pending' else 'done' end,
      now() - g * interval '1 second'
    from generate_series(1, ${HISTORY + OPEN}) g`);
  await db.execute(sql`analyze`);
  console.log(`${dbName()}: fixture in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const time = async (what: string, fn: () => Promise<unknown>) => {
    await fn(); // warm (plans, prom-client)
    const ms: number[] = [];
    for (let i = 0; i < SCRAPES; i++) {
      const s = performance.now();
      await fn();
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
    console.log(`${dbName()}: ${what}: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms (${SCRAPES} times)`);
  };
  console.log(
    `history ${HISTORY.toLocaleString('en-US')}, open ${OPEN.toLocaleString('en-US')} per queue, 5,000 readers (500 listed)`,
  );
  if (process.env.EXPLAIN) {
    const plan = await db.execute(sql`explain (analyze, buffers) ${backlogSql(ctx)}`);
    for (const row of plan.rows) console.log(Object.values(row)[0]);
  }
  await time('the queues statement (readBacklogGauges)', () => readBacklogGauges(ctx));
  await time('a whole scrape (metricsText)', () => metricsText(ctx));
});
