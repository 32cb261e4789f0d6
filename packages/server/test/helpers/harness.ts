import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config';
import { createRuntime, type Runtime } from '../../src/bootstrap';
import { buildApp } from '../../src/app';
import { startFakeDiscord, type FakeDiscordData } from '../../src/integrations/discord/fake-server';
import { demoDiscordData } from '../../src/features/demo/discord-data';
import { seedDemo } from '../../src/features/demo/seed';
import { demoPersonas, DEMO_GUILD_ID, type DemoPersona } from '../../src/features/demo/personas';
import { createSession } from '../../src/features/auth/service';
import { botInstances, users } from '../../src/db/schema';
import { cloneTestDatabase, TEST_SECRET_KEY } from './db-template';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  ctx: Runtime['ctx'];
  discord: { url: string; data: FakeDiscordData; calls: string[] };
  tokens: Record<DemoPersona, string>;
  botId: number;
  /** app.inject with the persona's bearer token ('anonymous' sends none). */
  call(persona: DemoPersona | 'anonymous', opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A real app on a real database: PGlite in memory, or PostgreSQL when DATABASE_URL is set (its own database,
 * dropped on close). Discord is the local fake; the demo guild and its people are seeded. The database is a
 * clone of the run's migrated and seeded template (see db-template.ts); with its own SECRET_KEY or in demo
 * mode the app starts from the migrated template and seeds itself.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const data = demoDiscordData();
  data.clientId = 'test-client';
  data.clientSecret = 'test-secret';
  data.botToken = 'test-bot-token';
  const fake = await startFakeDiscord(data);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-test-'));
  const ownSeed = 'SECRET_KEY' in env || env.DEMO_MODE === 'true';
  const database = await cloneTestDatabase(ownSeed ? 'migrated' : 'seeded');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    DATABASE_SCHEMA: database.schema,
    DEMO_MODE: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    DISCORD_CLIENT_ID: data.clientId,
    DISCORD_CLIENT_SECRET: data.clientSecret,
    DISCORD_BOT_TOKEN: data.botToken,
    DISCORD_API_URL: fake.url,
    DISCORD_AUTHORIZE_URL: 'https://discord.example/oauth2/authorize',
    SECRET_KEY: TEST_SECRET_KEY,
    // the tests check the Patreon tiers; SELF_HOSTED_TIER is tested on its own
    SELF_HOSTED_TIER: 'none',
    ...env,
  });
  const runtime = await createRuntime(config, { inMemory: true, pgliteDataDir: database.pgliteDataDir });
  const ctx = runtime.ctx;
  await seedDemo(ctx);
  const app = await buildApp(ctx, opts);
  const tokens = {} as Record<DemoPersona, string>;
  for (const [key, p] of Object.entries(demoPersonas)) {
    const [u] = await ctx.db.select().from(users).where(eq(users.discordId, p.discordId));
    tokens[key as DemoPersona] = await createSession(ctx, u!.id);
  }
  const [bot] = await ctx.db.select().from(botInstances).where(eq(botInstances.guildId, DEMO_GUILD_ID));
  return {
    app,
    runtime,
    ctx,
    discord: { url: fake.url, data, calls: fake.calls },
    tokens,
    botId: bot!.id,
    call: (persona, opts) =>
      app.inject({
        ...opts,
        headers: {
          ...(persona === 'anonymous' ? {} : { authorization: `Bearer ${tokens[persona]}` }),
          ...(opts.headers ?? {}),
        },
      }),
    close: async () => {
      await app.close();
      await runtime.close();
      await fake.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
