import crypto from 'node:crypto';
import pg from 'pg';
import type { Redis } from 'ioredis';

type Listener = (payload: unknown) => void;

/**
 * Cache invalidation across processes: `publish(topic, payload)` reaches every `subscribe(topic, fn)` of
 * every process sharing the deployment, this one included (at once, before publish resolves). Delivery to
 * other processes is best effort (a message sent while a process is reconnecting is lost), so a cache that
 * listens must still expire its entries (AUTH_CACHE_SECONDS) on its own.
 */
export interface Bus {
  /** How messages reach other processes: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or not at all. */
  readonly kind: 'redis' | 'postgres' | 'local';
  publish(topic: string, payload?: unknown): Promise<void>;
  /** Answers a function that unsubscribes. */
  subscribe(topic: string, fn: Listener): () => void;
  close(): Promise<void>;
}

interface Envelope {
  origin: string;
  topic: string;
  payload: unknown;
}

/** Subscribers of one process and the delivery of incoming envelopes to them. */
class Listeners {
  readonly origin = crypto.randomBytes(8).toString('hex');
  private readonly byTopic = new Map<string, Set<Listener>>();
  constructor(private readonly onError: (err: Error) => void) {}

  add(topic: string, fn: Listener) {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(fn);
    this.byTopic.set(topic, set);
    return () => void set.delete(fn);
  }

  deliver(topic: string, payload: unknown) {
    for (const fn of this.byTopic.get(topic) ?? []) {
      try {
        fn(payload);
      } catch (err) {
        this.onError(err as Error);
      }
    }
  }

  /** A message from the shared channel; this process's own ones were delivered when published. */
  incoming(raw: string) {
    let env: Envelope;
    try {
      env = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (env.origin !== this.origin) this.deliver(env.topic, env.payload);
  }

  envelope(topic: string, payload: unknown) {
    return JSON.stringify({ origin: this.origin, topic, payload } satisfies Envelope);
  }
}

/** In this process only (one process, or PGlite). */
export function localBus(onError: (err: Error) => void = () => undefined): Bus {
  const l = new Listeners(onError);
  return {
    kind: 'local',
    publish: async (topic, payload) => l.deliver(topic, payload ?? null),
    subscribe: (topic, fn) => l.add(topic, fn),
    close: async () => undefined,
  };
}

/** Redis pub/sub on channel `asa:<namespace>:bus` (a second connection subscribes). */
export function redisBus(redis: Redis, namespace: string, onError: (err: Error) => void): Bus {
  const l = new Listeners(onError);
  const channel = `asa:${namespace}:bus`;
  const sub = redis.duplicate();
  sub.on('error', onError);
  sub.on('message', (ch: string, raw: string) => ch === channel && l.incoming(raw));
  void sub.subscribe(channel).catch(onError);
  return {
    kind: 'redis',
    async publish(topic, payload) {
      l.deliver(topic, payload ?? null);
      await redis.publish(channel, l.envelope(topic, payload ?? null)).catch(onError);
    },
    subscribe: (topic, fn) => l.add(topic, fn),
    close: async () => void (await sub.quit().catch(() => sub.disconnect())),
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on channel `asa_bus_<schema>`: one dedicated connection listens (reconnecting
 * after 1 s when it drops, then 2, 4 and every 5 s while the database is away); `notify` sends through the
 * pool.
 */
export function postgresBus(
  databaseUrl: string,
  schema: string,
  notify: (channel: string, message: string) => Promise<unknown>,
  onError: (err: Error) => void,
): Bus {
  const l = new Listeners(onError);
  const channel = `asa_bus_${schema}`;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Failed connections in a row: the retry waits 1, 2, 4, then 5 s; only the first failure is logged. */
  let failures = 0;
  const listen = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    const again = (err?: Error) => {
      if (err && failures === 0) onError(err);
      if (closed || client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      retry = setTimeout(() => void listen(), Math.min(5_000, 1_000 * 2 ** failures++));
    };
    c.on('error', again);
    c.on('end', () => again());
    c.on('notification', (n) => n.channel === channel && n.payload && l.incoming(n.payload));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      failures = 0;
    } catch (err) {
      again(err as Error);
    }
  };
  void listen();
  return {
    kind: 'postgres',
    async publish(topic, payload) {
      l.deliver(topic, payload ?? null);
      await notify(channel, l.envelope(topic, payload ?? null)).catch(onError);
    },
    subscribe: (topic, fn) => l.add(topic, fn),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
