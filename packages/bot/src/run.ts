import type { Config } from '@asa/server/config';
import type { AppContext } from '@asa/server/context';
import { startBot } from './bot';
import { createDiscordClient } from './client';

export interface BotLogger {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
}

/** Creates the discord.js client, wires the bot to the app context and logs in. */
export async function runBot(ctx: AppContext, config: Config, logger: BotLogger) {
  const membersIntent = config.bot.membersIntent;
  const client = createDiscordClient({ apiUrl: config.discord.apiUrl, membersIntent });
  const bot = startBot(ctx, client, {
    log: (msg, err) => logger.error(msg, err),
    info: (msg) => logger.info(msg),
    membersIntent,
  });
  try {
    await client.login(config.discord.botToken);
  } catch (err) {
    await bot.stop();
    await client.destroy();
    throw err;
  }
  return {
    client,
    /** Stops taking events, lets running interactions and passes finish, then logs out. */
    async stop() {
      await bot.stop();
      await client.destroy();
    },
  };
}

export const consoleLogger: BotLogger = {
  info: (msg) => console.log(`[bot] ${msg}`),
  error: (msg, err) => console.error(`[bot] ${msg}`, err instanceof Error ? err.message : (err ?? '')),
};
