// `npm start` with DISCORD_BOT_TOKEN set: the API server (as packages/server/src/main.ts starts it) and the
// Discord bot in one process, sharing the database, the secrets and the RCON pool. With more than ~2000
// guilds (or BOT_SHARDS) and PostgreSQL the bot runs in shard processes instead (sharding.ts).
import { startServer } from '@asa/server';
import { runBot, type BotLogger } from './run';
import { shardCount, spawnShards } from './sharding';

const { app, runtime, config, onStop } = await startServer();
const logger: BotLogger = {
  info: (msg) => app.log.info(`[bot] ${msg}`),
  error: (msg, err) => app.log.error({ err }, `[bot] ${msg}`),
};
let stopBot: () => Promise<void> = async () => undefined;
onStop.push(() => stopBot());

// the dashboard is up; the bot logs in next to it (a failing bot does not stop the dashboard)
try {
  let shards = await shardCount(config);
  if (shards !== 1 && !config.databaseUrl) {
    logger.info('Sharding needs PostgreSQL (DATABASE_URL); running the bot in this process.');
    shards = 1;
  }
  stopBot = (
    shards === 1 ? await runBot(runtime.ctx, config, logger) : await spawnShards(config, shards, logger)
  ).stop;
} catch (err) {
  logger.error('The Discord bot could not start; the dashboard keeps running', err);
}
