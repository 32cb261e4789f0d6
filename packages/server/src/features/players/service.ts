import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { creditHistory, players, shopRanks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isTransaction, prepared } from '../../db/prepared';
import { ledgerActors, recordCredit } from './ledger';
import { countedUpTo, pageKeys } from './page-keys';
import {
  fromKey,
  isPlainList,
  listName,
  orderOf,
  playerListWhere,
  sortValueOf,
  type ListKey,
  type PlayerList,
} from './list-filter';
import { listedPlayerColumns, type ListedPlayer } from './list-json';
import { recordAudit } from '../audit/service';

export { listedJson } from './list-json';
export { playerList, type PlayerList } from './list-filter';
import type { UserRow } from '../../db/rows';
import { errorMessages, messages, type CreditHistoryEntry, type Player } from '@asa/domain';

export type PlayerRow = typeof players.$inferSelect;
export type CreditHistoryRow = typeof creditHistory.$inferSelect;

export const DUPLICATE_DISCORD_ID = errorMessages.duplicateDiscordId;
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
    kind: row.kind,
    actorType: row.actorType,
    refs: row.refs,
    params: row.params,
  } as CreditHistoryEntry;
}

/** Row -> API shape. Lists pass no history (kept light); the history comes from GET /api/player/:id/credits. */
export function toApiPlayer(row: PlayerRow, history: CreditHistoryRow[] = []): Player {
  const { createdAt, lastActiveAt, ...rest } = row;
  return {
    ...rest,
    creditHistory: history.map(toApiHistory),
    joinedAt: createdAt.toISOString(),
    lastActiveAt: lastActiveAt.toISOString(),
  } as Player;
}

export async function listPlayers(db: Db, botId: number) {
  return db
    .select()
    .from(players)
    .where(eq(players.botId, botId))
    .orderBy(asc(players.name), asc(players.id));
}

/** A page's columns: the list JSON and the row's key in the list order. */
const pageColumns = (l: PlayerList) => ({ ...listedPlayerColumns, value: sortValueOf(l) });
type PageRow = ListedPlayer & { value: string | number };
const keyOf = (r: PageRow): ListKey => ({ value: r.value, id: r.id });

/** A page of the whole list from its first row: a prepared read (db/prepared.ts). */
const pageFromFirst = (db: Db) =>
  prepared(db, 'players_page_first', (db) =>
    db
      .select({ ...listedPlayerColumns, value: players.name })
      .from(players)
      .where(eq(players.botId, sql.placeholder('botId')))
      .orderBy(asc(players.name), asc(players.id))
      .limit(sql.placeholder('limit'))
      .prepare('players_page_first'),
  );

/** A page of the whole list from a key: a prepared read. */
const pageFromKey = (db: Db) =>
  prepared(db, 'players_page_key', (db) =>
    db
      .select({ ...listedPlayerColumns, value: players.name })
      .from(players)
      .where(
        and(
          eq(players.botId, sql.placeholder('botId')),
          sql`(${players.name}, ${players.id}) >= (${sql.placeholder('name')}, ${sql.placeholder('id')})`,
        ),
      )
      .orderBy(asc(players.name), asc(players.id))
      .limit(sql.placeholder('limit'))
      .prepare('players_page_key'),
  );

/** How far past a page the total is counted exactly; beyond it the total is a lower bound (`totalExact`). */
export const PLAYER_COUNT_WINDOW = 1000;

/**
 * One page of an instance's players in the list's order (list-filter.ts: name then id by default; credits,
 * last active or joined, either direction), with its filters and the number of matches. Search is
 * case-insensitive over name, discordName, discordId, steamId and eosId. Only the page's rows are loaded,
 * each as its list JSON (list-json.ts).
 *
 * Pages are read by key (keyset paging under the spec's `page` contract): the key where the page starts
 * comes from PageKeys (remembered from earlier reads of this list), else it is found by skipping from the
 * nearest known key below it (from the first row only the first time). The page query reads one row
 * more than the page, so the next page's key is known too. The total is counted from the page start only
 * up to PLAYER_COUNT_WINDOW rows past the page: when more rows follow, `total` is that lower bound and
 * `totalExact` is false (the dashboard says "more than").
 */
