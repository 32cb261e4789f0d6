import { sql } from 'drizzle-orm';
import { addDays, isoDayOf } from '@asa/domain';
import type { Db } from '../../db/client';
import { flowKindSql, type FlowKind } from './sources';

/** A day is rolled up once it ended this long ago (a transaction begun before midnight may commit after it). */
const SETTLE_MS = 60 * 60_000;

/** The last day that may be rolled up at `now`: yesterday, or the day before in the first hour of a day. */
export const lastClosedDay = (now: Date) => addDays(isoDayOf(new Date(now.getTime() - SETTLE_MS)), -1);

/**
 * Fills overview_credit_days for the closed days of [from, to] that are not there yet: one aggregate over
 * the span between the first and the last missing day, plus a marker row per day; concurrent fills of the
 * same days are harmless (on conflict do nothing, the sums are the same).
 */
async function fill(db: Db, botId: number, from: string, to: string) {
  const have = new Set(
    (
      await db.execute<{ day: string }>(sql`
        select to_char(day, 'YYYY-MM-DD') as day from overview_credit_days
        where bot_id = ${botId} and kind = '' and day between ${from}::date and ${to}::date`)
    ).rows.map((r) => r.day),
  );
  let first: string | null = null;
  let last: string | null = null;
  for (let d = from; d <= to; d = addDays(d, 1))
    if (!have.has(d)) {
      first ??= d;
      last = d;
    }
  if (!first || !last) return;
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
    await fill(db, botId, from, closedTo);
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
