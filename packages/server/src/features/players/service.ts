import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { creditHistory, players, shopRanks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { creditPlayerInTx } from './ledger';
import type { UserRow } from '../../db/rows';
import { messages, type CreditHistoryEntry, type Player } from '@asa/domain';

export type PlayerRow = typeof players.$inferSelect;
export type CreditHistoryRow = typeof creditHistory.$inferSelect;

export const DUPLICATE_DISCORD_ID = 'A player with this Discord ID already exists.';
export const CREDITS_BELOW_ZERO = messages.creditsBelowZero;

/** Namespace of the transaction-scoped advisory lock that serialises player create/update per instance. */
const PLAYER_LOCK_NS = 7301;

/** The editable fields of a player as the web sends them (balance fields are ignored on write). */
export interface PlayerFields {
  name: string;
  discordId: string;
  discordName: string;
  steamId?: string;
  eosId?: string;
  deutscheArkServerUser?: string;
  boughtKits?: PlayerRow['boughtKits'];
  kitVouchers?: PlayerRow['kitVouchers'];
  roles?: number[];
  votingHistory?: PlayerRow['votingHistory'];
}

export function toApiHistory(row: CreditHistoryRow): CreditHistoryEntry {
  return {
    id: row.id,
    playerId: row.playerId,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  } as CreditHistoryEntry;
}

/** Row -> API shape. Lists pass no history (kept light); the history comes from GET /api/player/:id/credits. */
export function toApiPlayer(row: PlayerRow, history: CreditHistoryRow[] = []): Player {
  const { createdAt: _c, ...rest } = row;
  return { ...rest, creditHistory: history.map(toApiHistory) } as Player;
}

export async function listPlayers(db: Db, botId: number) {
  return db
    .select()
    .from(players)
    .where(eq(players.botId, botId))
    .orderBy(asc(players.name), asc(players.id));
}

/** `%`, `_` and `\` are literal in a search text. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How far past a page the total is counted exactly; beyond it the total is a lower bound (`totalExact`). */
export const PLAYER_COUNT_WINDOW = 1000;

/**
 * One page of an instance's players, ordered by name then id, with the number of matches. Search is
 * case-insensitive over name, discordName, discordId, steamId and eosId. Only the page's rows are loaded.
 *
 * No query reads every player of a large instance: without search the page is found by key (the index on
 * bot_id, name, id gives the first key of the page, then the page is read from that key on), and the
 * total is counted only up to PLAYER_COUNT_WINDOW rows past the page. When more rows follow, `total` is
 * that lower bound and `totalExact` is false (the dashboard says "more than"). A contains-search uses the
 * pg_trgm index where the database has it (drizzle/0008_players_search_trgm.sql).
 */
export async function pagePlayers(
  db: Db,
  botId: number,
  opts: { page: number; pageSize: number; search: string },
) {
  const search = opts.search.trim();
  const offset = opts.page * opts.pageSize;
  const countedTo = offset + opts.pageSize + PLAYER_COUNT_WINDOW;
  const result = (items: PlayerRow[], counted: number) => ({
    items,
    total: Math.min(counted, countedTo),
    totalExact: counted <= countedTo,
  });
  if (!search) {
    // where the page starts: known from the page before it (keyset), else the index skips `offset` entries
    const known = pageStarts(db).get(`${botId}:${opts.pageSize}:${opts.page}`);
    const from =
      known && performance.now() - known.at < PAGE_START_TTL_MS
        ? sql`(${players.name}, ${players.id}) > (${known.name}, ${known.id})`
        : sql`(${players.name}, ${players.id}) >= (select ${players.name}, ${players.id} from ${players} where ${players.botId} = ${botId} order by ${players.name}, ${players.id} offset ${offset} limit 1)`;
    const fromFirst = sql`${players.botId} = ${botId} and ${from}`;
    const rows = await db
      .select({
        player: players,
        rest: sql<number>`(select count(*) from (select 1 from ${players} where ${fromFirst} limit ${opts.pageSize + PLAYER_COUNT_WINDOW + 1}) c)`,
      })
      .from(players)
      .where(fromFirst)
      .orderBy(asc(players.name), asc(players.id))
      .limit(opts.pageSize);
    if (rows.length) {
      const last = rows[rows.length - 1]!.player;
      rememberPageStart(db, `${botId}:${opts.pageSize}:${opts.page + 1}`, last.name, last.id);
      return result(
        rows.map((r) => r.player),
        offset + Number(rows[0]!.rest),
      );
    }
    return result([], await countUpTo(db, eq(players.botId, botId), countedTo + 1));
  }
  const where = and(
    eq(players.botId, botId),
    // one ILIKE over the five fields joined by a separator nobody types (the trigram index's expression)
    sql`(${players.name} || chr(1) || ${players.discordName} || chr(1) || ${players.discordId} || chr(1) || ${players.steamId} || chr(1) || ${players.eosId}) ilike ${likePattern(search)}`,
  );
  const [items, counted] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(asc(players.name), asc(players.id))
      .limit(opts.pageSize)
      .offset(offset),
    countUpTo(db, where, countedTo + 1),
  ]);
  return result(items, counted);
}

/**
 * Where the next page starts (the last key of the page served before it), per database: reading page n+1
 * after page n is a pure keyset read. Kept 10 s, so a page boundary moved by players added or deleted since
 * is off for at most that long (as OFFSET paging is while rows change).
 */