export async function pagePlayers(
  db: Db,
  botId: number,
  opts: { page: number; pageSize: number; list: PlayerList; now: Date },
) {
  const { list, pageSize } = opts;
  const search = list.search;
  const plain = isPlainList(list);
  const name = listName(list);
  const offset = opts.page * pageSize;
  const countedTo = offset + pageSize + PLAYER_COUNT_WINDOW;
  const result = (items: ListedPlayer[], counted: number) => ({
    items,
    total: Math.min(counted, countedTo),
    totalExact: counted <= countedTo,
  });
  const match = playerListWhere(botId, list, opts.now);
  const order = orderOf(list);
  const keys = pageKeys(db);
  const near = keys.nearest(botId, name, offset);
  // the first page needs no key (it starts at the first match)
  let start = offset > 0 && near?.offset === offset ? near.key : undefined;
  if (offset > 0 && !start) {
    const [row] = await db
      .select({ value: sortValueOf(list), id: players.id })
      .from(players)
      .where(near ? and(match, fromKey(list, near.key)) : match)
      .orderBy(...order)
      .offset(offset - (near?.offset ?? 0))
      .limit(1);
    if (!row) {
      // past the last page: count what there is (from the nearest known key when there is one)
      const base = near?.offset ?? 0;
      const where = near ? and(match, fromKey(list, near.key)) : match;
      return result([], base + (await countUpTo(db, where, countedTo + 1 - base)));
    }
    start = row;
  }
  const from = start ? and(match, fromKey(list, start))! : match;
  const cap = pageSize + PLAYER_COUNT_WINDOW + 1;
  // counted already when this page was read before; else counted in the same statement
  const counted = near?.offset === offset ? countedUpTo(near, cap) : undefined;
  const members =
    near?.offset === offset && near.members?.pageSize === pageSize ? near.members.ids : undefined;
  if (plain && search && members && counted !== undefined) {
    // a search page read before: its players by primary key (fresh rows; a deleted one is left out)
    const items = await db
      .select(listedPlayerColumns)
      .from(players)
      .where(and(eq(players.botId, botId), inArray(players.id, members)))
      .orderBy(asc(players.name), asc(players.id));
    return result(items, offset + counted);
  }
  const rows: (PageRow & { rest?: number | null })[] =
    plain && !search && counted !== undefined
      ? // the common read (a page of the whole list seen before): prepared, from its key or the first row
        await (start
          ? pageFromKey(db).execute({ botId, name: start.value, id: start.id, limit: pageSize + 1 })
          : pageFromFirst(db).execute({ botId, limit: pageSize + 1 }))
      : await db
          .select({
            ...pageColumns(list),
            rest:
              counted === undefined
                ? sql<number>`(select count(*) from (select 1 from ${players} where ${from} limit ${cap}) c)`
                : sql<null>`null`,
          })
          .from(players)
          .where(from)
          .orderBy(...order)
          .limit(pageSize + 1);
  if (!rows.length) return result([], offset);
  const rest = counted ?? Number(rows[0]!.rest);
  const items = rows.slice(0, pageSize).map(({ id, name, json }) => ({ id, name, json }));
  keys.remember(botId, name, offset, {
    key: keyOf(rows[0]!),
    counted: { rest, cap },
    members: plain && search ? { pageSize, ids: items.map((p) => p.id) } : undefined,
  });
  if (rows.length > pageSize) keys.remember(botId, name, offset + pageSize, { key: keyOf(rows[pageSize]!) });
  return result(items, offset + rest);
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
/**
 * Call after a write outside this feature that adds, renames or deletes a player of the instance (the
 * ASA Bot registration, the portal's first visit): the list's remembered page starts (page-keys.ts) are
 * dropped in this process, as the players feature's own writes do.
 */
export const playersChanged = (db: Db, botId: number) => pageKeys(db).forget(botId);

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

/** A player's newest history rows (kept built: the key API, /balance and the portal read them). */
const recentHistoryQuery = (db: Db) =>
  prepared(db, 'recent_history_of_player', (db) =>
    db
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.playerId, sql.placeholder('playerId')))
      .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id))
      .limit(sql.placeholder('limit'))
      .prepare('recent_history_of_player'),
  );

/** A player's credit history, newest first (all of it, or the newest `limit` rows). */
export async function creditHistoryOf(db: Db | Tx, playerId: number, limit?: number) {
  if (limit !== undefined && !isTransaction(db))
    return recentHistoryQuery(db as Db).execute({ playerId, limit });
  const q = db
    .select()
    .from(creditHistory)
    .where(eq(creditHistory.playerId, playerId))
    .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id));
  return limit === undefined ? q : q.limit(limit);
}

