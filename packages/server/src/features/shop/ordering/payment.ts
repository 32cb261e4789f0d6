import { asc, eq, inArray } from 'drizzle-orm';
import { shopRefusals } from '@asa/domain';
import type { Tx } from '../../../db/client';
import { players } from '../../../db/schema';
import { ledgerActors, recordCreditLocked, type CreditEntry } from '../../players/ledger';
import type { PlayerRow } from '../../players/service';
import { shopError, shopNotFound } from '../errors';
import { changeVouchers } from '../after-sale/voucher-list';

/** Locks the buyer's row (`SELECT ... FOR UPDATE`) for the rest of the transaction. */
export async function lockPlayer(tx: Tx, playerId: number) {
  const [locked] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!locked) throw shopNotFound('Player');
  return locked;
}

/**
 * Locks a gift's buyer and recipient rows in id order in one statement (two gifts between the same players
 * in opposite directions cannot deadlock): the buyer is charged and their buy limit counted under
 * their lock, the recipient's rank checked under theirs.
 */
export async function lockBuyerAndRecipient(tx: Tx, buyerId: number, recipientId: number) {
  const rows = await tx
    .select()
    .from(players)
    .where(inArray(players.id, [buyerId, recipientId]))
    .orderBy(asc(players.id))
    .for('update');
  const buyer = rows.find((r) => r.id === buyerId);
  const recipient = rows.find((r) => r.id === recipientId);
  if (!buyer || !recipient) throw shopNotFound('Player');
  return { buyer, recipient };
}

/** Takes one voucher of `kitId` from the locked player. */
export async function takeVoucher(tx: Tx, locked: PlayerRow, kitId: number, kitName: string) {
  const v = locked.kitVouchers.find((x) => x.kitId === kitId);
  if (!v || v.count < 1) throw shopError('no_voucher', 409, shopRefusals.noVoucher(kitName));
  const kitVouchers = changeVouchers(locked.kitVouchers, kitId, -1);
  await tx.update(players).set({ kitVouchers }).where(eq(players.id, locked.id));
}

/** Refuses (409) when the locked player cannot pay `price` for `what`. */
export function checkCredits(locked: PlayerRow, price: number, what: string) {
  if (locked.credits < price)
    throw shopError('not_enough_credits', 409, shopRefusals.notEnoughCredits(what, price, locked.credits));
}

/**
 * Deducts `price` from the locked player with its ledger entry (`entry`: kind, actor, references); a clear
 * message when the balance is short. A free order writes no entry.
 */
export async function charge(
  tx: Tx,
  now: Date,
  locked: PlayerRow,
  price: number,
  what: string,
  entry: Omit<CreditEntry, 'playerId' | 'delta'>,
) {
  checkCredits(locked, price, what);
  if (price > 0) await recordCreditLocked(tx, now, locked, { ...entry, playerId: locked.id, delta: -price });
}

/** The ledger entry of a kit order (a gift names its recipient); the payer is the actor. */
export function purchaseEntry(
  kit: string,
  actor: string,
  payerId: number,
  recipient?: string,
  retry = false,
): Omit<CreditEntry, 'playerId' | 'delta'> {
  return {
    kind: recipient === undefined ? 'purchase' : 'gift_sent',
    actor: ledgerActors.player(payerId, actor),
    params: recipient === undefined ? { kit, ...(retry ? { retry: 'yes' } : {}) } : { kit, recipient },
  };
}
