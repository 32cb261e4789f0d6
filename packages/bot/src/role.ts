import type { BotStarter } from '@asa/server/start';
import { runBot } from './run';
import { shardCount, spawnShards } from './sharding';

/**
 * The Discord bot part of a process (roles `all` and `bot`): in this process, or in shard processes when
 * BOT_SHARDS or Discord asks for more than one shard (PostgreSQL only).
 */
export const startBotRole: BotStarter = async (runtime, log) => {
  const { config } = runtime.ctx;
  let shards = await shardCount(config);
  if (shards !== 1 && !config.databaseUrl) {
    log.info('Sharding needs PostgreSQL (DATABASE_URL); running the bot in this process.');
    shards = 1;
  }
  return shards === 1 ? runBot(runtime.ctx, config, log) : spawnShards(config, shards, log);
};
