// One shard process of the Discord bot (started by sharding.ts through discord.js's ShardingManager, which
// passes SHARDS and SHARD_COUNT to the client). Opens its own PostgreSQL connection.
import { loadConfigOrExit, createRuntime } from '@asa/server';
import { consoleLogger, runBot } from './run';

const config = { ...loadConfigOrExit(), demoMode: false };
const runtime = await createRuntime(config);
const bot = await runBot(runtime.ctx, config, consoleLogger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await bot.stop();
    await runtime.close();
    process.exit(0);
  });
}
