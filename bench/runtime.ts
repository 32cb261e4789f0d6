import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config';
import { createRuntime } from '../packages/server/src/bootstrap';
import type { AppContext } from '../packages/server/src/context';
import { seedDemo } from '../packages/server/src/features/demo/seed';

/**
 * A benchmark's own app runtime: PGlite in memory, or a fresh schema of DATABASE_URL's PostgreSQL; the demo
 * instance seeded, no jobs. `run` gets the context and the demo instance id; afterwards the schema is
 * dropped and everything closed, even when a step failed.
 */
export async function withBenchRuntime(run: (ctx: AppContext, botId: number) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-'));
  const schema = process.env.DATABASE_URL ? `bench_${crypto.randomBytes(4).toString('hex')}` : 'public';
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_SCHEMA: schema,
    DEMO_MODE: 'false',
    DISCORD_CLIENT_ID: 'bench',
    JOBS_ENABLED: 'false',
  });
  const runtime = await createRuntime(config, { inMemory: true });
  const { ctx } = runtime;
  try {
    await seedDemo(ctx);
    const botId = (await ctx.db.execute(sql`select id from bot_instances limit 1`)).rows[0]!.id as number;
    await run(ctx, botId);
  } finally {
    if (process.env.DATABASE_URL) await ctx.db.execute(sql.raw(`drop schema "${schema}" cascade`));
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
