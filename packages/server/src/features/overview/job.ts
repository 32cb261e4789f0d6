import { sql } from 'drizzle-orm';
import { addDays, isoDayOf } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, creditHistory, kv, overviewCreditDays, purchases } from '../../db/schema';
import { readJobStatus } from '../../jobs/scheduler';
import { eachInstance } from '../../lib/each-instance';
import { limitsOf } from '../bots/service';
import { fillPurchaseDays } from './purchase-rollup';
import { fillCreditDays, lastClosedDay } from './rollup';

/** The job's name (jobs/index.ts): its status says when it last ran well. */
export const OVERVIEW_ROLLUP_JOB = 'overview-rollup';

/**
 * Job overview-rollup (hourly): rolls up the closed days of the Overview look-back (the tier's
 * overviewDays) that are missing, the credit flow and the purchases, of the instances that have new work
 * (instancesToRoll), so that no reader waits for a long range's first fill. After the first run it adds one
 * day a day to the instances that had activity. Answers the number of instances.
 */
export async function runOverviewRollup(ctx: AppContext) {
  const now = ctx.now();
  const bots = await instancesToRoll(ctx);
  const to = lastClosedDay(now);
  let filled = 0;
  try {
    return await eachInstance(ctx.db, OVERVIEW_ROLLUP_JOB, bots, async (bot) => {
      const from = addDays(isoDayOf(now), -((await limitsOf(ctx, bot)).overviewDays - 1));
      if (from > to) return 0;
      filled += await fillCreditDays(ctx.db, bot.id, from, to);
      filled += (await fillPurchaseDays(ctx.db, bot.id, from, to, now)).filled;
      return 1;
    });
  } finally {
    // after a large fill (the first run, a new instance) the planner needs the new rows' statistics; the
    // embedded database has no autovacuum to gather them
    if (filled >= ANALYZE_AFTER_DAYS)
      await ctx.db.execute(
        sql`analyze overview_credit_days, overview_purchase_days, overview_delivery_days, overview_delivery_buckets`,
      );
  }
}

/** Days filled in one run (all instances) from which the run analyzes the rollup tables. */
const ANALYZE_AFTER_DAYS = 60;

/**
 * The instances a run visits (issue 34: an idle instance costs a few index probes inside this one
 * statement, no statement of its own): every instance when the job never ran well before (a fresh install,
 * an upgrade), else those with credit or purchase rows created on a day that was still open at the last good
 * run (a day that closed since), those never rolled up (no marker row: a new instance), and those whose last
 * roll-up failed (`job-health:` row, lib/each-instance.ts). Not seen here, filled by the next run that
 * visits the instance or by the first read (reads fill missing days themselves): a closed day forgotten by
 * the purchase triggers (migration 0028) of an instance without new rows, and the older days of a look-back
 * grown by an upgrade.
 */
async function instancesToRoll(ctx: AppContext) {
  const lastOkAt = (await readJobStatus(ctx, OVERVIEW_ROLLUP_JOB))?.lastOkAt;
  if (!lastOkAt) return ctx.db.select().from(botInstances);
  const since = `${addDays(lastClosedDay(new Date(lastOkAt)), 1)}T00:00:00Z`;
  return ctx.db
    .select()
    .from(botInstances)
    .where(
      sql`exists (select 1 from ${creditHistory} h where h.bot_id = ${botInstances.id} and h.created_at >= ${since}::timestamptz)
        or exists (select 1 from ${purchases} p where p.bot_id = ${botInstances.id} and p.created_at >= ${since}::timestamptz)
        or not exists (select 1 from ${overviewCreditDays} d where d.bot_id = ${botInstances.id})
        or exists (select 1 from ${kv} k where k.key = ${`job-health:${OVERVIEW_ROLLUP_JOB}:`} || ${botInstances.id})`,
    );
}
