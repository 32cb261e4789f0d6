import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import type { AppContext } from '../packages/server/src/context';
import { createSession } from '../packages/server/src/features/auth/service';
import { withBenchRuntime } from './runtime';
import { startCeiling } from './ceiling';

export interface PlayersBench {
  ctx: AppContext;
  /** `/api/player/list/{botId}?pageSize=50` of the running app (add `&page=...`). */
  base: string;
  /** The demo owner's session. */
  headers: Record<string, string>;
  ceilingUrl: string;
}

/**
 * The players-list benches' world: the bench runtime with `n` players seeded in the demo instance (one
 * INSERT ... SELECT generate_series, then `vacuum analyze`: the steady state autovacuum leaves after a bulk
 * insert, visibility map set, GIN pending list merged into the trigram index), the app and the ceiling
 * listening on 127.0.0.1; all closed afterwards.
 */
export async function withPlayersBench(n: number, run: (b: PlayersBench) => Promise<void>) {
  await withBenchRuntime(async (ctx, botId) => {
    const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
      .rows[0]!.id as number;
    const t0 = Date.now();
    await ctx.db.execute(sql`
      insert into players (bot_id, name, discord_id, discord_name, steam_id, credits, total_credits_earned)
      select ${botId}, 'Survivor ' || g, (400000000000000000 + g)::text, 'survivor_' || g, (76561198000000000 + g)::text, g % 5000, g % 9000
      from generate_series(1, ${n}) g`);
    await ctx.db.execute(sql`vacuum analyze players`);
    console.log(`seeded ${n} players in ${Date.now() - t0} ms (${ctx.database.kind})`);
    const ceiling = await startCeiling(ctx, botId);
    const app = await buildApp(ctx);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      await run({
        ctx,
        base: `http://127.0.0.1:${port}/api/player/list/${botId}?pageSize=50`,
        headers: { authorization: `Bearer ${await createSession(ctx, ownerId)}` },
        ceilingUrl: ceiling.url,
      });
    } finally {
      await app.close();
      await ceiling.close();
    }
  });
}
