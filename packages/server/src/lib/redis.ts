import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The prefix of this installation's Redis keys and bus channel: REDIS_PREFIX, else derived from the
 * database identity (PostgreSQL host, port, database and schema; PGlite: its data directory), so two
 * installations sharing one Redis never share rate limits or cache invalidations, while every process of
 * one installation (same database) agrees on it without configuration. No password or user is hashed in.
 */
export function redisPrefix(config: {
  redisPrefix: string;
  databaseUrl: string;
  databaseSchema: string;
  dataDir: string;
}): string {
  if (config.redisPrefix) return config.redisPrefix;
  let identity = `pglite:${config.dataDir}`;
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    identity = `pg:${u.hostname}:${u.port || '5432'}${u.pathname}:${config.databaseSchema}`;
  }
  return `i${crypto.createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

/**
 * The optional Redis connection shared by several processes (REDIS_URL): rate limits and cache invalidation
 * go through it when it is set. Without it one process is assumed and in-memory state is used instead.
 * Connection errors are reported to `onError` (logged) and retried by ioredis; they never crash the process.
 */
export function openRedis(url: string, onError: (err: Error) => void = () => undefined): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', onError);
  return redis;
}
