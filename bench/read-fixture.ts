/**
 * The fixture of bench/read-ceiling.ts, seeded the same way in the app's process and (on the embedded
 * database) in the ceiling's own copy: the demo seed plus, in the demo instance, BENCH_RC_PLAYERS players
 * (default 100,000), BENCH_RC_PURCHASES purchases (200,000) and BENCH_RC_HISTORY credit-history rows
 * (1,000,000) over the last year (bench/seed-economy.ts), an API key with API access on, `vacuum analyze` and
 * the overview rollup's first run (as the job would have done). The same seed gives the same ids, so the
 * statements captured from the app find the same rows in the copy.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../packages/server/src/context';
import { runOverviewRollup } from '../packages/server/src/features/overview/job';
import { sha256 } from '../packages/server/src/lib/crypto';
import { seedEconomy } from './seed-economy';

export const fixtureSize = {
  players: Number(process.env.BENCH_RC_PLAYERS ?? 100_000),
  purchases: Number(process.env.BENCH_RC_PURCHASES ?? 200_000),
  history: Number(process.env.BENCH_RC_HISTORY ?? 1_000_000),
};

export async function seedReadFixture(ctx: AppContext, botId: number) {
  const first = await seedEconomy(ctx, botId, fixtureSize);
  const apiKey = `bench-read-ceiling-${botId}`;
  await ctx.db.execute(sql`
    update bot_instances set api_key_hash = ${sha256(apiKey)},
      settings = jsonb_set(settings, '{apiSettings}', coalesce(settings->'apiSettings', '{}'::jsonb) || '{"isEnabled": true}'::jsonb)
    where id = ${botId}`);
  await ctx.db.execute(sql`vacuum analyze bot_instances`);
  await runOverviewRollup(ctx);
  return { first, apiKey };
}
