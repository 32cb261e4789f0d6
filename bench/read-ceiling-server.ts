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
import { seedEconomy } from './seed-economy';

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
if (!process.send) throw new Error('bench/read-ceiling-server.ts is started by bench/read-ceiling.ts (IPC)');

// a load of thousands of calls a second from one address and one key: only the bench raises the limits
(apiKeyRule as { max: number }).max = 1e9;
(rateRules.apiKeyAddress as { max: number }).max = 1e9;

await withBenchRuntime(async (ctx, botId) => {
  const t0 = Date.now();
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  const first = await seedEconomy(ctx, botId, { players: PLAYERS, history: HISTORY, purchases: PURCHASES });
  const apiKey = `bench-read-ceiling-${botId}`;
  await ctx.db.execute(sql`
    update bot_instances set api_key_hash = ${sha256(apiKey)},
      settings = jsonb_set(settings, '{apiSettings}', coalesce(settings->'apiSettings', '{}'::jsonb) || '{"isEnabled": true}'::jsonb)
    where id = ${botId}`);
  await ctx.db.execute(sql`vacuum analyze bot_instances`);
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
