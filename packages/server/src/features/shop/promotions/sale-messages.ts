import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { kv } from '../../../db/schema';

/** kv row of the last instant the job looked at. */
const CHECKED = 'sale-messages:checked';
/** On a first run (no row yet) the job looks this far back. */
const FIRST_LOOK_BACK_MS = 2 * 60_000;

/**
 * Job `sale-messages` (every minute): a timed sale that started or ended since the last run changes the
 * price its kit's Discord message shows, though no row changed; this raises the kit_messages_version of
 * those kits' instances, and the bot's change-driven kit-message sync re-renders them (docs/promotions.md).
 * Edges are taken in (last run, now], so each start and end is noticed once, also after a pause of the job.
 * Answers the instances raised.
 */
export async function refreshSaleMessages(ctx: AppContext): Promise<number[]> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(kv).where(eq(kv.key, CHECKED));
  const last = (row?.value as { at?: string } | undefined)?.at;
  const since = last ? new Date(last) : new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  const edge = (col: string) =>
    sql`(${sql.raw(col)} > ${since.toISOString()}::timestamptz and ${sql.raw(col)} <= ${now.toISOString()}::timestamptz)`;
  const raised = await ctx.db.execute<{ id: number }>(sql`
    update bot_instances set kit_messages_version = kit_messages_version + 1
    where id in (
      select distinct bot_id from kits
      where sale_percent > 0 and (${edge('sale_from')} or ${edge('sale_to')})
    )
    returning id`);
  const value = { at: now.toISOString() };
  await ctx.db
    .insert(kv)
    .values({ key: CHECKED, value })
    .onConflictDoUpdate({ target: kv.key, set: { value } });
  return raised.rows.map((r) => Number(r.id));
}
