import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { tierIncludes, WEBHOOK_SIGNATURE_HEADER } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { guardedFetch, OutboundRefused } from '../../lib/outbound-guard';
import { ownerTier } from '../bots/service';
import { signWebhook } from './signature';
import { REQUEST_ID_HEADER } from '../../lib/request-context';

/**
 * Webhooks out, the sending side: claims due delivery rows (FOR UPDATE SKIP LOCKED plus a lease, so two
 * processes never send one row, and a dead claimer's rows come back when the lease ends), POSTs each body
 * signed with its endpoint's secret, and records the answer with a conditional update on the claim.
 * Non-2xx answers, timeouts and network errors are retried with exponential backoff (30 s, 1, 2, 4 ...
 * minutes, at most 1 hour apart) up to WEBHOOK_MAX_ATTEMPTS, then the row is `failed`.
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_LEASE_MS = 60_000;
/** Delivered and failed rows (the delivery log) are kept this long. */
export const WEBHOOK_LOG_DAYS = 7;
const ANSWER_CHARS = 200;

export const webhookBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

type Claimed = {
  id: number;
  endpoint_id: number;
  bot_id: number;
  body: string;
  attempts: number;
  request_id: string | null;
};

/** Claims up to `limit` due rows for `owner` (attempts counted at claim time). */
export async function claimWebhookDeliveries(ctx: AppContext, owner: string, now: Date, limit = 50) {
  const until = new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString();
  const { rows } = await ctx.db.execute<Claimed>(sql`
    update ${webhookDeliveries} set lease_owner = ${owner}, lease_until = ${until}::timestamptz,
      attempts = attempts + 1
    where id in (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, endpoint_id, bot_id, body, attempts, request_id`);
  return rows;
}

type Outcome = { ok: boolean; status: number | null; answer: string; final?: boolean };

async function post(
  ctx: AppContext,
  url: string,
  secret: string,
  body: string,
  now: Date,
  requestId: string | null,
): Promise<Outcome> {
  try {
    const res = await guardedFetch(
      new URL(url),
      {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'asa-shop-bot-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, Math.floor(now.getTime() / 1000), body),
          // the HTTP call whose work queued the event (docs/operations.md "Following one request")
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      { allowPrivate: ctx.config.allowPrivateTargets },
    );
    const text = await res.text().catch(() => '');
    return {
      ok: res.status >= 200 && res.status < 300,
      status: res.status,
      answer: text.slice(0, ANSWER_CHARS),
    };
  } catch (e) {
    const err = e as Error;
    if (err instanceof OutboundRefused) return { ok: false, status: null, answer: err.message, final: true };
    const why = err.name === 'TimeoutError' ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : err.message;
    return { ok: false, status: null, answer: why.slice(0, ANSWER_CHARS) };
  }
}

/** Records one attempt's outcome, only while `owner` still holds the row. */
async function record(ctx: AppContext, row: Claimed, owner: string, out: Outcome, now: Date) {
  const giveUp = out.final || row.attempts >= WEBHOOK_MAX_ATTEMPTS;
  const status = out.ok ? 'delivered' : giveUp ? 'failed' : 'pending';
  await ctx.db
    .update(webhookDeliveries)
    .set({
      status,
      lastStatus: out.status,
      lastAnswer: out.answer,
      lastAttemptAt: now,
      nextAttemptAt: status === 'pending' ? new Date(now.getTime() + webhookBackoffMs(row.attempts)) : now,
      leaseOwner: '',
      leaseUntil: null,
    })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.leaseOwner, owner),
      ),
    );
}

/**
 * One pass: claims the due rows and sends them (in parallel), answers how many were sent. A row of an
 * instance whose tier no longer includes webhooks waits (no attempt counted), as paused features do.
 */
export async function runWebhookDeliveries(
  ctx: AppContext,
  opts: { now?: Date; owner?: string; limit?: number } = {},
): Promise<number> {
  const now = opts.now ?? ctx.now();
  const owner = opts.owner ?? `${process.pid}:${randomUUID()}`;
  const claimed = await claimWebhookDeliveries(ctx, owner, now, opts.limit);
  if (!claimed.length) return 0;
  const tierOk = new Map<number, boolean>();
  await Promise.all(
    claimed.map(async (row) => {
      const [target] = await ctx.db
        .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret, bot: botInstances })
        .from(webhookEndpoints)
        .innerJoin(botInstances, eq(botInstances.id, webhookEndpoints.botId))
        .where(eq(webhookEndpoints.id, row.endpoint_id));
      if (!target) return;
      if (!tierOk.has(row.bot_id))
        tierOk.set(row.bot_id, tierIncludes(await ownerTier(ctx, target.bot), 'webhooks'));
      if (!tierOk.get(row.bot_id)) {
        await ctx.db
          .update(webhookDeliveries)
          .set({
            attempts: row.attempts - 1,
            nextAttemptAt: new Date(now.getTime() + 10 * 60_000),
            leaseOwner: '',
            leaseUntil: null,
          })
          .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.leaseOwner, owner)));
        return;
      }
      const out = await post(
        ctx,
        target.url,
        ctx.secrets.decrypt(target.secret),
        row.body,
        now,
        row.request_id,
      );
      await record(ctx, row, owner, out, now);
    }),
  );
  return claimed.length;
}

/** Starts a pass in the background (after a test event is queued), tracked for graceful shutdown. */
export function kickWebhookDeliveries(ctx: AppContext) {
  ctx.lifecycle.track(runWebhookDeliveries(ctx).catch(() => 0));
}

/** The job's prune: finished rows older than WEBHOOK_LOG_DAYS, and pending ones twice as old. */
export async function pruneWebhookDeliveries(ctx: AppContext) {
  const cut = new Date(ctx.now().getTime() - WEBHOOK_LOG_DAYS * 86_400_000);
  const old = new Date(ctx.now().getTime() - 2 * WEBHOOK_LOG_DAYS * 86_400_000);
  await ctx.db
    .delete(webhookDeliveries)
    .where(
      or(
        and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, cut)),
        lt(webhookDeliveries.createdAt, old),
      ),
    );
}
