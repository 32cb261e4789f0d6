import { and, eq, sql } from 'drizzle-orm';
import type { Notice, PermissionName } from '@asa/domain';
import type { AppContext } from '../../context';
import { type botInstances, kv } from '../../db/schema';
import { notifyInstance } from './service';

/** An instance row (bots/repo's InstanceRow, declared here: bots uses notifications, not the other way). */
type InstanceRow = typeof botInstances.$inferSelect;

/** Failed runs in a row after which the owner is told (once, until a run succeeds again). */
export const FAILURES_BEFORE_NOTICE = 3;

interface Health {
  count: number;
  notified: boolean;
  lastError: string;
}

/**
 * Records the outcome of one job run for one instance in `kv` (`job-health:<job>:<botId>`): a success clears
 * the streak; a failure extends it, and the run that reaches FAILURES_BEFORE_NOTICE notifies the owner and the
 * managers who may view the area, exactly once (the `notified` flag is set with a conditional update, so two
 * processes cannot both send it). Answers true when this call sent the notification.
 */
export async function recordJobOutcome(
  ctx: AppContext,
  bot: InstanceRow,
  job: string,
  outcome: { ok: true } | { ok: false; error: string },
  notice: { notice: (error: string) => Notice; link: string; area: PermissionName; kind: string },
): Promise<boolean> {
  const key = `job-health:${job}:${bot.id}`;
  if (outcome.ok) {
    await ctx.db.delete(kv).where(eq(kv.key, key));
    return false;
  }
  const first: Health = { count: 1, notified: false, lastError: outcome.error };
  await ctx.db
    .insert(kv)
    .values({ key, value: first })
    .onConflictDoUpdate({
      target: kv.key,
      set: {
        value: sql`jsonb_build_object('count', coalesce((${kv.value}->>'count')::int, 0) + 1, 'notified', coalesce((${kv.value}->>'notified')::boolean, false), 'lastError', ${outcome.error}::text)`,
      },
    });
  const claimed = await ctx.db
    .update(kv)
    .set({ value: sql`jsonb_set(${kv.value}, '{notified}', 'true'::jsonb)` })
    .where(
      and(
        eq(kv.key, key),
        sql`(${kv.value}->>'count')::int >= ${FAILURES_BEFORE_NOTICE}`,
        sql`coalesce((${kv.value}->>'notified')::boolean, false) = false`,
      ),
    )
    .returning();
  if (!claimed.length) return false;
  await notifyInstance(ctx, bot, {
    notice: notice.notice(outcome.error),
    link: notice.link,
    kind: notice.kind,
    area: notice.area,
  });
  return true;
}
