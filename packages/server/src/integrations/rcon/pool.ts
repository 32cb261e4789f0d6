import { notSentError, RconClient, RconError, type RconConnectOptions, type RconResponse } from './client';
import { rconPoolSources, timeRcon } from '../../lib/metrics';

/** Where a game server's RCON listens; the password is the plain one (decrypt before calling). */
export interface RconTarget {
  host: string;
  port: number;
  password: string;
}

export interface RconPoolOptions extends Omit<RconConnectOptions, 'host' | 'port' | 'password' | 'onClose'> {
  /** Close a connection after this long without commands; default 60 s. */
  idleMs?: number;
  /**
   * Servers worked on at the same time by this process (RCON_CONCURRENCY, default 32): a connect or a
   * command holds a slot. Servers whose last contact failed share a lane of their own (half of it, at
   * least 1), so dead servers waiting out their timeouts never hold up live ones.
   */
  concurrency?: number;
  /**
   * A contact still unanswered after this long (default 1 s) gives its lane's slot to the next one and
   * waits out its timeout in the background, marked suspect; at most 8 x concurrency wait so at once
   * (beyond that a slow contact keeps its slot). So a server that does not answer holds a slot for 1 s,
   * not for its 5 s timeout, also on a first contact when nothing is known of it yet.
   */
  slowAfterMs?: number;
}

const SLOW_AFTER_MS = 1_000;

interface Entry {
  key: string;
  password: string;
  client: RconClient | null;
  /** Per-server queue: connecting and every command run one after another. */
  tail: Promise<unknown>;
  idle?: NodeJS.Timeout;
  /** The last contact failed (connect, auth, timeout): its next ones take the suspect lane. */
  suspect: boolean;
}

/** A counting semaphore: at most `max` holders, the others wait in arrival order. */
export class Slots {
  active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly max: number) {}
  get queued() {
    return this.waiting.length;
  }
  /** Runs `fn` in a slot; `fn` may give the slot up before it ends with `release` (once; later calls do nothing). */
  async run<T>(fn: (release: () => void) => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      // the slot passes straight to the next waiter (active stays the same) or is freed
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
    try {
      return await fn(release);
    } finally {
      release();
    }
  }
}

/**
 * One pooled RCON connection per game server (key host:port), used by the shop engine to deliver kits.
 *
 * - Commands for one server run strictly in order (a per-server queue that also covers connecting);
 *   different servers run in parallel.
 * - A connection that closed (server restart, network drop, idle close, command timeout) is replaced by a
 *   fresh one on the next command. A command that fails mid-flight is NOT re-sent automatically: it may
 *   have run already (a kit delivered twice is worse than a retry later), so the caller decides; the next
 *   call reconnects. Errors before the command was written (connect, auth, closed socket) carry
 *   `notSent: true`, so the caller knows it may send it again.
 * - A changed password for the same host:port reconnects with the new one.
 * - Idle connections close after `idleMs` (60 s); `close()` ends everything for shutdown.
 */
export class RconPool {
  private readonly entries = new Map<string, Entry>();
  private closed = false;
  /** Slots for servers that answered last time (or never tried), and for those that did not. */
  readonly lanes: { live: Slots; suspect: Slots };
  /** Contacts that gave up their slot after `slowAfterMs` and wait out their timeout (`max` of them at most). */
  readonly slow: { active: number; max: number };

  constructor(private readonly options: RconPoolOptions = {}) {
    const n = Math.max(1, options.concurrency ?? 32);
    this.lanes = { live: new Slots(n), suspect: new Slots(Math.max(1, Math.ceil(n / 2))) };
    this.slow = { active: 0, max: 8 * n };
    rconPoolSources.add(this);
  }

  /**
   * Runs one command on the server's pooled connection. `beforeWrite` (a delivery's `sending` mark) runs
   * once the connection is up and authenticated, right before the command is written: an error it throws
   * is passed on as it is and the command is not written.
   */
  execute(
    target: RconTarget,
    command: string,
    opts: { timeoutMs?: number; beforeWrite?: () => Promise<void> } = {},
  ): Promise<RconResponse> {
    if (this.closed) return Promise.reject(new RconError('CLOSED', 'RCON pool is closed', true));
    const key = `${target.host}:${target.port}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { key, password: target.password, client: null, tail: Promise.resolve(), suspect: false };
      this.entries.set(key, entry);
    }
    const e = entry;
    const run = async () => {
      clearTimeout(e.idle);
      try {
        // a slot of the server's lane; the per-server queue keeps a server's own commands in order
        return await (e.suspect ? this.lanes.suspect : this.lanes.live).run((release) =>
          // a failed connect or auth means the command never left: callers may send it again safely
          timeRcon(async () => {
            // not answered within slowAfterMs: the slot goes to the next contact, this one waits aside
            let aside = false;
            const slowTimer = setTimeout(() => {
              if (this.slow.active >= this.slow.max) return;
              aside = true;
              this.slow.active++;
              e.suspect = true;
              release();
            }, this.options.slowAfterMs ?? SLOW_AFTER_MS);
            try {
              const client = await this.clientFor(e, target).catch((err: unknown) => {
                throw notSentError(err);
              });
              await opts.beforeWrite?.();
              const out = await client.execute(command, { timeoutMs: opts.timeoutMs });
              e.suspect = false;
              return out;
            } catch (err) {
              // it did not answer (connect, auth, timeout, dropped): its next contacts take the suspect lane
              if (err instanceof RconError) e.suspect = true;
              throw err;
            } finally {
              clearTimeout(slowTimer);
              if (aside) this.slow.active--;
            }
          }),
        );
      } finally {
        this.armIdle(e);
      }
    };
    const result = e.tail.then(run, run);
    e.tail = result.catch(() => undefined);
    return result;
  }

  /** Number of open connections (for tests and status pages). */
  get size() {
    let n = 0;
    for (const e of this.entries.values()) if (e.client && !e.client.closed) n++;
    return n;
  }

  /** Closes every connection; later calls reject. */
  async close(): Promise<void> {
    this.closed = true;
    rconPoolSources.delete(this);
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(
      all.map(async (e) => {
        clearTimeout(e.idle);
        await e.tail;
        await e.client?.close();
        e.client = null;
      }),
    );
  }

  private async clientFor(e: Entry, target: RconTarget): Promise<RconClient> {
    if (e.client && (e.client.closed || e.password !== target.password)) {
      await e.client.close();
      e.client = null;
    }
    if (!e.client) {
      const { idleMs: _idle, ...connect } = this.options;
      e.password = target.password;
      e.client = await RconClient.connect({
        ...connect,
        host: target.host,
        port: target.port,
        password: target.password,
      });
    }
    return e.client;
  }

  private armIdle(e: Entry) {
    clearTimeout(e.idle);
    if (this.closed) return;
    e.idle = setTimeout(() => {
      // queue the close so it never cuts a command that was queued meanwhile
      const closeIt = async () => {
        const client = e.client;
        e.client = null;
        await client?.close();
      };
      e.tail = e.tail.then(closeIt, closeIt).catch(() => undefined);
    }, this.options.idleMs ?? 60_000);
    e.idle.unref();
  }
}
