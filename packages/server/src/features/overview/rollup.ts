import { sql } from 'drizzle-orm';
import { addDays, isoDayOf } from '@asa/domain';
import type { Db } from '../../db/client';
import { flowKindSql, type FlowKind } from '../players/service';

/** A day is rolled up once it ended this long ago (a transaction begun before midnight may commit after it). */
const SETTLE_MS = 60 * 60_000;

/** The most days one fill statement aggregates (a year's first fill is twelve short statements, not one). */
const RUN_DAYS = 31;

/** The last day that may be rolled up at `now`: yesterday, or the day before in the first hour of a day. */
export const lastClosedDay = (now: Date) => addDays(isoDayOf(new Date(now.getTime() - SETTLE_MS)), -1);

/** The days of [from, to] not in `have`, as runs of consecutive days of at most RUN_DAYS days. */
export function missingRuns(have: Set<string>, from: string, to: string): (readonly [string, string])[] {
  const runs: [string, string][] = [];
  let open = false;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const last = runs[runs.length - 1];
    if (have.has(d)) open = false;
    else if (open && last && daysOf(last) < RUN_DAYS) last[1] = d;
    else {
      runs.push([d, d]);
      open = true;
    }
  }
  return runs;
}
/** The number of days of a run [a, b]. */
export const daysOf = ([a, b]: readonly [string, string]) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Fills overview_credit_days for the closed days of [from, to] that are not there yet: one aggregate per run
 * of missing days (at most RUN_DAYS long), plus a marker row per day; concurrent fills of the same days are
 * harmless (on conflict do nothing, the sums are the same). The overview-rollup job fills ahead of reads.
 * Answers the number of days filled.
 */
export async function fillCreditDays(db: Db, botId: number, from: string, to: string): Promise<number> {
  const have = new Set(
    (
      await db.execute<{ day: string }>(sql`
        select to_char(day, 'YYYY-MM-DD') as day from overview_credit_days
        where bot_id = ${botId} and kind = '' and day between ${from}::date and ${to}::date`)
    ).rows.map((r) => r.day),
  );
  let filled = 0;
  for (const [first, last] of missingRuns(have, from, to)) {
    filled += daysOf([first, last]);
    await db.execute(sql`
      insert into overview_credit_days (bot_id, day, kind, credits)
      select ${botId}::int, (created_at at time zone 'UTC')::date, ${flowKindSql}, sum(abs(amount))::float8
      from credit_history
      where bot_id = ${botId} and created_at >= ${`${first}T00:00:00Z`}::timestamptz
        and created_at < ${`${addDays(last, 1)}T00:00:00Z`}::timestamptz
      group by 2, 3
      union all
      select ${botId}::int, g::date, ''::text, 0::float8
      from generate_series(${first}::date, ${last}::date, interval '1 day') g
      on conflict do nothing`);
  }
  return filled;
}

/**
 * Credits per UTC day and kind for [from, to]: closed days from the rollup (filled on first use), the last
 * day or two live from credit_history (indexed by bot_id, created_at).
 */
export async function creditsPerDay(
  db: Db,
  botId: number,
  from: string,
  to: string,
  now: Date,
): Promise<{ day: string; kind: FlowKind; credits: number }[]> {
  const closedTo = [to, lastClosedDay(now)].sort()[0]!;
  const rows: { day: string; kind: FlowKind; credits: number }[] = [];
  if (from <= closedTo) {
    await fillCreditDays(db, botId, from, closedTo);
    rows.push(
      ...(
        await db.execute<{ day: string; kind: FlowKind; credits: number }>(sql`
          select to_char(day, 'YYYY-MM-DD') as day, kind, credits from overview_credit_days
          where bot_id = ${botId} and kind <> '' and day between ${from}::date and ${closedTo}::date`)
      ).rows,
    );
  }
  const liveFrom = from > closedTo ? from : addDays(closedTo, 1);
  if (liveFrom <= to)
    rows.push(
      ...(
        await db.execute<{ day: string; kind: FlowKind; credits: number }>(sql`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${flowKindSql} as kind,
                 sum(abs(amount))::float8 as credits
          from credit_history
          where bot_id = ${botId} and created_at >= ${`${liveFrom}T00:00:00Z`}::timestamptz
            and created_at < ${`${addDays(to, 1)}T00:00:00Z`}::timestamptz
          group by 1, 2`)
      ).rows,
    );
  return rows;
}
