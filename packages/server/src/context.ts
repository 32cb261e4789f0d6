import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SecretBox } from './lib/crypto';
import type { DiscordClient } from './integrations/discord/client';

/** Everything a route or job needs; built once in main.ts (or per test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: SecretBox;
  discord: DiscordClient;
  now: () => Date;
}
