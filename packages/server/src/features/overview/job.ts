import { sql } from 'drizzle-orm';
import { addDays, isoDayOf } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances } from '../../db/schema';
import { eachInstance } from '../../lib/each-instance';
import { limitsOf } from '../bots/service';
import { fillPurchaseDays } from './purchase-rollup';
import { fillCreditDays, lastClosedDay } from './rollup';

/**
 * Job overview-rollup (hourly): rolls up every instance's closed days of its Overview look-back (the tier's
 * overviewDays) that are missing, the credit flow and the purchases, so that no reader waits for a long
 * range's first fill. After the first run it adds one day a day (and the days writers forgot). Answers the
 * number of instances.
 */
export async function runOverviewRollup(ctx: AppContext) {
  const bots = await ctx.db.select().from(botInstances);
  const now = ctx.now();
  const to = lastClosedDay(now);
  let filled = 0;
  try {
    return await eachInstance(ctx.db, 'overview-rollup', bots, async (bot) => {
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
