/**
 * The app of bench/read-ceiling.ts in its own process, as `npm start` runs it (buildApp, logger on at
 * LOG_LEVEL, stdout to the parent's log file), on the bench runtime (bench/runtime.ts: a fresh schema of
 * DATABASE_URL via DATABASE_SCHEMA, dropped at the end) with the demo seed plus a large fixture in the demo
 * instance: BENCH_RC_PLAYERS players (default 100,000), BENCH_RC_PURCHASES purchases (200,000) and
 * BENCH_RC_HISTORY credit-history rows (500,000) spread over the last year, each one INSERT ... SELECT
 * generate_series, then `vacuum analyze` and the overview rollup's first run (as the job would have done).
 * The demo instance gets an API key with API access on; the bench-only copy of the key rule and of the
 * per-address rule get a limit no load reaches (the limiters still run on every call, so their cost is
 * measured). Tells its parent { port, botId, guildId, token, apiKey, playerId, schema } over IPC and closes
 * when the parent disconnects. Not run by hand.
 */
import { sql } from 'drizzle-orm';
import { apiKeyRule } from '../packages/server/src/features/api-v1/api-key';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/service';
import { DEMO_GUILD_ID } from '../packages/server/src/features/demo/personas';
import { runOverviewRollup } from '../packages/server/src/features/overview/job';
import { sha256 } from '../packages/server/src/lib/crypto';
import { rateRules } from '../packages/server/src/lib/rate-rules';
import { withBenchRuntime } from './runtime';

export interface ReadCeilingInfo {
  port: number;
  botId: number;
  guildId: string;
  token: string;
  apiKey: string;
  playerId: number;
  schema: string;
  fixture: { players: number; purchases: number; history: number; seedMs: number };
}

const PLAYERS = Number(process.env.BENCH_RC_PLAYERS ?? 100_000);
const PURCHASES = Number(process.env.BENCH_RC_PURCHASES ?? 200_000);
const HISTORY = Number(process.env.BENCH_RC_HISTORY ?? 500_000);
const YEAR_SECONDS = 365 * 86_400;
if (!process.send) throw new Error('bench/read-ceiling-server.ts is started by bench/read-ceiling.ts (IPC)');

// a load of thousands of calls a second from one address and one key: only the bench raises the limits
(apiKeyRule as { max: number }).max = 1e9;
(rateRules.apiKeyAddress as { max: number }).max = 1e9;

await withBenchRuntime(async (ctx, botId) => {
  const t0 = Date.now();
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  // seeding writes a year back: the triggers that forget rolled-up days of back-dated rows have nothing to do
  await ctx.db.execute(sql`alter table credit_history disable trigger credit_history_overview_backdated`);
  await ctx.db.execute(sql`alter table purchases disable trigger purchases_overview_backdated`);
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned, created_at)
    select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g,
           (76561198000000000 + g)::text, g % 5000, g % 9000,
           now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${PLAYERS})
    from generate_series(1, ${PLAYERS}) g`);
  const first = Number(
    (await ctx.db.execute(sql`select min(id) as id from players where name = 'Survivor 1'`)).rows[0]!.id,
  );
  await ctx.db.execute(sql`
    insert into credit_history (bot_id, player_id, amount, balance_after, reason, actor, created_at)
    select ${botId}, ${first} + (g % ${PLAYERS}),
      case g % 8 when 0 then -100 when 6 then 100 else 10 + g % 40 end,
      0,
      case g % 8 when 0 then 'Bought kit Starter Set' when 1 then 'Vote on ARK-Servers.net'
        when 2 then 'Discord activity' when 3 then 'Passive income' when 4 then 'Tip4Serv purchase'
        when 5 then 'Event prize' when 6 then 'Refund: kit Starter Set could not be delivered' else 'From our tool' end,
      case g % 8 when 1 then 'Vote reward' when 2 then 'Discord Activity Credits' when 3 then 'Passive income'
        when 4 then 'Tip4Serv' when 5 then 'Demo Owner' when 7 then 'api' else 'Shop' end,
      now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${HISTORY})
    from generate_series(1, ${HISTORY}) g`);
  await ctx.db.execute(sql`
    insert into purchases (bot_id, player_id, player_name, kit_name, source, price, status, refunded,
                           created_at, attempted_at, delivered_at)
    select ${botId}, ${first} + (g % ${PLAYERS}), 'Survivor ' || (1 + g % ${PLAYERS}), 'Kit ' || (g % 20),
      'discord', 100,
      case when g % 50 = 0 then 'failed' when g % 97 = 0 then 'expired' when g % 499 = 0 then 'unknown' else 'delivered' end,
      g % 50 = 0 or g % 97 = 0,
      c, c, case when g % 50 = 0 or g % 97 = 0 or g % 499 = 0 then null else c + make_interval(secs => g % 300) end
    from (select g, now() - make_interval(secs => (g::float8 * ${YEAR_SECONDS}) / ${PURCHASES}) as c
          from generate_series(1, ${PURCHASES}) g) s`);
  await ctx.db.execute(sql`alter table credit_history enable trigger credit_history_overview_backdated`);
  await ctx.db.execute(sql`alter table purchases enable trigger purchases_overview_backdated`);
  const apiKey = `bench-read-ceiling-${botId}`;
  await ctx.db.execute(sql`
    update bot_instances set api_key_hash = ${sha256(apiKey)},
      settings = jsonb_set(settings, '{apiSettings}', coalesce(settings->'apiSettings', '{}'::jsonb) || '{"isEnabled": true}'::jsonb)
    where id = ${botId}`);
  for (const table of ['players', 'credit_history', 'purchases', 'bot_instances'])
    await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
  await runOverviewRollup(ctx);
  const seedMs = Date.now() - t0;
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const info: ReadCeilingInfo = {
    port: (app.server.address() as { port: number }).port,
    botId,
    guildId: DEMO_GUILD_ID,
    token: await createSession(ctx, ownerId),
    apiKey,
    playerId: first,
    schema: ctx.config.databaseSchema,
    fixture: { players: PLAYERS, purchases: PURCHASES, history: HISTORY, seedMs },
  };
  process.send!(info);
  await new Promise((resolve) => process.once('disconnect', resolve));
  await app.close();
});
