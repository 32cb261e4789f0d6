import { sql } from 'drizzle-orm';
import {
  addDays,
  creditSources,
  daysBetween,
  isoDayOf,
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_MAX_RANGE_DAYS,
  overviewMessages,
  type CreditFlow,
  type OnboardingStep,
  type Overview,
  type OverviewBucket,
  type OverviewQuery,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import type { InstanceRow } from '../bots/repo';
import { limitsOf } from '../bots/service';
import { playersAndCredits } from '../bots/instance-counts';
import { rconTestedKey } from '../rcon/service';
import {
  activeBuyers,
  deliveriesOf,
  purchaseFigures,
  topKitsOf,
  type PurchaseFigures,
} from './purchase-rollup';
import { creditsPerDay } from './rollup';

/** A credit-history row's source as the overview counts it (the instance credit history filters by it). */

/** A validated range: whole UTC days [from, to], as timestamps [start, end). */
export interface OverviewRange {
  from: string;
  to: string;
  bucket: OverviewBucket;
  start: string;
  end: string;
}

/**
 * The range of a request: defaults (the last 30 days up to today, UTC), 400 for a reversed or too long range,
 * 403 with the tier notice for a start earlier than the tier's history reaches.
 */
export function overviewRange(q: OverviewQuery, today: string, historyDays: number): OverviewRange {
  const to = q.to ?? (q.from ? minDay(addDays(q.from, OVERVIEW_DEFAULT_DAYS - 1), today) : today);
  const from = q.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1));
  if (from > to) throw badRequest(overviewMessages.fromAfterTo, { from: overviewMessages.fromAfterTo });
  if (daysBetween(from, to) > OVERVIEW_MAX_RANGE_DAYS)
    throw badRequest(overviewMessages.rangeTooLong, { to: overviewMessages.rangeTooLong });
  if (from < addDays(today, -(historyDays - 1))) throw forbidden(overviewMessages.historyLimit(historyDays));
  return { from, to, bucket: q.bucket, start: `${from}T00:00:00Z`, end: `${addDays(to, 1)}T00:00:00Z` };
}
const minDay = (a: string, b: string) => (a < b ? a : b);

const emptyFlow = (): CreditFlow => ({
  ...(Object.fromEntries(creditSources.map((s) => [s, 0])) as Record<(typeof creditSources)[number], number>),
  spent: 0,
  refunded: 0,
  removed: 0,
});

/** Start days of the buckets covering the range (weeks start on Monday, like date_trunc('week')). */
export function bucketStarts(r: Pick<OverviewRange, 'from' | 'to' | 'bucket'>): string[] {
  const weekday = (new Date(`${r.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const step = r.bucket === 'week' ? 7 : 1;
  const out: string[] = [];
  for (let d = r.bucket === 'week' ? addDays(r.from, -weekday) : r.from; d <= r.to; d = addDays(d, step))
    out.push(d);
  return out;
}

/**
 * Credits created per source and credits that left, per bucket: closed days from the daily rollup, the
 * current ones live (rollup.ts).
 */
export async function creditFlow(db: Db, botId: number, r: OverviewRange, now: Date) {
  const starts = bucketStarts(r);
  const buckets = new Map(starts.map((start) => [start, { start, ...emptyFlow() }]));
  const totals = emptyFlow();
  for (const row of await creditsPerDay(db, botId, r.from, r.to, now)) {
    const weekday = (new Date(`${row.day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const b = buckets.get(r.bucket === 'week' ? addDays(row.day, -weekday) : row.day);
    if (b) b[row.kind] += Number(row.credits);
    totals[row.kind] += Number(row.credits);
  }
  return { buckets: [...buckets.values()], totals };
}

/** Credits held by the instance's players now (kept as they change: bots/instance-counts.ts). */
export const balanceHeld = (db: Db, botId: number) => playersAndCredits(db, botId);

/** Players registered in the range. */
export async function newPlayers(db: Db, botId: number, r: OverviewRange): Promise<number> {
  const [row] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from players
      where bot_id = ${botId} and created_at >= ${r.start}::timestamptz and created_at < ${r.end}::timestamptz`)
  ).rows;
  return Number(row!.n);
}

/** Kits bought most in the range, not counting purchases that were given back (purchase-rollup.ts). */
export async function topKits(db: Db, botId: number, r: OverviewRange, now: Date) {
  return topKitsOf(await purchaseFigures(db, botId, r.from, r.to, now));
}

/**
 * Where the range's purchases stand now and the median seconds to delivery (closed days from the purchase
 * rollup, purchase-rollup.ts), and the distinct buyers (live).
 */
export async function purchaseOutcomes(
  db: Db,
  botId: number,
  r: OverviewRange,
  now: Date,
  figures?: PurchaseFigures,
) {
  return {
    deliveries: deliveriesOf(figures ?? (await purchaseFigures(db, botId, r.from, r.to, now))),
    activeBuyers: await activeBuyers(db, botId, r.start, r.end),
  };
}

/**
 * The onboarding checklist, each step from stored rows: a server, a successful RCON test (or a delivered
 * purchase, which proves it), a kit, a kit posted to Discord, a registered player.
 */
export async function onboarding(db: Db, botId: number): Promise<{ step: OnboardingStep; done: boolean }[]> {
  const [row] = (
    await db.execute<Record<string, boolean>>(sql`
      select exists(select 1 from servers where bot_id = ${botId}) as "addServer",
             (exists(select 1 from kv where key = ${rconTestedKey(botId)})
               or exists(select 1 from purchases where bot_id = ${botId} and status = 'delivered')) as "testRcon",
             exists(select 1 from kits where bot_id = ${botId}) as "createKit",
             exists(select 1 from kits where bot_id = ${botId} and message_id <> '') as "postShop",
             exists(select 1 from players where bot_id = ${botId}) as "invitePlayers"`)
  ).rows;
  return (['addServer', 'testRcon', 'createKit', 'postShop', 'invitePlayers'] as const).map((step) => ({
    step,
    done: row![step] === true,
  }));
}

/** GET /api/overview/{botId}: every part of the page for one range (read-only but for filling missing closed days of the rollups). */
export async function overviewOf(ctx: AppContext, bot: InstanceRow, q: OverviewQuery): Promise<Overview> {
  const historyDays = (await limitsOf(ctx, bot)).overviewDays;
  const r = overviewRange(q, isoDayOf(ctx.now()), historyDays);
  const flow = await creditFlow(ctx.db, bot.id, r, ctx.now());
  const figures = await purchaseFigures(ctx.db, bot.id, r.from, r.to, ctx.now());
  const outcomes = await purchaseOutcomes(ctx.db, bot.id, r, ctx.now(), figures);
  return {
    from: r.from,
    to: r.to,
    bucket: r.bucket,
    historyDays,
    ...flow,
    balance: await balanceHeld(ctx.db, bot.id),
    topKits: topKitsOf(figures),
    ...outcomes,
    newPlayers: await newPlayers(ctx.db, bot.id, r),
    checklist: await onboarding(ctx.db, bot.id),
  };
}