/** Only the fields a create/update may write: never id, botId, credits or totalCreditsEarned. */
/** The columns a profile write sets (the CSV import's batch writes the same). */
export function columns(input: PlayerFields) {
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

/** Until the transaction ends, no other writer creates or re-keys players of the instance. */
export async function lockPlayerWrites(tx: Tx, botId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYER_LOCK_NS}, ${botId})`);
}

/**
 * Serialises writes that must keep the Discord id unique per instance (no unique index exists yet), then
 * refuses a Discord id another player of the instance already has.
 */
async function assertDiscordIdFree(tx: Tx, botId: number, discordId: string, exceptId?: number) {
  await lockPlayerWrites(tx, botId);
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
  const row = await ctx.db.transaction((tx) => createPlayerInTx(tx, botId, input));
  pageKeys(ctx.db).forget(botId);
  return row;
}

/** createPlayer inside a caller's transaction (the CSV import); the caller calls playersChanged after it. */
export async function createPlayerInTx(tx: Tx, botId: number, input: PlayerFields) {
  await assertDiscordIdFree(tx, botId, input.discordId);
  await assertOwnRanks(tx, botId, input.roles);
  const [row] = await tx
    .insert(players)
    .values({ ...columns(input), botId, credits: 0, totalCreditsEarned: 0 } as typeof players.$inferInsert)
    .returning();
  await recordAudit(tx, {
    botId,
    entity: 'player',
    entityId: row!.id,
    before: null,
    after: columns(input),
  });
  return row!;
}

/** Updates the profile fields; the balance is left alone (it only changes through changeCredits). */
export async function updatePlayer(ctx: AppContext, existing: PlayerRow, input: PlayerFields) {
  const updated = await ctx.db.transaction((tx) => updatePlayerInTx(tx, existing, input));
  pageKeys(ctx.db).forget(existing.botId);
  return updated;
}

/** updatePlayer inside a caller's transaction (the CSV import); the caller calls playersChanged after it. */
export async function updatePlayerInTx(tx: Tx, existing: PlayerRow, input: PlayerFields) {
  if (input.discordId !== existing.discordId) {
    await assertDiscordIdFree(tx, existing.botId, input.discordId, existing.id);
  }
  await assertOwnRanks(tx, existing.botId, input.roles);
  const [row] = await tx.update(players).set(columns(input)).where(eq(players.id, existing.id)).returning();
  if (!row) throw notFound('Player');
  const entity = { botId: existing.botId, entity: 'player', entityId: existing.id } as const;
  await recordAudit(tx, { ...entity, before: columns(existing), after: columns(row) });
  return row;
}

export async function deletePlayer(db: Db, existing: PlayerRow) {
  await db.transaction(async (tx) => {
    await tx.delete(players).where(eq(players.id, existing.id));
    const { name, discordId, steamId, eosId, credits } = existing;
    const before = { name, discordId, steamId, eosId, credits };
    await recordAudit(tx, {
      botId: existing.botId,
      entity: 'player',
      entityId: existing.id,
      before,
      after: null,
    });
  });
  pageKeys(db).forget(existing.botId);
}

/** Who changed a balance, as written to the history: "username (discord id)". */
export const actorOf = (user: UserRow | null) => (user ? `${user.username} (${user.discordId})` : '');

/**
 * Adds `amount` (negative to take) to a balance in one transaction with the player's row locked: the
 * balance never goes below 0, totalCreditsEarned only rises with positive changes, and a history row
 * records the change. Answers the updated row and its history (newest first).
 */
export async function changeCredits(ctx: AppContext, playerId: number, change: CreditChange) {
  return ctx.db.transaction(async (tx) => {
    const row = await changeCreditsInTx(tx, ctx.now(), playerId, change);
    return { row, history: await creditHistoryOf(tx, playerId) };
  });
}

/** A manager's change of one balance: the reason they gave, who they are (`actorId`: their user id). */
export interface CreditChange {
  amount: number;
  reason: string;
  actor: string;
  actorId?: string;
}

/** changeCredits inside a caller's transaction: the ledger's entry (admin grant / take) plus its audit row. */
export async function changeCreditsInTx(tx: Tx, now: Date, playerId: number, change: CreditChange) {
  const row = await recordCredit(tx, now, {
    playerId,
    delta: change.amount,
    kind: change.amount < 0 ? 'admin_take' : 'admin_grant',
    actor: ledgerActors.manager(change.actorId ?? '', change.actor),
    note: change.reason,
    activity: false,
  });
  if (!row) throw notFound('Player');
  await recordAudit(tx, {
    botId: row.botId,
    entity: 'credits',
    entityId: row.id,
    action: change.amount < 0 ? 'take' : 'grant',
    before: { player: row.name, credits: row.credits - change.amount },
    after: { player: row.name, credits: row.credits, reason: change.reason },
  });
  return row;
}

/** What a credit-history row is on the Overview and in the history's source filter, as SQL over its kind. */
export { flowKindSql, flowWhereSql, type FlowKind } from './credit-flows';
