import type { botInstances, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;
type InstanceRow = typeof botInstances.$inferSelect;

/**
 * What a write changed: 'session' (a token hash: logout, revoke), 'user' (a user id: tier, role, delete —
 * drops every cached session of that user) or 'instance' (a bot instance id: managers, permissions,
 * settings, owner, delete). Without an id, every entry of that kind goes.
 */
export type CacheKind = 'session' | 'user' | 'instance';

/**
 * The in-process cache of what every authenticated request needs (session → user, bot instance with its
 * managers and their permissions), so a dashboard read costs one SQL round trip (its own) instead of three.
 *
 * Correctness rests on two things: every write that changes a cached row calls `invalidate` (so the
 * process that made a change sees it at once), and entries live at most `ttlMs` (so other processes
 * converge within it). `invalidate` is the one seam for broadcasting across processes later (Redis
 * pub/sub or PostgreSQL LISTEN/NOTIFY call it on every process).
 */
export interface AuthCache {
  readonly ttlMs: number;
  session(tokenHash: string, load: () => Promise<SessionEntry | null>): Promise<SessionEntry | null>;
  instance(id: number, load: () => Promise<InstanceRow | null>): Promise<InstanceRow | null>;
  invalidate(kind: CacheKind, id?: string | number): void;
}

export interface SessionEntry {
  user: UserRow;
  expiresAt: Date;
  /** Last recorded use of the session (idle timeout, SESSION_IDLE_HOURS). */
  lastUsedAt: Date;
}

interface Slot<T> {
  value: T;
  at: number;
}

/** A TTL map that keeps at most `max` entries (the oldest go first). */
class TtlMap<K, V> {
  readonly map = new Map<K, Slot<V>>();
  /** Loads under way, with the cache generation they started in. */
  readonly loading = new Map<K, { generation: number; value: Promise<V | null> }>();
  constructor(
    private ttlMs: number,
    private max: number,
  ) {}
  get(key: K): V | undefined {
    const slot = this.map.get(key);
    if (!slot) return undefined;
    if (performance.now() - slot.at > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    return slot.value;
  }
  set(key: K, value: V) {
    if (this.ttlMs <= 0) return;
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, { value, at: performance.now() });
  }
}

/**
 * `ttlMs` 0 turns caching off. Only hits are cached (an unknown token or instance always asks the
 * database, so random tokens cannot fill the cache). A load that started before an invalidation is not
 * stored (it may have read the old row).
 */
export function createAuthCache(opts: { ttlMs: number; maxEntries?: number }): AuthCache {
  const max = opts.maxEntries ?? 10_000;
  const sessions = new TtlMap<string, SessionEntry>(opts.ttlMs, max);
  const instances = new TtlMap<number, InstanceRow>(opts.ttlMs, max);
  let generation = 0;

  async function through<K, V>(map: TtlMap<K, V>, key: K, load: () => Promise<V | null>) {
    const hit = map.get(key);
    if (hit) return hit;
    // concurrent misses of one key (every request right after an entry expires) share one load instead of
    // queueing one query each (PGlite has a single connection); not across an invalidation
    const pending = map.loading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const started = generation;
    const value = load().finally(() => {
      if (map.loading.get(key)?.value === value) map.loading.delete(key);
    });
    map.loading.set(key, { generation: started, value });
    const loaded = await value;
    if (loaded && started === generation) map.set(key, loaded);
    return loaded;
  }

  return {
    ttlMs: opts.ttlMs,
    session: (tokenHash, load) => through(sessions, tokenHash, load),
    instance: (id, load) => through(instances, id, load),
    invalidate(kind, id) {
      generation++;
      if (kind === 'session') {
        if (id === undefined) sessions.map.clear();
        else sessions.map.delete(String(id));
      } else if (kind === 'user') {
        for (const [key, slot] of sessions.map)
          if (id === undefined || slot.value.user.id === Number(id)) sessions.map.delete(key);
      } else if (id === undefined) instances.map.clear();
      else instances.map.delete(Number(id));
    },
  };
}
