import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { postgresBus, redisBus, type Bus } from '../lib/bus';
import { openRedis, redisPrefix } from '../lib/redis';
import { sql } from 'drizzle-orm';

/** What a command gets: the configuration, the database (migrated, locked when embedded) and its output. */
export interface CliContext {
  config: Config;
  database: Database;
  db: Database['db'];
  out(line: string): void;
  /** Tells running processes (PostgreSQL) that a user row changed, so their auth cache drops it. */
  userChanged(userId: number): Promise<void>;
  close(): Promise<void>;
}

export interface Command<A = string[]> {
  usage: string;
  summary: string;
  /** false: the command opens the database itself (restore). */
  opensDatabase?: false;
  /** Checks the arguments before anything is opened; throws UsageError. */
  parse?(args: string[]): A;
  run(cli: CliContext, args: A): Promise<void>;
  /**
   * A command that reads the settings itself (doctor: a bad setting is one of its findings, not a stop):
   * runs instead of run() and answers the exit code.
   */
  main?(args: string[], out: (line: string) => void): Promise<number>;
}

/** A command with its own argument type, in the one list of commands. */
export const command = <A>(c: Command<A>) => c as unknown as Command<unknown>;

/** A mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export async function openCli(config: Config, out: (line: string) => void): Promise<CliContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  });
  const closers: (() => Promise<unknown>)[] = [() => database.close()];
  let bus: Bus | null = null;
  const busFor = (): Bus | null => {
    if (bus || !config.databaseUrl) return bus;
    const redis = openRedis(config.redisUrl);
    if (redis) closers.unshift(() => redis.quit().catch(() => redis.disconnect()));
    bus = redis
      ? redisBus(redis, redisPrefix(config), () => undefined)
      : postgresBus(
          config.databaseUrl,
          config.databaseSchema,
          (channel, message) => database.db.execute(sql`select pg_notify(${channel}, ${message})`),
          () => undefined,
        );
    closers.unshift(bus.close);
    return bus;
  };
  return {
    config,
    database,
    db: database.db,
    out,
    userChanged: async (id) => {
      await busFor()?.publish('auth-cache', { kind: 'user', id });
    },
    close: async () => {
      for (const c of closers) await c();
    },
  };
}
