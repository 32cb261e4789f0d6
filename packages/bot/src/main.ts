// The Discord bot on its own (`npm run start -w @asa/bot`), next to a server that uses the same PostgreSQL
// database, SECRET_KEY and DISCORD_* settings. `npm start` runs the bot inside the server process instead
// (see serve.ts), which is the only way with PGlite.
import { loadConfigOrExit, createRuntime } from '@asa/server';
import { consoleLogger, runBot } from './run';
import { shardCount, spawnShards } from './sharding';

const config = { ...loadConfigOrExit(), demoMode: false };
if (!config.discord.botToken) {
  console.error('DISCORD_BOT_TOKEN is not set: the Discord bot has nothing to log in with.');
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error('The bot in its own process needs PostgreSQL (DATABASE_URL). With PGlite run `npm start`.');
  process.exit(1);
}
const shards = await shardCount(config);
let stop: () => Promise<void>;
if (shards === 1) {
  const runtime = await createRuntime(config);
  const bot = await runBot(runtime.ctx, config, consoleLogger);
  stop = async () => {
    await bot.stop();
    await runtime.close();
  };
} else {
  stop = (await spawnShards(config, shards, consoleLogger)).stop;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stop();
    process.exit(0);
  });
}
