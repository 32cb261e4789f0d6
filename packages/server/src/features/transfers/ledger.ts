import type { Tx } from '../../db/client';
import type { players } from '../../db/schema';
import { ledgerActors, recordCreditLocked } from '../players/ledger';

/** The typed ledger kinds of a transfer (docs/ledger.md). */
export type TransferKind = 'transfer_out' | 'transfer_in' | 'transfer_fee';

/**
 * One credit entry of a transfer, on a player row the transaction locked: the one place transfers write the
 * ledger. `player` is the other side's name (the text's parameter); the sender is the actor of all three.
 */
export function transferEntry(
  tx: Tx,
  now: Date,
  locked: typeof players.$inferSelect,
  entry: {
    kind: TransferKind;
    amount: number;
    player: string;
    actor: string;
    senderId: number;
    transferId: number;
  },
) {
  return recordCreditLocked(tx, now, locked, {
    playerId: locked.id,
    delta: entry.amount,
    kind: entry.kind,
    actor: ledgerActors.player(entry.senderId, entry.actor),
    refs: { transferId: entry.transferId },
    params: entry.kind === 'transfer_fee' ? {} : { player: entry.player },
    // the receiver did nothing: their "last active" stays
    activity: entry.kind !== 'transfer_in',
    // a transfer moves credits that were earned once: receiving them is not earning
    earned: false,
  });
}
