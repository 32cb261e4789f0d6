import { Redis } from 'ioredis';

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
