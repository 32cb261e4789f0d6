import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config';
import { createRuntime, type Runtime } from '../../src/bootstrap';
import { buildApp } from '../../src/app';
import { seedDemo } from '../../src/features/demo/seed';
import { demoPersonas, type DemoPersona } from '../../src/features/demo/personas';
import { createSession } from '../../src/features/auth/service';
import { users } from '../../src/db/schema';
import { cloneTestDatabase } from './db-template';

export interface Started {
  app: FastifyInstance;
  runtime: Runtime;
  ctx: Runtime['ctx'];
  /** app.inject with a fresh session of the demo persona. */
  call(persona: DemoPersona, opts: InjectOptions): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

/**
 * One installation that can be started and stopped again, as an operator restarts it: its own data folder
 * (the embedded database on disk), or its own PostgreSQL database when DATABASE_URL is set. `env` is its
 * configuration, also for child processes (the admin CLI).
 */
export async function testInstall(extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-install-'));
  const database = process.env.DATABASE_URL ? await cloneTestDatabase('migrated') : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.databaseUrl ?? '',
    DATABASE_SCHEMA: database?.schema ?? 'public',
    DEMO_MODE: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    DISCORD_CLIENT_ID: 'test-client',
    DISCORD_CLIENT_SECRET: 'test-secret',
    SELF_HOSTED_TIER: 'none',
    ...extra,
  };
  const start = async (opts: { seed?: boolean } = {}): Promise<Started> => {
    const runtime = await createRuntime(loadConfig(env));
    const ctx = runtime.ctx;
    if (opts.seed) await seedDemo(ctx);
    const app = await buildApp(ctx);
    return {
      app,
      runtime,
      ctx,
      call: async (persona, o) => {
        const [u] = await ctx.db
          .select()
          .from(users)
          .where(eq(users.discordId, demoPersonas[persona].discordId));
        const token = await createSession(ctx, u!.id);
        return app.inject({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });
      },
      stop: async () => {
        await app.close();
        await runtime.close();
      },
    };
  };
  return {
    env,
    dataDir,
    start,
    remove: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
