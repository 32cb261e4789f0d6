// One shard process of the Discord bot (started by sharding.ts through discord.js's ShardingManager, which
// passes SHARDS and SHARD_COUNT to the client). Opens its own PostgreSQL connection; SIGTERM stops it after
// its running interactions and passes finished (bounded by SHUTDOWN_TIMEOUT_SECONDS).
import { loadConfigOrExit, createRuntime } from '@asa/server';
import { consoleLogger, runBot } from './run';

const config = { ...loadConfigOrExit(), demoMode: false };
const runtime = await createRuntime(config);
const bot = await runBot(runtime.ctx, config, consoleLogger);

// one shutdown however many signals arrive (the ShardingManager's and the process group's)
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), config.shutdownTimeoutSeconds * 1000).unref();
    await bot.stop();
    await runtime.close();
    process.exit(0);
  });
}
