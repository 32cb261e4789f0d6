import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiV1CreditBody } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isTransaction, prepared } from '../../db/prepared';
import { creditHistory, players } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ledgerActors, recordCredit } from '../players/ledger';
import { creditHistoryOf, type PlayerRow } from '../players/service';

/** Who the credit history names for changes made through the key API. */
export const API_ACTOR = 'api';
/** Newest history rows returned with one player. */
export const PLAYER_HISTORY_LIMIT = 50;
const INT_MAX = 2_147_483_647;

const playerById = (db: Db) =>
  prepared(db, 'player_by_id', (db) =>
    db
      .select()
      .from(players)
      .where(and(eq(players.botId, sql.placeholder('botId')), eq(players.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('player_by_id'),
  );

/**
 * A player of this instance by reference: up to 10 digits is the player id, 15 to 25 digits a Discord ID
 * (the route schema allows nothing else). A player of another instance is not found.
 */
export async function findPlayer(db: Db | Tx, botId: number, ref: string, lock = false) {
  const byId = ref.length <= 10;
  if (byId && Number(ref) > INT_MAX) return null;
  if (byId && !lock && !isTransaction(db))
    return (await playerById(db as Db).execute({ botId, id: Number(ref) }))[0] ?? null;
  const where = and(
    eq(players.botId, botId),
    byId ? eq(players.id, Number(ref)) : eq(players.discordId, ref),
  );
  const q = db.select().from(players).where(where).limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function requirePlayer(db: Db | Tx, botId: number, ref: string, lock = false) {
  const row = await findPlayer(db, botId, ref, lock);
  if (!row) throw notFound('Player');
  return row;
}

export const recentHistory = (db: Db, playerId: number) =>
  creditHistoryOf(db, playerId, PLAYER_HISTORY_LIMIT);

/**
 * Adds `amount` to the balance of a player of this instance through the ledger (row locked, never below 0,
 * one history row with actor `api`), all in one transaction. The ledger refuses a balance below 0 or past
 * the 32-bit columns with 400 before anything is written.
 */
export async function changeCreditsViaApi(
  ctx: AppContext,
  botId: number,
  ref: string,
  body: ApiV1CreditBody,
) {
  return ctx.db.transaction(async (tx) => {
    const locked = await requirePlayer(tx, botId, ref, true);
    const now = ctx.now();
    const row = (await recordCredit(tx, now, {
      playerId: locked.id,
      delta: body.amount,
      kind: 'api',
      actor: ledgerActors.integration('api', API_ACTOR),
      note: body.reason,
    })) as PlayerRow;
    const [entry] = await tx
      .select()
      .from(creditHistory)
      .where(eq(creditHistory.playerId, row.id))
      .orderBy(desc(creditHistory.id))
      .limit(1);
    return { row, entry: entry! };
  });
}
