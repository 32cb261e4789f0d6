import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SecretBox } from './lib/crypto';
import type { DiscordClient } from './integrations/discord/client';
import type { RconPool } from './integrations/rcon/pool';
import type { Redis } from 'ioredis';
import type { Lifecycle } from './lib/lifecycle';
import type { Bus } from './lib/bus';
import type { AuthCache } from './lib/auth-cache';

/** Everything a route or job needs; built once in main.ts (or per test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: SecretBox;
  discord: DiscordClient;
  /** Pooled RCON connections (one per game server) used to deliver kits. */
  rcon: RconPool;
  /** Shared Redis when REDIS_URL is set (several processes), else null. */
  redis: Redis | null;
  /** Cache invalidation across processes (Redis, else PostgreSQL LISTEN/NOTIFY, else this process). */
  bus: Bus;
  /** Work in flight and the scheduler, for /readyz and graceful shutdown. */
  lifecycle: Lifecycle;
  /** Sessions and bot instances for authentication; every write to them calls `cache.invalidate`. */
  cache: AuthCache;
  now: () => Date;
}
