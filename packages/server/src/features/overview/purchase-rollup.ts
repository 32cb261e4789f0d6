import { sql, type SQL } from 'drizzle-orm';
import { addDays, OVERVIEW_TOP_KITS } from '@asa/domain';
import type { Db } from '../../db/client';
import { daysOf, lastClosedDay, missingRuns } from './rollup';

/**
 * Namespace of the advisory lock between a fill of overview_purchase_days and the writers of purchases: the
 * triggers of migration 0028 take it shared (per instance) before forgetting a rolled-up day; a fill takes it
 * exclusively with a try-lock (never waits, so no writer queues behind it) before it reads.
 */
export const PURCHASE_ROLLUP_LOCK_NS = 7328;

/** A day range [from, to] of whole UTC days. */
type Run = readonly [string, string];

const startOf = (day: string) => `${day}T00:00:00Z`;

/** The purchases of the runs (created_at in one of them), as an SQL condition. */
const inRuns = (runs: Run[]) =>
  sql.join(
    runs.map(
      ([a, b]) =>
        sql`(created_at >= ${startOf(a)}::timestamptz and created_at < ${startOf(addDays(b, 1))}::timestamptz)`,
    ),
    sql` or `,
  );

/**
 * The coarse bucket of a delivery time in seconds: 16 s wide below 1,024 s (0-63), 1,024 s wide below 65,536 s
 * (64-127), 65,536 s wide above (a day has a few dozen buckets however its times spread).
 */
const bucketSql = (seconds: SQL) => {
  const s = sql`(${seconds})`;
  return sql`(case when ${s} < 1024 then greatest(${s}, 0) / 16
    when ${s} < 65536 then 64 + (${s} - 1024) / 1024 else 128 + (${s} - 65536) / 65536 end)`;
};
/** The first second of a bucket (bucket 0 takes everything below 16 s, negative times too). */
const bucketStartSql = (bucket: SQL) => {
  const b = sql`(${bucket})::bigint`;
  return sql`(case when ${b} <= 0 then -2147483648::bigint when ${b} < 64 then ${b} * 16
    when ${b} < 128 then 1024 + (${b} - 64) * 1024 else 65536 + (${b} - 128) * 65536 end)`;
};

/**
 * Fills overview_purchase_days, overview_delivery_days and overview_delivery_buckets for the closed days of
 * `run` in one statement (one snapshot for the three tables), holding the instance's exclusive rollup lock. Answers false when a writer of a
 * closed day holds the lock (the days stay missing: the read counts them live, the next fill retries).
 */
async function fillRun(db: Db, botId: number, [a, b]: Run): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = (
      await tx.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_xact_lock(${PURCHASE_ROLLUP_LOCK_NS}, ${botId}) as ok`,
      )
    ).rows;
    if (!lock?.ok) return false;
    const range = sql`bot_id = ${botId} and created_at >= ${startOf(a)}::timestamptz
      and created_at < ${startOf(addDays(b, 1))}::timestamptz`;
    await tx.execute(sql`
      with kits as (
        insert into overview_purchase_days (bot_id, day, kit_id, kit_name, status, refunded, purchases, credits)
        select ${botId}::int, (created_at at time zone 'UTC')::date, coalesce(kit_id, 0), kit_name, status,
               refunded, count(*)::int, coalesce(sum(price), 0)::float8
        from purchases where ${range}
        group by 2, 3, 4, 5, 6
        union all
        select ${botId}::int, g::date, 0, '', '', false, 0, 0::float8
        from generate_series(${a}::date, ${b}::date, interval '1 day') g
        on conflict do nothing),
      dd as (
        select (created_at at time zone 'UTC')::date as day,
               round(extract(epoch from delivered_at - created_at))::int as seconds, count(*)::int as n
        from purchases where ${range} and status = 'delivered' and delivered_at is not null
        group by 1, 2),
      fine as (
        insert into overview_delivery_days (bot_id, day, seconds, purchases)
        select ${botId}::int, day, seconds, n from dd
        on conflict do nothing)
      insert into overview_delivery_buckets (bot_id, day, bucket, purchases)
      select ${botId}::int, day, ${bucketSql(sql`seconds`)}, sum(n)::int from dd group by 2, 3
      on conflict do nothing`);
    return true;
  });
}

/** Days of [from, to] without a marker row in overview_purchase_days, as runs of at most 31 days. */
async function missingPurchaseRuns(db: Db, botId: number, from: string, to: string): Promise<Run[]> {
  const have = (
    await db.execute<{ day: string }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day from overview_purchase_days
      where bot_id = ${botId} and status = '' and day between ${from}::date and ${to}::date`)
  ).rows.map((r) => r.day);
  return missingRuns(new Set(have), from, to);
}

/**
 * Rolls up the closed days of [from, to] that are missing (the overview-rollup job, and reads). Answers the
 * runs it could not fill (a writer held the lock) and the number of days it filled.
 */
