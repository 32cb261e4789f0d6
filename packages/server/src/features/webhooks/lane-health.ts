import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { webhookEndpoints } from '../../db/schema';
import type { InstanceRow } from '../bots/repo';
import { notifyInstance } from '../notifications/service';

/** An endpoint failing this long (every attempt since unanswered or not 2xx) notifies the owner once. */
export const WEBHOOK_ALERT_AFTER_MS = 3_600_000;

/**
 * Keeps an endpoint's failing streak (`failing_since`, migration 0034) after each attempt: a 2xx ends it; a
 * failure starts it if none runs; the first failure an hour or more into a streak notifies the owner, once per
 * streak (`alerted_at` set by a conditional update, so two processes cannot both send it). Answers true when
 * this call sent the notification.
 */
export async function recordLaneHealth(
  ctx: AppContext,
  bot: InstanceRow,
  endpointId: number,
  url: string,
  out: { ok: boolean; status: number | null; answer: string },
  now: Date,
): Promise<boolean> {
  const endpoint = eq(webhookEndpoints.id, endpointId);
  if (out.ok) {
    await ctx.db
      .update(webhookEndpoints)
      .set({ failingSince: null, alertedAt: null })
      .where(and(endpoint, isNotNull(webhookEndpoints.failingSince)));
    return false;
  }
  await ctx.db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(endpoint);
  const told = await ctx.db
    .update(webhookEndpoints)
    .set({ alertedAt: now })
    .where(
      and(
        endpoint,
        isNull(webhookEndpoints.alertedAt),
        lte(webhookEndpoints.failingSince, new Date(now.getTime() - WEBHOOK_ALERT_AFTER_MS)),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  if (!told.length) return false;
  const error = out.status !== null ? `HTTP ${out.status}` : out.answer || 'no answer';
  await notifyInstance(ctx, bot, {
    notice: { key: 'webhookFailing', params: { url, error } },
    link: '/webhooks',
    kind: 'webhook-failing',
    area: 'Owner',
  });
  return true;
}
