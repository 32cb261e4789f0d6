import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

/**
 * Counts of an instance kept as it changes (migration 0048, docs/decisions/2026-11-28-instance-counts.md):
 * purchases per status (`purchases:<status>`), players (`players`) and the credits they hold (`credits`).
 * Triggers on purchases and players append what each write changed to instance_count_deltas, in the writer's
 * transaction (appending never waits on another writer); `foldInstanceCounts` (the `instance-counts` job)
 * moves the deltas into instance_counts. A read sums both in one statement, so it is exact whenever it runs:
 * a fold deletes deltas and adds them to the counts in one transaction.
 */
export async function instanceCounts(db: Db, botId: number, prefix = ''): Promise<Record<string, number>> {
  const like = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await db.execute<{ key: string; n: string | number }>(sql`
    select key, sum(n)::float8 as n from (
      select key, n from instance_counts where bot_id = ${botId} and key like ${like}
      union all
      select key, delta from instance_count_deltas where bot_id = ${botId} and key like ${like}) x
    group by key`);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

/** How many purchases of the instance each status has (statuses without one left out). */
export async function purchaseCountsByStatus(db: Db, botId: number): Promise<Record<string, number>> {
  const counts = await instanceCounts(db, botId, 'purchases:');
  return Object.fromEntries(
    Object.entries(counts)
      .filter(([, n]) => n !== 0)
      .map(([key, n]) => [key.slice('purchases:'.length), n]),
  );
}

/** The instance's players and the credits they hold now. */
export async function playersAndCredits(db: Db, botId: number) {
  const counts = await instanceCounts(db, botId);
  return { players: counts.players ?? 0, credits: counts.credits ?? 0 };
}

/** How many deltas one fold takes at most. */
const FOLD_BATCH = 10_000;

/**
 * Folds up to `limit` of the oldest deltas into instance_counts, in one statement: the deltas it takes
 * are locked (SKIP LOCKED: two folds at once take different ones) and deleted, their sums added to the
 * counts in a fixed order (no deadlock between two folds). Rows that come to 0 are removed (only when it
 * folded something: an idle installation pays one statement per run). Answers how many deltas it folded.
 */
export async function foldInstanceCounts(ctx: AppContext, limit = FOLD_BATCH): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ folded: number }>(sql`
      with taken as (
        delete from instance_count_deltas where id in (
          select id from instance_count_deltas order by id limit ${limit} for update skip locked)
        returning bot_id, key, delta),
      added as (
        insert into instance_counts (bot_id, key, n)
        select bot_id, key, sum(delta) from taken group by bot_id, key order by bot_id, key
        on conflict (bot_id, key) do update set n = instance_counts.n + excluded.n)
      select count(*)::int as folded from taken`);
    const folded = Number(rows[0]?.folded ?? 0);
    if (folded) await tx.execute(sql`delete from instance_counts where n = 0`);
    return folded;
  });
}

/** The `instance-counts` job: folds the deltas until fewer than a batch are left. */
export async function runInstanceCountsFold(ctx: AppContext) {
  let folded = 0;
  for (let round = 0; round < 100; round++) {
    const n = await foldInstanceCounts(ctx);
    folded += n;
    if (n < FOLD_BATCH) break;
  }
  return { folded };
}