export async function fillPurchaseDays(
  db: Db,
  botId: number,
  from: string,
  to: string,
  now: Date,
): Promise<{ left: Run[]; filled: number }> {
  const closedTo = [to, lastClosedDay(now)].sort()[0]!;
  const left: Run[] = [];
  let filled = 0;
  if (from > closedTo) return { left, filled };
  for (const run of await missingPurchaseRuns(db, botId, from, closedTo))
    if (await fillRun(db, botId, run)) filled += daysOf(run);
    else left.push(run);
  return { left, filled };
}

export interface PurchaseFigures {
  /** Purchases per kit, status and refund flag (kitId null: the kit was deleted or none). */
  kits: {
    kitId: number | null;
    kitName: string;
    status: string;
    refunded: boolean;
    count: number;
    credits: number;
  }[];
  /** The median whole seconds from purchase to delivery of the delivered ones (null: none). */
  medianSeconds: number | null;
}

/** The statement of readFigures (exported for the bench's EXPLAIN). */
export function figuresSql(botId: number, from: string, closedTo: string, live: Run[]) {
  const rolled = (table: string) =>
    from <= closedTo
      ? sql`${sql.raw(table)}.bot_id = ${botId} and ${sql.raw(table)}.day between ${from}::date and ${closedTo}::date
          and ${sql.raw(table)}.day in (select day from m)`
      : sql`false`;
  return sql`
    with m as (
      select day from overview_purchase_days
      where ${from <= closedTo ? sql`bot_id = ${botId} and status = '' and day between ${from}::date and ${closedTo}::date` : sql`false`}),
    live as materialized (
      select kit_id, kit_name, status, refunded, price, created_at, delivered_at from purchases
      where ${live.length ? sql`bot_id = ${botId} and (${inRuns(live)})` : sql`false`}
        and (created_at at time zone 'UTC')::date not in (select day from m)),
    k as (
      select kit_id, kit_name, status, refunded, purchases::bigint as n, credits from overview_purchase_days p
      where ${rolled('p')} and status <> ''
      union all
      select coalesce(kit_id, 0), kit_name, status, refunded, count(*), coalesce(sum(price), 0)::float8
      from live group by 1, 2, 3, 4),
    ld as materialized (
      select round(extract(epoch from delivered_at - created_at))::int as seconds, count(*)::bigint as n
      from live where status = 'delivered' and delivered_at is not null group by 1),
    coarse as (
      select bucket, sum(n)::bigint as n from (
        select bucket, purchases::bigint as n from overview_delivery_buckets b where ${rolled('b')}
        union all
        select ${bucketSql(sql`seconds`)}, n from ld) x
      group by bucket),
    cum as (
      select bucket, n, sum(n) over (order by bucket) - n as before, sum(n) over () as total from coarse),
    pick as materialized (
      select ${bucketStartSql(sql`min(bucket)`)} as lo, ${bucketStartSql(sql`max(bucket) + 1`)} - 1 as hi,
             min(before) as before, max(total) as total
      from cum
      where before <= ceil((total - 1) / 2.0) and before + n - 1 >= floor((total - 1) / 2.0)
      having count(*) > 0),
    fine as (
      select seconds, sum(n)::bigint as n from (
        select d.seconds, d.purchases::bigint as n from pick, overview_delivery_days d
        where ${rolled('d')} and d.seconds between pick.lo and pick.hi
        union all
        select ld.seconds, ld.n from pick, ld where ld.seconds between pick.lo and pick.hi) y
      group by seconds)
    select 'k' as part, kit_id, kit_name, status, refunded, sum(n)::float8 as n, sum(credits)::float8 as credits,
           null::int as seconds, null::text as day
    from k group by kit_id, kit_name, status, refunded
    union all
    select 's', null, null, null, null, n::float8, null, seconds, null from fine
    union all
    select 'p', null, null, null, null, before::float8, total::float8, null, null from pick
    union all
    select 'm', null, null, null, null, 0, null, null, to_char(day, 'YYYY-MM-DD') from m`;
}

/**
 * One consistent read (one statement, one snapshot) of the purchases made in [from, to]: days that carry a
 * marker row in this snapshot from the rollup, the `live` runs from purchases (minus days rolled up meanwhile).
 * Answers null when a day is neither (a writer forgot it between the fill and this read).
 */
async function readFigures(
  db: Db,
  botId: number,
  from: string,
  closedTo: string,
  live: Run[],
  mustBeRolled: Set<string>,
): Promise<PurchaseFigures | null> {
  const rows = (
    await db.execute<{
      part: 'k' | 's' | 'p' | 'm';
      kit_id: number | null;
      kit_name: string | null;
      status: string | null;
      refunded: boolean | null;
      n: number;
      credits: number | null;
      seconds: number | null;
      day: string | null;
    }>(figuresSql(botId, from, closedTo, live))
  ).rows;
  const marked = new Set(rows.filter((r) => r.part === 'm').map((r) => r.day!));
  for (const d of mustBeRolled) if (!marked.has(d)) return null;
  const fine = new Map<number, number>();
  for (const r of rows) if (r.part === 's') fine.set(Number(r.seconds), Number(r.n));
  const pick = rows.find((r) => r.part === 'p');
  const medianSeconds = pick ? medianOf(fine, Number(pick.n), Number(pick.credits)) : null;
  return {
    kits: rows
      .filter((r) => r.part === 'k')
      .map((r) => ({
        kitId: Number(r.kit_id) === 0 ? null : Number(r.kit_id),
        kitName: r.kit_name!,
        status: r.status!,
        refunded: r.refunded === true,
        count: Number(r.n),
        credits: Number(r.credits),
      })),
    medianSeconds,
  };
}

