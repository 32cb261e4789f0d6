import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { tierIncludes, WEBHOOK_SIGNATURE_HEADER } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { guardedFetchText, isPrivatePeer, OutboundRefused } from '../../lib/outbound-guard';
import { ownerTier } from '../bots/service';
import { recordLaneHealth } from './lane-health';
import { signWebhook } from './signature';
import { REQUEST_ID_HEADER } from '../../lib/request-context';
import { completeItem, failItem, withHeartbeat, WORK_LEASE_MS } from '../../lib/work-queue';

/**
 * Webhooks out, the sending side (docs/webhooks.md "Delivery"). Each endpoint is its own lane: one request in
 * flight at a time, its deliveries in order (oldest first; a `test` event goes first), its own back-off. A
 * slow or dead receiver therefore holds only its own lane: the job starts the lanes and never waits for them.
 * A lane claims its head row with a lease and a conditional update (two processes never send one row, a dead
 * claimer's row comes back when the lease ends), waits up to WEBHOOK_ANSWER_MS for the answer (a late 2xx
 * still delivers, and nothing is sent again meanwhile), and records the answer on the claim.
 */
/** How long a lane waits for an answer; a 2xx within it delivers, however late. */
export const WEBHOOK_ANSWER_MS = 60_000;
/**
 * A claim holds this long without a heartbeat (issue 34: was 120 s, longer than an answer may take); the
 * lane renews it every WORK_HEARTBEAT_MS while it waits for the answer, so a dead process's row comes back
 * within this long and a live one never loses it (lib/work-queue.ts).
 */
export const WEBHOOK_LEASE_MS = WORK_LEASE_MS;
/** The lane's back-off after a failed attempt: 5 s, doubling, at most this (a receiver back gets its backlog within a minute). */
export const WEBHOOK_BACKOFF_MAX_MS = 60_000;
/** The same back-off as steps for failItem: 5 s, 10 s, 20 s, 40 s, then 60 s. */
const WEBHOOK_BACKOFF_STEPS = [5_000, 10_000, 20_000, 40_000, WEBHOOK_BACKOFF_MAX_MS] as const;
/** A delivery not accepted this long after its event is `failed` (the lane goes on with the next). */
export const WEBHOOK_GIVE_UP_MS = 24 * 3_600_000;
/** Delivered and failed rows (the delivery log) are kept this long. */
export const WEBHOOK_LOG_DAYS = 7;
/** When the tier no longer includes webhooks, a lane looks again after this long. */
const TIER_WAIT_MS = 10 * 60_000;
const ANSWER_CHARS = 200;
/**
 * Stored instead of the body a private, loopback or link-local address (or this host) answered, even when
 * private targets are allowed: the delivery log must not become a way to read internal services (issue 33).
 */
export const PRIVATE_ANSWER_NOTE = 'Answer not stored: private address';

export const webhookBackoffMs = (failures: number) =>
  Math.min(5_000 * 2 ** Math.max(failures - 1, 0), WEBHOOK_BACKOFF_MAX_MS);

type Claimed = {
  id: number;
  endpoint_id: number;
  bot_id: number;
  body: string;
  attempts: number;
  request_id: string | null;
  created_at: string | Date;
};

/**
 * Claims the head of one endpoint's lane for `owner` when it is due and free (attempts counted at claim
 * time): its pending `test` event if any, else its oldest pending delivery. A head that is leased or backed
 * off is not skipped, so the lane stays in order.
 */
export async function claimLaneHead(ctx: AppContext, endpointId: number, owner: string, now: Date) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString();
  const pending = sql`${webhookDeliveries.endpointId} = ${endpointId}::int and ${webhookDeliveries.status} = 'pending'`;
  const { rows } = await ctx.db.execute<Claimed>(sql`
    update ${webhookDeliveries} set lease_owner = ${owner}, lease_until = ${until}::timestamptz,
      attempts = attempts + 1
    where id = coalesce(
        (select id from ${webhookDeliveries} where ${pending} and event = 'test' order by id limit 1),
        (select id from ${webhookDeliveries} where ${pending} order by id limit 1))
      and status = 'pending' and next_attempt_at <= ${at}::timestamptz
      and (lease_until is null or lease_until < ${at}::timestamptz)
    returning id, endpoint_id, bot_id, body, attempts, created_at, request_id`);
  return rows[0];
}

