/**
 * The app of bench/reads.ts in its own process, as `npm start` runs it: buildApp with its logger on at
 * LOG_LEVEL (info unless set), writing to stdout (bench/reads.ts points stdout at a file). The bench runtime
 * (bench/runtime.ts: PGlite in memory or a fresh schema of DATABASE_URL) with the demo seed and
 * BENCH_PLAYERS players (default 100,000) in the demo instance, then `vacuum analyze`. Also listens with the
 * old in-process ceiling (bench/ceiling.ts), which shares this process and its database client.
 * Tells its parent { port, ceilingPort, botId, guildId, token } over IPC, and closes when the parent
 * disconnects. Not run by hand.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/service';
import { DEMO_GUILD_ID } from '../packages/server/src/features/demo/personas';
import { startCeiling } from './ceiling';
import { withBenchRuntime } from './runtime';

export interface ReadServerInfo {
  port: number;
  ceilingPort: number;
  botId: number;
  guildId: string;
  token: string;
  players: number;
}

const n = Number(process.env.BENCH_PLAYERS ?? 100_000);
if (!process.send) throw new Error('bench/read-server.ts is started by bench/reads.ts (IPC)');

await withBenchRuntime(async (ctx, botId) => {
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  await ctx.db.execute(sql`
    insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned)
    select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g, (76561198000000000 + g)::text, g % 5000, g % 9000
    from generate_series(1, ${n}) g`);
  await ctx.db.execute(sql`vacuum analyze players`);
  const ceiling = await startCeiling(ctx, botId);
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const info: ReadServerInfo = {
    port: (app.server.address() as { port: number }).port,
    ceilingPort: Number(new URL(ceiling.url).port),
    botId,
    guildId: DEMO_GUILD_ID,
    token: await createSession(ctx, ownerId),
    players: n,
  };
  process.send!(info);
  await new Promise((resolve) => process.once('disconnect', resolve));
  await app.close();
  await ceiling.close();
});