/**
 * The purchases made in [from, to], where they stand now: closed days from the rollup (filled here when the
 * job has not yet), the last day or two, and days a writer holds, live. Exact: a day a writer forgets between
 * the fill and the read is filled and read again; after three tries the whole range is counted live.
 */
export async function purchaseFigures(
  db: Db,
  botId: number,
  from: string,
  to: string,
  now: Date,
): Promise<PurchaseFigures> {
  const closedTo = [to, lastClosedDay(now)].sort()[0]!;
  const today: Run[] = from > closedTo ? [[from, to]] : closedTo < to ? [[addDays(closedTo, 1), to]] : [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const { left } = await fillPurchaseDays(db, botId, from, to, now);
    const mustBeRolled = new Set<string>();
    for (let d = from; d <= closedTo; d = addDays(d, 1)) mustBeRolled.add(d);
    for (const [a, b] of left) for (let d = a; d <= b; d = addDays(d, 1)) mustBeRolled.delete(d);
    const figures = await readFigures(db, botId, from, closedTo, [...left, ...today], mustBeRolled);
    if (figures) return figures;
  }
  return (await readFigures(db, botId, from, closedTo, [[from, to]], new Set()))!;
}

/** Kits bought most (not counting purchases given back): count desc, credits desc, name. */
export function topKitsOf(f: PurchaseFigures) {
  const byKit = new Map<string, { kitId: number | null; kitName: string; count: number; credits: number }>();
  for (const k of f.kits) {
    if (k.refunded) continue;
    const key = `${k.kitId ?? 0}\u0000${k.kitName}`;
    const e = byKit.get(key) ?? { kitId: k.kitId, kitName: k.kitName, count: 0, credits: 0 };
    e.count += k.count;
    e.credits += k.credits;
    byKit.set(key, e);
  }
  return [...byKit.values()]
    .sort(
      (x, y) =>
        y.count - x.count ||
        y.credits - x.credits ||
        (x.kitName < y.kitName ? -1 : x.kitName > y.kitName ? 1 : 0),
    )
    .slice(0, OVERVIEW_TOP_KITS);
}

/** Purchases per outcome, and the median seconds to delivery (percentile_cont(0.5) of the whole seconds). */
export function deliveriesOf(f: PurchaseFigures) {
  const n = (statuses: string[]) =>
    f.kits.filter((k) => statuses.includes(k.status)).reduce((s, k) => s + k.count, 0);
  return {
    delivered: n(['delivered']),
    waiting: n(['queued', 'delivering', 'waiting']),
    failed: n(['failed']),
    expired: n(['expired']),
    needsDecision: n(['unknown']),
    medianSeconds: f.medianSeconds,
  };
}

/**
 * The median (interpolated like percentile_cont(0.5)), rounded, of `total` values of which `histogram` (value ->
 * count) holds those at positions before .. before + its count - 1 in ascending order, the middle ones among them
 * (the whole histogram by default); null when there are none.
 */
export function medianOf(histogram: Map<number, number>, before = 0, total?: number): number | null {
  const values = [...histogram.entries()].filter(([, c]) => c > 0).sort((a, b) => a[0] - b[0]);
  const all = total ?? values.reduce((s, [, c]) => s + c, 0);
  if (!all || !values.length) return null;
  const at = (i: number) => {
    let seen = before;
    for (const [v, c] of values) {
      seen += c;
      if (i < seen) return v;
    }
    return values[values.length - 1]![0];
  };
  const pos = (all - 1) / 2;
  const lo = at(Math.floor(pos));
  const hi = at(Math.ceil(pos));
  return Math.round(lo + (hi - lo) * (pos - Math.floor(pos)));
}

/**
 * Distinct buyers of [from, to], live: distinct counts do not add up over days. An index-only scan of
 * purchases (bot_id, created_at desc, player_id); count(distinct) sorts in memory where a hash of 100,000
 * buyers spilled to disk (23 ms against 37 ms for a year of 200,000 purchases, PostgreSQL).
 */
export async function activeBuyers(db: Db, botId: number, start: string, end: string): Promise<number> {
  const [row] = (
    await db.execute<{ n: number }>(sql`
      select count(distinct player_id)::int as n from purchases
      where bot_id = ${botId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`)
  ).rows;
  return Number(row!.n);
}