export type Outcome = {
  ok: boolean;
  status: number | null;
  answer: string;
  /** Never worth another attempt (the outbound guard refused the URL). */
  final?: boolean;
  /** The process is shutting down: the claim is handed back uncounted. */
  released?: boolean;
};

/** Aborts when the answer takes too long or the process starts shutting down. */
function answerSignal(ctx: AppContext) {
  const stop = new AbortController();
  const poll = setInterval(() => ctx.lifecycle.stopping && stop.abort(), 250);
  poll.unref();
  return {
    signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_ANSWER_MS), stop.signal]),
    done: () => clearInterval(poll),
  };
}

async function post(
  ctx: AppContext,
  url: string,
  secret: string,
  body: string,
  now: Date,
  requestId: string | null,
): Promise<Outcome> {
  const wait = answerSignal(ctx);
  try {
    const res = await guardedFetchText(
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
        signal: wait.signal,
      },
      { allowPrivate: ctx.config.allowPrivateTargets },
    );
    return {
      ok: res.status >= 200 && res.status < 300,
      status: res.status,
      answer: isPrivatePeer(res.peer) ? PRIVATE_ANSWER_NOTE : res.text.slice(0, ANSWER_CHARS),
    };
  } catch (e) {
    const err = e as Error;
    if (err instanceof OutboundRefused) return { ok: false, status: null, answer: err.message, final: true };
    if (ctx.lifecycle.stopping) return { ok: false, status: null, answer: '', released: true };
    const why = err.name === 'TimeoutError' ? `No answer within ${WEBHOOK_ANSWER_MS / 1000} s` : err.message;
    return { ok: false, status: null, answer: why.slice(0, ANSWER_CHARS) };
  } finally {
    wait.done();
  }
}

const releaseClaim = (ctx: AppContext, row: Claimed, owner: string, next?: Date) =>
  ctx.db
    .update(webhookDeliveries)
    .set({
      attempts: row.attempts - 1,
      ...(next ? { nextAttemptAt: next } : {}),
      leaseOwner: '',
      leaseUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.leaseOwner, owner)));

/**
 * Records one attempt's outcome, only while `owner` still holds the row (lib/work-queue.ts: completeItem for
 * delivered / failed, failItem with the lane's back-off for another try).
 */
async function record(ctx: AppContext, row: Claimed, owner: string, out: Outcome, now: Date) {
  const tooOld = now.getTime() - new Date(row.created_at).getTime() >= WEBHOOK_GIVE_UP_MS;
  const status = out.ok ? 'delivered' : out.final || tooOld ? 'failed' : 'pending';
  const at = now.toISOString();
  const answer = sql`last_status = ${out.status}::int, last_answer = ${out.answer}, last_attempt_at = ${at}::timestamptz`;
  const item = { table: webhookDeliveries, id: row.id, owner, holding: sql`status = 'pending'` };
  if (status === 'pending')
    await failItem(ctx.db, {
      ...item,
      attempt: row.attempts,
      steps: WEBHOOK_BACKOFF_STEPS,
      now,
      set: (due) => sql`${answer}, next_attempt_at = ${due.toISOString()}::timestamptz`,
    });
  else
    await completeItem(ctx.db, {
      ...item,
      set: sql`status = ${status}, ${answer}, next_attempt_at = ${at}::timestamptz`,
    });
  if (tooOld && !out.ok) await giveUpOld(ctx, row.endpoint_id, now);
}

/** The heartbeat of a lane's claim: lease_until moved on while `owner` still holds the row. */
async function renewClaim(ctx: AppContext, id: number, owner: string, now: Date) {
  const done = await ctx.db
    .update(webhookDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + WEBHOOK_LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.leaseOwner, owner),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return done.length > 0;
}

