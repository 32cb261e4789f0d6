import type { Bus } from './bus';

/** A list's answer (JSON text) and the version it was read at (list_versions). */
export interface Versioned {
  version: string;
  json: string;
}

interface Entry extends Versioned {
  /** When the version was last read from the database (performance.now()); -Infinity: must be re-read. */
  checkedAt: number;
}

/**
 * This process's last answer of a versioned list per instance (the servers list), so an unchanged list
 * costs no database read at all. The database stays the judge of the version (list_versions, bumped by a
 * trigger on every write); the process trusts the version it last read for at most `ttlMs`
 * (AUTH_CACHE_SECONDS), or until a write announced on the bus (`announceListChange` after the commit, from this
 * or another process) drops that trust. Then the version is read again (one primary-key read) and the kept
 * answer reused while it is still the same; only a new version reads the list. A write that is not announced
 * (a hand-made SQL fix) shows within `ttlMs`, as a changed session or instance does (lib/auth-cache.ts).
 */
export class ListCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by every drop: a read that started before a drop is kept, but not trusted. */
  private generation = 0;

  constructor(
    bus: Bus,
    topic: string,
    private readonly ttlMs: number,
    private readonly max = 1000,
  ) {
    bus.subscribe(topic, (payload) => this.drop((payload as { botId: number }).botId));
  }

  /**
   * The instance's list: the kept answer while trusted; else `readVersion` and the kept answer if the
   * version is the same; else `readAll` (the list and its version read together).
   */
  async get(
    botId: number,
    readVersion: () => Promise<string>,
    readAll: () => Promise<Versioned>,
  ): Promise<Versioned> {
    const last = this.entries.get(botId);
    const started = performance.now();
    if (last && started - last.checkedAt < this.ttlMs) return last;
    const generation = this.generation;
    const answer = last && (await readVersion()) === last.version ? last : await readAll();
    const trusted = generation === this.generation && this.ttlMs > 0;
    this.entries.delete(botId);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    const entry = { version: answer.version, json: answer.json, checkedAt: trusted ? started : -Infinity };
    this.entries.set(botId, entry);
    return entry;
  }

  private drop(botId: number) {
    this.generation++;
    const entry = this.entries.get(botId);
    if (entry) entry.checkedAt = -Infinity;
  }
}

/**
 * Tells every process (this one at once, through the bus) that a committed write changed an instance's
 * list, so their ListCache reads its version again. Every write path of the list calls it after its commit.
 */
export function announceListChange(bus: Bus, topic: string, botId: number) {
  bus.publish(topic, { botId }).catch(() => undefined);
}
