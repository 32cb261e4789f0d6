import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/**
 * The work queue shared by the background work that claims rows in the database (issue 34,
 * docs/decisions/2026-11-28-work-queue.md): one statement claims a fair batch (FOR UPDATE SKIP LOCKED,
 * round-robin across a partition such as the instance), short leases renewed by a heartbeat while their
 * holder works, complete and fail-with-back-off as conditional UPDATEs on the holder's lease. Plain SQL
 * that runs the same on PGlite and PostgreSQL; the items stay in their own tables (a purchase, a webhook
 * delivery), which need only `id`, `lease_owner` and `lease_until` columns.
 *
 * A lease is a row's `lease_owner` / `lease_until`: taken by a conditional UPDATE, renewed by the holder,
 * and taken over by anyone once `lease_until` has passed. Leases are short (WORK_LEASE_MS) so a dead holder's
 * item is taken over within seconds; the heartbeat renews them every WORK_HEARTBEAT_MS while the holder
 * works, so a slow but live holder (a 5 s connect plus a 10 s command) never loses one.
 */

/** A claimed item is its holder's this long without a heartbeat. */
export const WORK_LEASE_MS = 10_000;
/** The holder renews its lease this often while it works (three tries before the lease runs out). */
export const WORK_HEARTBEAT_MS = 3_000;

export interface Heartbeat {
  /** True once a renewal found the lease gone (another holder took the item over). */
  lost(): boolean;
  /** Stops renewing (the work is done, or the holder gives up); waits for a renewal in flight. */
  stop(): Promise<void>;
}

/**
 * Calls `renew` every `everyMs` until stopped: `renew` is the holder's conditional UPDATE (`... WHERE id =
 * ? AND lease_owner = <me>`) answering whether it still holds the lease. One that answers false ends the
 * heartbeat (lost); one that throws (the database is away for a moment) is tried again at the next beat:
 * the lease's length is the margin. `paused` (test seam): while it answers true, no renewal is made, as in
 * a process that froze or died.
 */
