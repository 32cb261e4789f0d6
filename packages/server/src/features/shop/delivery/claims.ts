import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { PurchaseStatus } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { players, purchaseCommands, purchases } from '../../../db/schema';
import { WORK_HEARTBEAT_MS, WORK_LEASE_MS } from '../../../lib/work-queue';
import { transition } from './transition';

/**
 * A claim on a purchase and its commands' rows: the lease, the conditional updates that take and renew it,
 * and the reads of a purchase in delivery (docs/shop-engine.md).
 */
export type PurchaseRow = typeof purchases.$inferSelect;
export type CommandRow = typeof purchaseCommands.$inferSelect;

/**
 * How long a claim on a purchase holds without news (issue 34: was 60 s). The holder renews it every
 * HEARTBEAT_MS while it works (a heartbeat, besides the renewal before every command), so a live delivery
 * never loses it even while one command takes 5 s (connect) + 10 s (answer); a dead holder's purchase is
 * free for another worker after at most this long.
 */
export const LEASE_MS = WORK_LEASE_MS;
export const HEARTBEAT_MS = WORK_HEARTBEAT_MS;

/** The purchase's commands in order, read in a transaction. */
export const commandsOf = (tx: Tx, purchaseId: number) =>
  tx
    .select()
    .from(purchaseCommands)
    .where(eq(purchaseCommands.purchaseId, purchaseId))
    .orderBy(asc(purchaseCommands.position));

/** The purchase's commands in order (a prepared read on the pool: every purchase's answer makes it). */
export const readCommands = (db: Db, purchaseId: number) =>
  prepared(db, 'purchase_commands_of', (db) =>
    db
      .select()
      .from(purchaseCommands)
      .where(eq(purchaseCommands.purchaseId, sql.placeholder('purchaseId')))
      .orderBy(asc(purchaseCommands.position))
      .prepare('purchase_commands_of'),
  ).execute({ purchaseId });

/** Where the purchase must be for a transition: its status and, while delivering, the claim's owner. */
export interface From {
  status: PurchaseStatus;
  owner?: string;
}
export const at = (id: number, from: From) =>
  and(
    eq(purchases.id, id),
    eq(purchases.status, from.status),
    from.owner === undefined ? undefined : eq(purchases.leaseOwner, from.owner),
  );
/** The rest of a transition's condition: while delivering, that `from.owner` still holds the claim. */
export const held = (from: From) =>
  from.owner === undefined ? undefined : eq(purchases.leaseOwner, from.owner);
export const released = { leaseOwner: '', leaseUntil: null } as const;

/**
 * queued -> delivering, or waiting -> delivering once it is due (`force`: due or not, e.g. the player just
 * bought something else and is online). One conditional UPDATE: of two workers only one gets the row.
 */
export async function claimPurchase(ctx: AppContext, id: number, owner: string, force = false) {
  const now = ctx.now();
  return transition(
    ctx.db,
    id,
    ['queued', 'waiting'],
    'delivering',
    {
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${purchases.attempts} + 1`,
      attemptedAt: now,
    },
    // a waiting one only once it is due, unless forced
    force ? undefined : or(eq(purchases.status, 'queued'), lte(purchases.nextAttemptAt, now)),
  );
}

/** A command that answered ok, not yet recorded (recorded with the next command's mark, or the finish). */
export interface Answered {
  id: number;
  response: string;
}

/** A CTE body: the command `id` (none when null) `sending -> ok` with its answer, only when CTE `after` matched. */
export const recordOk = (id: number | null, response: string, now: Date, after: 'renewed' | 'done') => sql`
      update ${purchaseCommands} set status = 'ok', response = ${response}, answered_at = ${now}::timestamptz
      where id = ${id}::int and status = 'sending' and exists (select 1 from ${sql.raw(after)})
      returning id`;

export async function playerOf(db: Db | Tx, playerId: number | null, lock = false) {
  if (playerId === null) return undefined;
  const q = db.select().from(players).where(eq(players.id, playerId));
  return (lock ? await q.for('update') : await q)[0];
}

/** The heartbeat of a claim: lease_until moved on while `owner` still holds it (false: it does not). */
export async function renewClaim(ctx: AppContext, id: number, owner: string) {
  const rows = await ctx.db
    .update(purchases)
    .set({ leaseUntil: new Date(ctx.now().getTime() + LEASE_MS) })
    .where(at(id, { status: 'delivering', owner }))
    .returning({ id: purchases.id });
  return rows.length > 0;
}
export async function current(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}
