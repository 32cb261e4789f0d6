import type { Db } from '../../db/client';
import type { ListKey } from './list-filter';

/** How long the keys of a list are trusted: other processes' writes move page boundaries for at most this. */
export const PAGE_KEYS_TTL_MS = 10_000;
const MAX_LISTS = 1_000;
const MAX_KEYS_PER_LIST = 5_000;

/** What is known at one offset of a list: the key of its row and, once counted, how many rows follow. */
export interface KnownStart {
  key: ListKey;
  /** Rows from this offset on, counted reading at most `cap` of them. */
  counted?: { rest: number; cap: number };
  /**
   * A search page's players (ids, in list order) for a page size: the page is then read by primary key
   * instead of searching again (a contains-search reads the trigram index's long posting lists).
   */
  members?: { pageSize: number; ids: number[] };
}

interface List {
  at: number;
  keys: Map<number, KnownStart>;
}

/**
 * Where pages of a players list start: for one list (an instance with one search text, filters and order;
 * `listName`) the key of the row
 * at each offset served so far, how many rows follow it (counted up to a cap) and, for a search, the ids
 * of the page. A page is then read from its own key (a pure keyset read, no count) or by its ids, and a
 * jump to a page not seen yet skips only from the nearest known key below it instead of from the first row.
 *
 * Keys and counts depend only on which players match and their (name, id), never on balances. They are
 * hints with a bounded age: every write of the players feature drops the instance's lists
 * in this process (`forget`), and a list is dropped PAGE_KEYS_TTL_MS after its first key, so writes of
 * other processes (or of other features that add players) shift page boundaries for at most that long,
 * as OFFSET paging does while rows change. Items are always real rows in list order.
 */
export class PageKeys {
  private lists = new Map<string, List>();

  /** What is known at the largest offset <= `offset` of this list, if anything. */
  nearest(botId: number, listName: string, offset: number): (KnownStart & { offset: number }) | undefined {
    const list = this.list(botId, listName, false);
    if (!list) return undefined;
    const exact = list.keys.get(offset);
    if (exact) return { offset, ...exact };
    let best: (KnownStart & { offset: number }) | undefined;
    for (const [at, known] of list.keys)
      if (at < offset && (!best || at > best.offset)) best = { offset: at, ...known };
    return best;
  }

  /** Remembers the key of the row at `offset` (and what else is known there; the rest is kept). */
  remember(botId: number, listName: string, offset: number, known: KnownStart) {
    const list = this.list(botId, listName, true)!;
    const had = list.keys.get(offset);
    if (!had && list.keys.size >= MAX_KEYS_PER_LIST) list.keys.delete(list.keys.keys().next().value!);
    list.keys.set(offset, {
      key: { value: known.key.value, id: known.key.id },
      counted: known.counted ?? had?.counted,
      members: known.members ?? had?.members,
    });
  }

  /** Drops every list of the instance (a player was added, renamed, re-identified or deleted). */
  forget(botId: number) {
    for (const name of this.lists.keys()) if (name.startsWith(`${botId}\u0000`)) this.lists.delete(name);
  }

  private list(botId: number, listName: string, create: boolean) {
    const name = `${botId}\u0000${listName}`;
    const found = this.lists.get(name);
    if (found && performance.now() - found.at < PAGE_KEYS_TTL_MS) return found;
    if (found) this.lists.delete(name);
    if (!create) return undefined;
    if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
    const list: List = { at: performance.now(), keys: new Map() };
    this.lists.set(name, list);
    return list;
  }
}

/**
 * The rows from a known start, counted reading at most `cap` of them, when what was counted before says:
 * an exact count (below its own cap) answers any cap, a capped one answers caps up to its own.
 */
export function countedUpTo(known: KnownStart | undefined, cap: number) {
  const c = known?.counted;
  if (!c || (c.rest >= c.cap && c.cap < cap)) return undefined;
  return Math.min(c.rest, cap);
}

const byDb = new WeakMap<Db, PageKeys>();

/** The page keys of one database (each app context has its own). */
export function pageKeys(db: Db) {
  let keys = byDb.get(db);
  if (!keys) byDb.set(db, (keys = new PageKeys()));
  return keys;
}
