import path from 'node:path';
import { REST, Routes, ShardingManager } from 'discord.js';
import type { Config } from '@asa/server/config';
import { restBase } from './client';
import type { BotLogger } from './run';

/** Discord recommends one shard per ~1000 guilds; the bot shards once it is in more than ~2000. */
export const GUILDS_PER_SHARD = 2000;

/**
 * How many shards to run: BOT_SHARDS ('auto' = Discord's recommendation, or a number) when set; otherwise
 * Discord's recommended count (GET /gateway/bot) scaled to GUILDS_PER_SHARD, so up to ~2000 guilds run in
 * one process.
 */
export async function shardCount(config: Config): Promise<number | 'auto'> {
  if (config.bot.shards !== null) return config.bot.shards;
  const rest = new REST({ api: restBase(config.discord.apiUrl) }).setToken(config.discord.botToken);
  const { shards } = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return Math.max(1, Math.ceil((shards * 1000) / GUILDS_PER_SHARD));
}

/**
 * Runs the bot in shard processes (discord.js ShardingManager), each opening its own database connection:
 * this needs PostgreSQL (DATABASE_URL), since PGlite is a single-process database.
 */
export async function spawnShards(config: Config, totalShards: number | 'auto', logger: BotLogger) {
  if (!config.databaseUrl)
    throw new Error('Sharding the bot needs PostgreSQL (DATABASE_URL): PGlite serves one process only.');
  // from the sources shard.ts runs through tsx; the build (scripts/build.mjs) puts shard.js next to this file
  const compiled = import.meta.filename.endsWith('.js');
  const manager = new ShardingManager(path.join(import.meta.dirname, compiled ? 'shard.js' : 'shard.ts'), {
    token: config.discord.botToken,
    totalShards,
    execArgv: compiled ? [] : ['--import', 'tsx'],
  });
  manager.on('shardCreate', (shard) => logger.info(`Shard ${shard.id} started`));
  await manager.spawn();
  return {
    manager,
    /** SIGTERM to every shard; resolves once each exited (each finishes its running work first). */
    async stop() {
      await Promise.all(
        [...manager.shards.values()].map(
          (shard) =>
            new Promise<void>((resolve) => {
              const child = shard.process;
              if (!child || child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              shard.kill();
            }),
        ),
      );
    },
  };
}
