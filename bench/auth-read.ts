/**
 * Benchmark: an authenticated dashboard read against its ceiling, in the same run on the same database.
 * Run: npx tsx bench/auth-read.ts   (PGlite in memory; set DATABASE_URL to use PostgreSQL)
 * The app's `GET /api/server/list/{botId}` (session, instance and permission check, then the list) with
 * the owner's bearer token vs the ceiling (bench/ceiling.ts), alternating with it in slices (versusCeiling).
 * Bounded, loopback only.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { createSession } from '../packages/server/src/features/auth/service';
import { withBenchRuntime } from './runtime';
import { startCeiling } from './ceiling';
import { dbName, record, versusCeiling } from './load';

await withBenchRuntime(async (ctx, botId) => {
  const ownerId = (await ctx.db.execute(sql`select id from users where discord_id = '100000000000000001'`))
    .rows[0]!.id as number;
  const ceiling = await startCeiling(ctx, botId);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await createSession(ctx, ownerId);
  const { port } = app.server.address() as { port: number };
  try {
    const { ceiling: c, app: r } = await versusCeiling(
      ceiling.url,
      `http://127.0.0.1:${port}/api/server/list/${botId}`,
      { authorization: `Bearer ${token}` },
    );
    if (c.errors || r.errors) throw new Error(`errors: ceiling ${c.errors}, app ${r.errors}`);
    record({
      bench: 'auth-read',
      scenario: 'GET /api/server/list/{botId}',
      database: dbName(),
      value: r.rps,
      unit: 'req/s',
      ceiling: c.rps,
      target: 'ratio >= 0.5',
      detail: `p50 ${r.p50} ms (ceiling ${c.p50} ms)`,
    });
  } finally {
    await app.close();
    await ceiling.close();
  }
});
