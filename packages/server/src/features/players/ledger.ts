import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditHistory, players } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { messages } from '@asa/domain';
import { webhookEvent, webhookInsertSql } from '../webhooks/emit';

type PlayerRow = typeof players.$inferSelect;
/** Balances and totals are 32-bit integer columns. */
const INT_MAX = 2_147_483_647;

/**
 * The balance and total earned after adding `amount`: never below 0 (400), never past the 32-bit columns
 * (400). The rule of every balance change (creditLockedInTx, the CSV import's batch).
 */
export function balanceAfter(p: { credits: number; totalCreditsEarned: number }, amount: number) {
  const balance = p.credits + amount;
  if (balance < 0) throw badRequest(messages.creditsBelowZero, { credits: messages.creditsBelowZero });
  const earned = p.totalCreditsEarned + Math.max(amount, 0);
  if (balance > INT_MAX || earned > INT_MAX)
    throw badRequest(messages.balanceTooLarge, { credits: messages.balanceTooLarge });
  return { balance, earned };
}

/**
 * A balance change. `activity: false` for changes the player did not make (a manager's, passive income):
 * every other change also moves the player's `lastActiveAt` (the players list's "last active").
 */
export interface CreditChange {
  amount: number;
  reason: string;
  actor: string;
  activity?: boolean;
}

/**
 * The one way a balance changes, inside a caller's transaction: locks the player's row,
 * adds `amount` (never below 0, never past the 32-bit columns), raises totalCreditsEarned for gains, applies `extra` fields computed from the
 * locked row (e.g. votingHistory) and writes the credit-history row. Answers the updated row.
 */
export async function creditPlayerInTx(
  tx: Tx,
  now: Date,
  playerId: number,
  change: CreditChange,
  extra?: (locked: PlayerRow) => Partial<typeof players.$inferInsert>,
): Promise<PlayerRow | null> {
  const [locked] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  return locked ? creditLockedInTx(tx, now, locked, change, extra) : null;
}

/** creditPlayerInTx for a player row this transaction already locked (`select ... for update`). */
export async function creditLockedInTx(
  tx: Tx,
  now: Date,
  locked: PlayerRow,
  change: CreditChange,
  extra?: (locked: PlayerRow) => Partial<typeof players.$inferInsert>,
): Promise<PlayerRow> {
  const playerId = locked.id;
  const { balance, earned } = balanceAfter(locked, change.amount);
  const [row] = await tx
    .update(players)
    .set({
      ...(extra?.(locked) ?? {}),
      credits: balance,
      totalCreditsEarned: earned,
      ...(change.activity === false ? {} : { lastActiveAt: now }),
    })
    .where(eq(players.id, playerId))
    .returning();
  // the history row and the webhook event (credits.changed) in one statement: no extra round trip
  const event = webhookEvent(
    locked.botId,
    'credits.changed',
    { playerId, amount: change.amount, balanceAfter: balance, reason: change.reason, actor: change.actor },
    now,
  );
  await tx.execute(sql`
    with history as (
      insert into ${creditHistory} (bot_id, player_id, amount, balance_after, reason, actor, created_at)
      values (${locked.botId}::int, ${playerId}::int, ${change.amount}::int, ${balance}::int,
        ${change.reason}::text, ${change.actor}::text, ${now.toISOString()}::timestamptz)
    )
    ${webhookInsertSql(event)}`);
  return row!;
}
