import type { AppContext } from '@asa/server';

/** What every handler gets: the shared app context (database, secrets, RCON pool, clock) and a logger. */
export interface BotDeps {
  ctx: AppContext;
  log: (message: string, err?: unknown) => void;
  /** Notable steps (a purchase made); the process logger adds the current request id. */
  info?: (message: string) => void;
}
