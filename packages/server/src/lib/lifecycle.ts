/**
 * What a process is doing, for /readyz and graceful shutdown: work in flight that shutdown waits for
 * (deliveries started outside a request, bot interactions, scheduler runs) and whether the scheduler of this
 * process is alive. One per runtime (ctx.lifecycle).
 */
export class Lifecycle {
  /** Set once shutdown began: loops stop taking new work. */
  stopping = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** The scheduler of this process, when it runs one (roles `all` and `jobs`). */
  scheduler: { alive(): boolean } | null = null;
  /** The Discord gateway of the bot in this process, when it runs one: 'ok', or what is wrong. */
  gateway: (() => string) | null = null;

  /** Counts `work` as in flight until it settles; shutdown waits for it. Answers `work` itself. */
  track<T>(work: Promise<T>): Promise<T> {
    const p = work.finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    p.catch(() => undefined);
    return work;
  }

  get busy() {
    return this.inFlight.size;
  }

  /** Resolves once nothing is in flight (work tracked meanwhile included). */
  async drain() {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }
}