/** A failing lane's rows older than WEBHOOK_GIVE_UP_MS are `failed` at once (not tried one by one). */
async function giveUpOld(ctx: AppContext, endpointId: number, now: Date) {
  await ctx.db.execute(sql`
    update ${webhookDeliveries} set status = 'failed', last_answer = 'Not accepted within 24 hours'
    where endpoint_id = ${endpointId}::int and status = 'pending'
      and created_at < ${new Date(now.getTime() - WEBHOOK_GIVE_UP_MS).toISOString()}::timestamptz
      and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)`);
}

/**
 * One lane until its head is not due (or failed): sends the head, records the answer, goes on after a 2xx.
 * Answers how many attempts it made. A row of an instance whose tier no longer includes webhooks waits (no
 * attempt counted), as paused features do.
 */
async function runLane(ctx: AppContext, endpointId: number, owner: string, clock: () => Date) {
  let sent = 0;
  while (!ctx.lifecycle.stopping) {
    const row = await claimLaneHead(ctx, endpointId, owner, clock());
    if (!row) break;
    const [target] = await ctx.db
      .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret, bot: botInstances })
      .from(webhookEndpoints)
      .innerJoin(botInstances, eq(botInstances.id, webhookEndpoints.botId))
      .where(eq(webhookEndpoints.id, endpointId));
    if (!target) break;
    if (!tierIncludes(await ownerTier(ctx, target.bot), 'webhooks')) {
      await releaseClaim(ctx, row, owner, new Date(clock().getTime() + TIER_WAIT_MS));
      break;
    }
    // the claim is renewed while the answer is awaited (up to WEBHOOK_ANSWER_MS)
    const out = await withHeartbeat(
      () => renewClaim(ctx, row.id, owner, clock()),
      () => post(ctx, target.url, ctx.secrets.decrypt(target.secret), row.body, clock(), row.request_id),
    );
    if (out.released) {
      await releaseClaim(ctx, row, owner);
      break;
    }
    const at = clock();
    await record(ctx, row, owner, out, at);
    sent++;
    await recordLaneHealth(ctx, target.bot, endpointId, target.url, out, at);
    if (!out.ok) break;
  }
  return sent;
}

/** The lanes running in this process, per runtime: one per endpoint at most. */
const running = new WeakMap<AppContext, Map<number, Promise<number>>>();

/**
 * Starts a lane for every endpoint with a due delivery that has none running here and returns at once (the
 * job, every 5 s, and the buttons), answering how many it started. With `wait` (tests) it waits for the lanes
 * and answers the attempts they made; `now` fixes the clock (tests).
 */
export async function runWebhookDeliveries(
  ctx: AppContext,
  opts: { now?: Date; owner?: string; wait?: boolean } = {},
): Promise<number> {
  const fixed = opts.now;
  const clock = fixed ? () => fixed : () => ctx.now();
  const at = clock().toISOString();
  const owner = opts.owner ?? `${process.pid}:${randomUUID()}`;
  const { rows } = await ctx.db.execute<{ endpoint_id: number }>(sql`
    select distinct endpoint_id from ${webhookDeliveries}
    where status = 'pending' and next_attempt_at <= ${at}::timestamptz
      and (lease_until is null or lease_until < ${at}::timestamptz)`);
  let lanes = running.get(ctx);
  if (!lanes) running.set(ctx, (lanes = new Map()));
  const started: Promise<number>[] = [];
  for (const { endpoint_id: id } of rows) {
    const busy = lanes.get(id);
    if (busy) {
      if (opts.wait) started.push(busy.then(() => 0));
      continue;
    }
    const lane = runLane(ctx, id, owner, clock)
      .catch(() => 0)
      .finally(() => lanes.delete(id));
    lanes.set(id, lane);
    ctx.lifecycle.track(lane);
    started.push(lane);
  }
  if (!opts.wait) return started.length;
  return (await Promise.all(started)).reduce((a, b) => a + b, 0);
}

/** Starts lanes in the background (after a test event or a redelivery is queued). */
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
