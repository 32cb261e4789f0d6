import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PlayerFilterQuery, PlayerLink, PlayerSort } from '@asa/domain';
import { players } from '../../db/schema';

/**
 * One players list: its text search, filters and order, as parsed from the URL / query
 * (`playerFilterFields` of @asa/domain). The list, the CSV export and the bulk credit target read it.
 */
export interface PlayerList {
  search: string;
  sort: PlayerSort;
  order: 'asc' | 'desc';
  rank?: number;
  active?: number;
  joinedFrom?: string;
  joinedTo?: string;
  linked?: PlayerLink;
}

/** The order a sort takes when the URL names none: names A to Z, the rest largest / newest first. */
const defaultOrder = (sort: PlayerSort) => (sort === 'name' ? 'asc' : 'desc');

export function playerList(q: PlayerFilterQuery): PlayerList {
  const sort = q.sort ?? 'name';
  return {
    search: (q.search || q.q || '').trim(),
    sort,
    order: q.order ?? defaultOrder(sort),
    rank: q.rank,
    active: q.active,
    joinedFrom: q.joinedFrom,
    joinedTo: q.joinedTo,
    linked: q.linked,
  };
}

/** The whole list by name: the one the prepared reads and the remembered search pages serve. */
export const isPlainList = (l: PlayerList) =>
  l.sort === 'name' &&
  l.order === 'asc' &&
  l.rank === undefined &&
  l.active === undefined &&
  !l.joinedFrom &&
  !l.joinedTo &&
  !l.linked;

/** A name for the list's remembered page starts (page-keys.ts): the search text alone for a plain list. */
export const listName = (l: PlayerList) => (isPlainList(l) ? l.search : JSON.stringify(l));

/** `%`, `_` and `\` are literal in a search text. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive contains-search over name, discordName, discordId, steamId and eosId: one ILIKE over
 * the five fields joined by a separator nobody types. The expression is exactly the pg_trgm index's
 * (drizzle/0008_players_search_trgm.sql), so the planner can use that index (terms of 3 or more characters).
 */
const searchMatches = (search: string) =>
  sql`(${players.name} || chr(1) || ${players.discordName} || chr(1) || ${players.discordId} || chr(1) || ${players.steamId} || chr(1) || ${players.eosId}) ilike ${likePattern(search)}`;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const linkedMatches: Record<PlayerLink, SQL> = {
  eos: sql`${players.eosId} <> ''`,
  steam: sql`${players.steamId} <> ''`,
  none: sql`${players.eosId} = '' and ${players.steamId} = ''`,
};

/** The players of an instance the list shows (every filter; the order is sortOf's). */
export function playerListWhere(botId: number, l: PlayerList, now: Date): SQL {
  return and(
    eq(players.botId, botId),
    l.search ? searchMatches(l.search) : undefined,
    // jsonb containment: the roles GIN index (0019)
    l.rank !== undefined ? sql`${players.roles} @> ${JSON.stringify([l.rank])}::jsonb` : undefined,
    l.active !== undefined
      ? gte(players.lastActiveAt, new Date(now.getTime() - l.active * 86_400_000))
      : undefined,
    l.joinedFrom ? gte(players.createdAt, dayStart(l.joinedFrom)) : undefined,
    l.joinedTo ? lt(players.createdAt, dayAfter(l.joinedTo)) : undefined,
    l.linked ? linkedMatches[l.linked] : undefined,
  )!;
}

const sortColumns = {
  name: players.name,
  credits: players.credits,
  lastActive: players.lastActiveAt,
  joined: players.createdAt,
} as const;
const isTime = (s: PlayerSort) => s === 'lastActive' || s === 'joined';

/**
 * A row's place in a list: its sort value (text for times, so no microsecond is lost on the way through
 * JavaScript) and id. The list order is (value, id), both ascending or both descending: one range of the
 * (bot_id, column, id) index, read forwards or backwards.
 */
export interface ListKey {
  value: string | number;
  id: number;
}

/** The sort value a page read selects for the keys. */
export const sortValueOf = (l: PlayerList): SQL<string | number> =>
  isTime(l.sort) ? sql<string>`${sortColumns[l.sort]}::text` : sql<string | number>`${sortColumns[l.sort]}`;

/** ORDER BY of the list. */
export const orderOf = (l: PlayerList) => {
  const dir = l.order === 'asc' ? asc : desc;
  return [dir(sortColumns[l.sort]), dir(players.id)];
};

/** Rows at or after a key in the list order. */
export function fromKey(l: PlayerList, key: ListKey): SQL {
  const value = isTime(l.sort) ? sql`${key.value}::timestamptz` : sql`${key.value}`;
  const col = sortColumns[l.sort];
  return l.order === 'asc'
    ? sql`(${col}, ${players.id}) >= (${value}, ${key.id})`
    : sql`(${col}, ${players.id}) <= (${value}, ${key.id})`;
}
