import { Events } from 'discord.js';
import { currentRequestId, discordGateway, type Config, type AppContext } from '@asa/server';
import { startBot } from './bot';
import { createDiscordClient } from './client';

export interface BotLogger {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
}

/** Waits before the next login attempt: 5 s, 10 s, 20 s ... at most 5 minutes. */
export const loginRetryMs = (failures: number) => Math.min(300_000, 5_000 * 2 ** Math.max(0, failures - 1));

/**
 * Creates the discord.js client, wires the bot to the app context and logs in. A failed login is retried
 * with back-off (loginRetryMs) until it works or the bot stops; meanwhile /readyz reports the gateway as
 * not ready (ctx.lifecycle.gateway) and `asa_discord_gateway_up` is 0.
 */
export async function runBot(
  ctx: AppContext,
  config: Config,
  logger: BotLogger,
  opts: { retryMs?: (failures: number) => number } = {},
) {
  const membersIntent = config.bot.membersIntent;
  const client = createDiscordClient({ apiUrl: config.discord.apiUrl, membersIntent });
  const bot = startBot(ctx, client, {
    log: (msg, err) => logger.error(msg, err),
    info: (msg) => logger.info(msg),
    membersIntent,
  });
  let state = 'connecting';
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const set = (s: string) => {
    state = s;
    discordGateway.set({ shard: '0' }, s === 'ok' ? 1 : 0);
  };
  set('connecting');
  ctx.lifecycle.gateway = () => state;
  client.on(Events.ShardReady, () => set('ok'));
  client.on(Events.ShardResume, () => set('ok'));
  client.on(Events.ShardDisconnect, () => set('disconnected'));
  client.on(Events.ShardReconnecting, () => set('reconnecting'));
  let failures = 0;
  const login = async (): Promise<void> => {
    try {
      await client.login(config.discord.botToken);
    } catch (err) {
      failures++;
      const waitMs = (opts.retryMs ?? loginRetryMs)(failures);
      set(`login failed: ${(err as Error).message}`);
      logger.error(
        `Discord login failed (${failures} in a row); retrying in ${Math.round(waitMs / 1000)} s`,
        err,
      );
      if (!stopped) retry = setTimeout(() => void login(), waitMs);
    }
  };
  await login();
  return {
    client,
    /** Stops taking events, lets running interactions and passes finish, then logs out. */
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await bot.stop();
      await client.destroy();
      set('stopped');
    },
  };
}

/** ` reqId=<id>` of the interaction or message being handled ('' outside one). */
const reqIdSuffix = () => {
  const id = currentRequestId();
  return id ? ` reqId=${id}` : '';
};

/** The shard processes' logger (plain lines); a line written while handling an event names its request id. */
export const consoleLogger: BotLogger = {
  info: (msg) => console.log(`[bot] ${msg}${reqIdSuffix()}`),
  error: (msg, err) =>
    console.error(`[bot] ${msg}${reqIdSuffix()}`, err instanceof Error ? err.message : (err ?? '')),
};
