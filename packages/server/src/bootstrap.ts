import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { openSecretBox } from './lib/secret-key';
import { localBus, postgresBus, redisBus, type Bus } from './lib/bus';
import { Lifecycle } from './lib/lifecycle';
import { createAuthCache, type AuthCache, type CacheKind } from './lib/auth-cache';
import { DiscordClient } from './integrations/discord/client';
import { startFakeDiscord } from './integrations/discord/fake-server';
import { demoDiscordData } from './features/demo/discord-data';
import { seedDemo } from './features/demo/seed';
import { RconPool } from './integrations/rcon/pool';
import { openRedis, redisPrefix } from './lib/redis';
import { repairStoredSecrets } from './features/secrets/service';
import { grantConfiguredAdmins } from './features/users/admins';
import { startDemoRcon } from './features/demo/rcon';
import { startDemoInGame } from './features/demo/in-game';
import { seedDemoPurchases } from './features/demo/purchases';
import { seedDemoEconomy } from './features/demo/economy';
import { seedDemoEarn } from './demo-earn';
import { startDemoPatreon } from './features/demo/patreon';
import { startDemoProviders } from './features/demo/providers';
import { startDemoVotesAndTip4Serv } from './features/demo/votes-tip4serv';

export interface Runtime {
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), the secret box and the Discord client. In demo mode Discord is a
 * local fake serving the demo guild, and the demo data is seeded.
 */
export async function createRuntime(
  config: Config,
  opts: { inMemory?: boolean; seed?: boolean; authCacheTtlMs?: number; pgliteDataDir?: Blob } = {},
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    inMemory: opts.inMemory,
    pgliteDataDir: opts.pgliteDataDir,
  });
  const closers: (() => Promise<void>)[] = [() => database.close()];
  let secrets;
  try {
    secrets = await openSecretBox(database.db, config.secretKey, config.dataDir, new Date());
  } catch (err) {
    await database.close();
    throw err;
  }
  let discordOpts = {
    apiUrl: config.discord.apiUrl,
    clientId: config.discord.clientId,
    clientSecret: config.discord.clientSecret,
    botToken: config.discord.botToken,
    cacheSeconds: config.discordCacheSeconds,
  };
  if (config.demoMode) {
    const data = demoDiscordData();
    const fake = await startFakeDiscord(data);
    closers.unshift(fake.close);
    discordOpts = {
      ...discordOpts,
      apiUrl: fake.url,
      botToken: data.botToken,
      clientId: '',
      clientSecret: '',
    };
  }
  const redis = openRedis(config.redisUrl, (err) => console.error(`Redis: ${err.message}`));
  const busError = (err: Error) => console.error(`Cache invalidation: ${err.message}`);
  const bus = redis
    ? redisBus(redis, redisPrefix(config), busError)
    : config.databaseUrl
      ? postgresBus(
          config.databaseUrl,
          config.databaseSchema,
          (channel, message) => database.db.execute(sql`select pg_notify(${channel}, ${message})`),
          busError,
        )
      : localBus(busError);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secrets,
    discord: new DiscordClient(discordOpts),
    rcon: new RconPool({
      allowPrivateTargets: config.allowPrivateTargets,
      concurrency: config.rconConcurrency,
    }),
    redis,
    bus,
    lifecycle: new Lifecycle(),
    cache: authCacheOnBus(
      createAuthCache({ ttlMs: opts.authCacheTtlMs ?? config.authCacheSeconds * 1000 }),
      bus,
    ),
    now: () => new Date(),
  };
  closers.unshift(
    () => ctx.rcon.close(),
    () => bus.close(),
  );
  const repaired = await repairStoredSecrets(ctx.db, ctx.secrets);
  if (repaired.unreadable.length)
    console.error(
      `${repaired.unreadable.length} stored secret(s) cannot be opened with this SECRET_KEY and were left as they are: ${repaired.unreadable.slice(0, 5).join(', ')}`,
    );
  for (const u of await grantConfiguredAdmins(ctx.db, config.adminDiscordIds)) {
    console.log(`ADMIN_DISCORD_IDS: Discord user ${u.discordId} is now a site admin`);
    ctx.cache.invalidate('user', u.id);
  }
  if (ctx.redis) {
    const redis = ctx.redis;
    closers.unshift(async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  if (config.demoMode && opts.seed !== false) {
    await seedDemo(ctx);
    const demoRcon = await startDemoRcon(ctx);
    closers.unshift(demoRcon.close);
    await seedDemoPurchases(ctx);
    await seedDemoEconomy(ctx);
    await seedDemoEarn(ctx);
    closers.unshift(await startDemoInGame(ctx));
    if (!config.patreon.campaignId) closers.unshift((await startDemoPatreon(ctx)).close);
    if (!config.nitrado.clientId) closers.unshift(await startDemoProviders(ctx, demoRcon.port));
    closers.unshift(await startDemoVotesAndTip4Serv(ctx));
  }
  return {
    ctx,
    close: async () => {
      for (const c of closers) await c();
    },
  };
}

/**
 * The auth cache with its invalidations sent to every process (the bus: Redis or PostgreSQL LISTEN/NOTIFY).
 * This process drops the entry at once; others as soon as the message arrives, at the latest when the
 * entry expires (AUTH_CACHE_SECONDS), since bus delivery is best effort.
 */
function authCacheOnBus(local: AuthCache, bus: Bus): AuthCache {
  bus.subscribe('auth-cache', (payload) => {
    const { kind, id } = payload as { kind: CacheKind; id?: string | number };
    local.invalidate(kind, id);
  });
  return {
    ...local,
    session: local.session,
    instance: local.instance,
    invalidate(kind, id) {
      local.invalidate(kind, id);
      bus.publish('auth-cache', { kind, id }).catch(() => undefined);
    },
  };
}
