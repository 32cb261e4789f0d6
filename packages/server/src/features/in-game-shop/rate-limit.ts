import type { AppContext } from '../../context';

/** Commands one player may send per window; the next one is told to slow down, later ones get silence. */
export const RATE_LIMIT = { commands: 5, windowMs: 30_000 };

interface Bucket {
  start: number;
  count: number;
}
const buckets = new WeakMap<AppContext, Map<string, Bucket>>();

/**
 * Per key (a player: server + EOS id; the Discord relay: its channel, with its own `limit`), per process (the server's one reader runs in one process at a time):
 * 'ok' within the limit, 'warn' for the first command over it, 'silent' after that until the window ends.
 */
export function rateLimited(
  ctx: AppContext,
  key: string,
  nowMs: number,
  limit = RATE_LIMIT,
): 'ok' | 'warn' | 'silent' {
  let m = buckets.get(ctx);
  if (!m) buckets.set(ctx, (m = new Map()));
  let b = m.get(key);
  if (!b || nowMs - b.start >= limit.windowMs) {
    if (m.size > 10_000) for (const [k, v] of m) if (nowMs - v.start >= limit.windowMs) m.delete(k);
    m.set(key, (b = { start: nowMs, count: 0 }));
  }
  b.count++;
  if (b.count <= limit.commands) return 'ok';
  return b.count === limit.commands + 1 ? 'warn' : 'silent';
}
