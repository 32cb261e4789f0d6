/**
 * Whether the database can be reached, for a PostgreSQL server that goes away (a restart, a failover, an
 * idle-timeout proxy, `pg_terminate_backend`): the pool's connection errors mark it down (never crash the
 * process), a probe with back-off marks it up again, and requests meanwhile answer 503 (app.ts).
 */

/** SQLSTATEs of a server that is shutting down, starting or refusing connections (classes 08, 57P0x, 53300). */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says (without a code) when a connection breaks or cannot be made in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|not queryable|Client was closed|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|terminating connection/i;

/** The reason the database is unreachable when `err` (or one of its causes) says so, else null. */
export function databaseUnavailable(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGE.test(message))
      return (message || code).split('\n')[0]!.slice(0, 200);
  }
  return null;
}

/** Probe delays after a loss: 250 ms, doubled each failure, at most 2 s (readiness within ~2 s of the return). */
export const PROBE_DELAYS_MS = [250, 500, 1_000, 2_000];

export interface Availability {
  /** Why the database is taken as down (the first error of the outage), or null while it answers. */
  down(): string | null;
  /** Reports an error; when it means the database is unreachable, marks it down and starts probing. */
  report(err: unknown): void;
  close(): void;
}

/**
 * Tracks the database's availability: `report` an error of any query or connection; the first one that
 * means "unreachable" marks it down and starts `probe` (e.g. `select 1`) after 250 ms, 500 ms, 1 s, then
 * every 2 s until it answers, which marks it up again. `log` hears of each change once.
 */
export function trackAvailability(
  probe: () => Promise<unknown>,
  log: (msg: string) => void = (msg) => console.error(msg),
): Availability {
  let reason: string | null = null;
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = (attempt: number) => {
    if (closed) return;
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!;
    timer = setTimeout(() => {
      probe().then(
        () => {
          log(`Database: reachable again after ${((Date.now() - since) / 1000).toFixed(1)} s`);
          reason = null;
          timer = undefined;
        },
        () => schedule(attempt + 1),
      );
    }, delay);
    timer.unref?.();
  };
  return {
    down: () => reason,
    report(err) {
      const why = databaseUnavailable(err);
      if (!why || reason !== null || closed) return;
      reason = why;
      since = Date.now();
      log(`Database: not reachable (${why}); requests answer 503 and jobs wait until it is back`);
      schedule(0);
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