const PAGE_START_TTL_MS = 10_000;
const pageStartsByDb = new WeakMap<Db, Map<string, { name: string; id: number; at: number }>>();
function pageStarts(db: Db) {
  let map = pageStartsByDb.get(db);
  if (!map) pageStartsByDb.set(db, (map = new Map()));
  return map;
}
function rememberPageStart(db: Db, key: string, name: string, id: number) {
  const map = pageStarts(db);
  map.delete(key);
  if (map.size >= 10_000) map.delete(map.keys().next().value!);
  map.set(key, { name, id, at: performance.now() });
}

/** count(*) of the matching players, reading at most `cap` of them. */
async function countUpTo(db: Db, where: SQL | undefined, cap: number) {
  const inner = db
    .select({ one: sql`1` })
    .from(players)
    .where(where)
    .limit(cap)
    .as('c');
  const [row] = await db.select({ n: count() }).from(inner);
  return Number(row?.n ?? 0);
}

/** The player of an instance with this Discord id, or null. */
export async function playerByDiscordId(db: Db | Tx, botId: number, discordId: string) {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.botId, botId), eq(players.discordId, discordId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getPlayerRow(db: Db | Tx, id: number) {
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A player's credit history, newest first (all of it, or the newest `limit` rows). */
export async function creditHistoryOf(db: Db | Tx, playerId: number, limit?: number) {
  const q = db
    .select()
    .from(creditHistory)
    .where(eq(creditHistory.playerId, playerId))
    .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id));
  return limit === undefined ? q : q.limit(limit);
}

/** Only the fields a create/update may write: never id, botId, credits or totalCreditsEarned. */
function columns(input: PlayerFields) {
  const out: Partial<typeof players.$inferInsert> = {
    name: input.name,
    discordId: input.discordId,
    discordName: input.discordName,
  };
  if (input.steamId !== undefined) out.steamId = input.steamId;
  if (input.eosId !== undefined) out.eosId = input.eosId;
  if (input.deutscheArkServerUser !== undefined) out.deutscheArkServerUser = input.deutscheArkServerUser;
  if (input.roles !== undefined) out.roles = [...new Set(input.roles)];
  // Vouchers, buy history and voting history are never written here: they change only through the audited
  // routes (shop engine, voucher and credit routes), each with its history row.
  return out;
}

export const playerMessages = { rankOfOtherInstance: 'Shop rank not found on this bot instance' };

/** Shop-rank ids must be ranks of the player's own instance: 400 on `roles` otherwise. */
async function assertOwnRanks(tx: Tx, botId: number, roles: number[] | undefined) {
  if (!roles?.length) return;
  const ids = [...new Set(roles)];
  const own = await tx
    .select({ id: shopRanks.id })
    .from(shopRanks)
    .where(and(eq(shopRanks.botId, botId), inArray(shopRanks.id, ids)));
  if (own.length !== ids.length)
    throw badRequest(playerMessages.rankOfOtherInstance, { roles: playerMessages.rankOfOtherInstance });
}

/**
 * Serialises writes that must keep the Discord id unique per instance (no unique index exists yet), then
 * refuses a Discord id another player of the instance already has.
 */
async function assertDiscordIdFree(tx: Tx, botId: number, discordId: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK_NS}, ${botId})`);
  const clash = await tx
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(players.botId, botId),
        eq(players.discordId, discordId),
        exceptId === undefined ? undefined : ne(players.id, exceptId),
      ),
    )
    .limit(1);
  if (clash[0]) throw conflict(DUPLICATE_DISCORD_ID);
}

/** Creates a player; credits and totalCreditsEarned always start at 0 (SPEC 5). */
export async function createPlayer(ctx: AppContext, botId: number, input: PlayerFields) {
  return ctx.db.transaction(async (tx) => {
    await assertDiscordIdFree(tx, botId, input.discordId);
    await assertOwnRanks(tx, botId, input.roles);
    const [row] = await tx
      .insert(players)
      .values({ ...columns(input), botId, credits: 0, totalCreditsEarned: 0 } as typeof players.$inferInsert)
      .returning();
    return row!;
  });
}

/** Updates the profile fields; the balance is left alone (it only changes through changeCredits). */
export async function updatePlayer(ctx: AppContext, existing: PlayerRow, input: PlayerFields) {
  return ctx.db.transaction(async (tx) => {
    if (input.discordId !== existing.discordId) {
      await assertDiscordIdFree(tx, existing.botId, input.discordId, existing.id);
    }
    await assertOwnRanks(tx, existing.botId, input.roles);
    const [row] = await tx.update(players).set(columns(input)).where(eq(players.id, existing.id)).returning();
    if (!row) throw notFound('Player');
    return row;
  });
}

export async function deletePlayer(db: Db, id: number) {
  await db.delete(players).where(eq(players.id, id));
}

/** Who changed a balance, as written to the history: "username (discord id)". */
export const actorOf = (user: UserRow | null) => (user ? `${user.username} (${user.discordId})` : '');

/**
 * Adds `amount` (negative to take) to a balance in one transaction with the player's row locked: the
 * balance never goes below 0, totalCreditsEarned only rises with positive changes, and a history row
 * records the change. Answers the updated row and its history (newest first).
 */
export async function changeCredits(
  ctx: AppContext,
  playerId: number,
  change: { amount: number; reason: string; actor: string },
) {
  return ctx.db.transaction(async (tx) => {
    const row = await creditPlayerInTx(tx, ctx.now(), playerId, change);
    if (!row) throw notFound('Player');
    return { row, history: await creditHistoryOf(tx, playerId) };
  });
}