export function heartbeat(
  renew: () => Promise<boolean>,
  opts: { everyMs?: number; paused?: () => boolean } = {},
): Heartbeat {
  let lost = false;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped || opts.paused?.()) return;
    inFlight = inFlight.then(async () => {
      if (stopped) return;
      try {
        if (!(await renew())) {
          lost = true;
          stopped = true;
          clearInterval(timer);
        }
      } catch {
        // the next beat tries again
      }
    });
  }, opts.everyMs ?? WORK_HEARTBEAT_MS);
  timer.unref();
  return {
    lost: () => lost,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** Runs `work` under a heartbeat of `renew`, stopping it when the work ends (however it ends). */
export async function withHeartbeat<T>(
  renew: () => Promise<boolean>,
  work: (beat: Heartbeat) => Promise<T>,
  opts: { everyMs?: number; paused?: () => boolean } = {},
): Promise<T> {
  const beat = heartbeat(renew, opts);
  try {
    return await work(beat);
  } finally {
    await beat.stop();
  }
}

/** What a claim takes: rows of `table` matching `due`, a fair batch across `partitionBy`. */
export interface ClaimSpec {
  /** The items' table (a drizzle table: its name as the database knows it, schema included). */
  table: PgTable;
  /**
   * Which rows may be claimed, over the table's unqualified columns (not `id`: use `exclude`). Checked
   * again on each row once it is locked, so a row another worker changed meanwhile is not taken.
   */
  due: SQL;
  /** Extra assignments of the claim (`status = 'delivering', attempts = attempts + 1`), unqualified. */
  set?: SQL;
  /** The column the batch is fair across (round-robin): e.g. `bot_id`. */
  partitionBy: SQL;
  /** Due order inside one partition (and between partitions at the same rank): e.g. `id`. */
  orderBy: SQL;
  /** At most this many rows of one partition per batch. */
  perPartition: number;
  /** At most this many rows per batch. */
  limit: number;
  /**
   * The claim's lease (`lease_owner` / `lease_until` columns): its owner and length. Without it (periodic
   * items such as a game server the monitor checks) the claim only sets `set`, which moves the item's due
   * time on: a holder that dies leaves it to the next period.
   */
  lease?: { owner: string; ms: number };
  now: Date;
  /** Ids not to take (already tried by this run). */
  exclude?: number[];
}

/**
 * Claims a batch in ONE statement: the due rows are ranked inside their partition (row_number() over
 * (partition by ... order by ...)); the batch takes every partition's first row before any partition's
 * second, at most `perPartition` of one, at most `limit` in all, skipping rows another worker has locked
 * (FOR UPDATE SKIP LOCKED), and sets their lease (and `set`). So one partition's backlog (an instance with
 * 10,000 orders) never pushes another partition's new row out of the next batch, and any number of
 * workers take disjoint rows. Answers the claimed ids in batch order.
 */
export async function claimBatch(db: Db | Tx, q: ClaimSpec): Promise<number[]> {
  const assignments = [
    q.lease
      ? sql`lease_owner = ${q.lease.owner}, lease_until = ${new Date(q.now.getTime() + q.lease.ms).toISOString()}::timestamptz`
      : null,
    q.set ?? null,
  ].filter((a): a is SQL => a !== null);
  if (!assignments.length) throw new Error('claimBatch: a claim sets a lease or `set`');
  const exclude = JSON.stringify(q.exclude ?? []);
  const res = await db.execute<{ id: number; rank: number }>(sql`
    with ranked as (
      select id as ranked_id,
        row_number() over (partition by ${q.partitionBy} order by ${q.orderBy}) as ranked_rn
      from ${q.table}
      where (${q.due})
        and id not in (select value::integer from json_array_elements_text(${exclude}::json))
    ), picked as (
      select id as picked_id, ranked_rn as picked_rn from ${q.table} as work_item
      join ranked on ranked_id = work_item.id
      where ranked_rn <= ${q.perPartition} and (${q.due})
      order by ranked_rn, ${q.orderBy}
      limit ${q.limit}
      for update of work_item skip locked
    )
    update ${q.table} set ${sql.join(assignments, sql`, `)}
    from picked where ${q.table}.id = picked_id
    returning ${q.table}.id as id, picked_rn as rank`);
  return res.rows
    .map((r) => ({ id: Number(r.id), rank: Number(r.rank) }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((r) => r.id);
}

/**
 * Renews every lease `owner` holds in `table` (rows matching `holding`, e.g. `status = 'delivering'`) in
 * one statement: the heartbeat of a whole claimed batch, whose rows wait their turn in this worker.
 * Answers how many. Needs no `id` column (the in-game readers are keyed by their server).
 */
export async function renewLeases(
  db: Db,
  q: { table: PgTable; owner: string; holding: SQL; leaseMs: number; now: Date },
): Promise<number> {
  const until = new Date(q.now.getTime() + q.leaseMs);
  const res = await db.execute<{ owner: string }>(sql`
    update ${q.table} set lease_until = ${until.toISOString()}::timestamptz
    where lease_owner = ${q.owner} and (${q.holding})
    returning lease_owner as owner`);
  return res.rows.length;
}

/**
 * Ends an item its holder still holds: one conditional UPDATE (`id`, `lease_owner = owner`, `holding`)
 * that sets `set` and releases the lease. False when the holder lost it (someone else finished it).
 */
export async function completeItem(
  db: Db | Tx,
  q: { table: PgTable; id: number; owner: string; holding: SQL; set: SQL },
): Promise<boolean> {
  const res = await db.execute<{ id: number }>(sql`
    update ${q.table} set lease_owner = '', lease_until = null, ${q.set}
    where id = ${q.id} and lease_owner = ${q.owner} and (${q.holding})
    returning id`);
  return res.rows.length > 0;
}

/** The wait before try `attempt` + 1 after `attempt` failed tries: the last step repeats. */
export const backoffAfter = (attempt: number, steps: readonly number[]) =>
  steps[Math.min(Math.max(attempt, 1), steps.length) - 1]!;

/**
 * A try that failed: releases the lease and sets `set` (e.g. `status = 'pending', attempts = attempts + 1,
 * next_attempt_at = <due>`) with `due` = now + backoffAfter(attempt, steps), passed to `set` to place it.
 * Conditional on the holder's lease like completeItem. Answers the next try's time, or null (lease lost).
 */
export async function failItem(
  db: Db | Tx,
  q: {
    table: PgTable;
    id: number;
    owner: string;
    holding: SQL;
    attempt: number;
    steps: readonly number[];
    now: Date;
    set: (due: Date) => SQL;
  },
): Promise<Date | null> {
  const due = new Date(q.now.getTime() + backoffAfter(q.attempt, q.steps));
  return (await completeItem(db, { ...q, set: q.set(due) })) ? due : null;
}
