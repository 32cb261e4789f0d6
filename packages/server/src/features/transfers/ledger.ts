import type { Tx } from '../../db/client';
import type { players } from '../../db/schema';
import { creditLockedInTx } from '../players/ledger';

/** The typed ledger kinds of a transfer (issue 35's names). */
export type TransferKind = 'transfer_out' | 'transfer_in' | 'transfer_fee';

/**
 * One credit entry of a transfer, on a player row the transaction locked: the one place transfers write the
 * ledger, so the typed-ledger API (kind, refs) is adopted here in one line. Today the kind is not stored
 * (credit_history has no kind column yet); the reason carries it for readers.
 */
export function transferEntry(
  tx: Tx,
  now: Date,
  locked: typeof players.$inferSelect,
  entry: { kind: TransferKind; amount: number; reason: string; actor: string; transferId: number },
) {
  return creditLockedInTx(tx, now, locked, {
    amount: entry.amount,
    reason: entry.reason,
    actor: entry.actor,
    // the receiver did nothing: their "last active" stays
    activity: entry.kind !== 'transfer_in',
  });
}
