import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
import type { AppContext } from '../../../context';
import { purchaseCommands, purchases } from '../../../db/schema';
import { getInstanceRow, type InstanceRow } from '../../bots/repo';
import { LEASE_MS, released } from './claims';
import { notifyUnknown } from './outcomes';
import { transition, transitionMany } from './transition';

/** Claims taken over per transaction (one statement each for the claim, the commands and the way back). */
export const RECOVERY_BATCH = 200;

/**
 * Takes over the claims whose lease ran out (their worker died), or with `abandonedBy` the claims of a queue
 * run whose job lease ran out unreleased (taken at once, whatever their own leases say), or with `ids` only
 * those purchases: commands left `sending` become `unknown` and so does the purchase (with its notice,
 * "needs decision"); with none in flight it goes back to `queued` and the queue sends only what is still
 * pending. One transaction per RECOVERY_BATCH claims, not one per purchase (94 claims took 15.5 s one by
 * one, issue 34): the claim is one conditional UPDATE on the expired lease over rows locked FOR UPDATE SKIP
 * LOCKED (a row whose lock markSending holds is left for the next run), the lost commands one UPDATE, the way
 * back to `queued` one transition of the batch. Answers how many were taken over, by new status.
 */
export async function recoverLeases(
  ctx: AppContext,
  owner: string,
  opts: { abandonedBy?: string; ids?: readonly number[] } = {},
): Promise<Record<'queued' | 'unknown', number>> {
  const out = { queued: 0, unknown: 0 };
  if (opts.ids && !opts.ids.length) return out;
  for (;;) {
    const done = await recoverBatch(ctx, owner, opts);
    out.queued += done.queued;
    out.unknown += done.unknown;
    if (done.queued + done.unknown < RECOVERY_BATCH) return out;
  }
}

async function recoverBatch(
  ctx: AppContext,
  owner: string,
  opts: { abandonedBy?: string; ids?: readonly number[] },
): Promise<Record<'queued' | 'unknown', number>> {
  const now = ctx.now();
  const expired = and(
    eq(purchases.status, 'delivering'),
    opts.abandonedBy === undefined
      ? lte(purchases.leaseUntil, now)
      : eq(purchases.leaseOwner, opts.abandonedBy),
    opts.ids ? inArray(purchases.id, [...opts.ids]) : undefined,
  );
  return ctx.db.transaction(async (tx) => {
    const lockable = tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(expired)
      .orderBy(asc(purchases.id))
      .limit(RECOVERY_BATCH)
      .for('update', { skipLocked: true });
    const taken = await tx
      .update(purchases)
      .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(inArray(purchases.id, lockable), expired))
      .returning({ id: purchases.id });
    const out = { queued: 0, unknown: 0 };
    if (!taken.length) return out;
    const ids = taken.map((r) => r.id);
    const lost = await tx
      .update(purchaseCommands)
      .set({ status: 'unknown', response: shopMessages.interrupted, answeredAt: now })
      .where(and(inArray(purchaseCommands.purchaseId, ids), eq(purchaseCommands.status, 'sending')))
      .returning({ purchaseId: purchaseCommands.purchaseId, command: purchaseCommands.command });
    const lostCommand = new Map<number, string>();
    for (const l of lost) if (!lostCommand.has(l.purchaseId)) lostCommand.set(l.purchaseId, l.command);
    const mine = eq(purchases.leaseOwner, owner);
    const back = ids.filter((id) => !lostCommand.has(id));
    out.queued = (await transitionMany(tx, back, 'delivering', 'queued', released, mine)).length;
    const bots = new Map<number, InstanceRow | null>();
    for (const [id, command] of lostCommand) {
      const moved = await transition(
        tx,
        id,
        'delivering',
        'unknown',
        { error: shopMessages.interrupted, ...released },
        mine,
      );
      if (!moved) continue;
      out.unknown++;
      if (!bots.has(moved.botId)) bots.set(moved.botId, await getInstanceRow(tx, moved.botId));
      const inst = bots.get(moved.botId);
      if (inst) await notifyUnknown(ctx, tx, inst, moved, command, shopMessages.interrupted, now);
    }
    return out;
  });
}
