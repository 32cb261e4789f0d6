import crypto from 'node:crypto';
import { currentRequestId, withRequestId } from '../../lib/request-context';
import { and, asc, eq, gt, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import { failureTexts } from '@asa/domain';
import type { AppContext } from '../../context';
import type { JobRun } from '../../jobs/scheduler';
import { purchases } from '../../db/schema';
import { getInstanceRow, type InstanceRow } from '../bots/repo';
import { kitSettingsOf } from '../bots/service';
import { getServerRow, type ServerRow } from '../servers/service';
import {
  claimPurchase,
  current,
  deliverClaimed,
  expiredLeases,
  finishGivenBack,
  recoverLease,
  type DeliveryHooks,
  type PurchaseRow,
} from './delivery';
import { probeServer, serversBackedOff } from './online';
import { createDigest, type Digest } from './digest';

/** Purchases taken per round of the queue, and player queues worked on at the same time. */
export const QUEUE_BATCH = 200;
export const QUEUE_PARALLEL = 16;
/** A run stops starting deliveries after this many (the next run continues after the last one it took). */
export const QUEUE_MAX_PER_RUN = 2_000;
/** A run stops starting deliveries after this long (real time), by default. */
export const QUEUE_BUDGET_MS = 8_000;

/** A worker's name on its claims (unique per call, so two calls in one process never share a claim). */
export const workerId = () => `${process.pid}:${crypto.randomUUID()}`;
/** The claims of a `delivery-queue` job run carry its job-lease owner. */
const queueOwner = (leaseOwner: string) => `queue:${leaseOwner}`;

export interface QueueRun {
  recovered: number;
  expired: number;
  attempted: number;
  /** Outcomes of the attempted purchases. */
  delivered: number;
  waiting: number;
  failed: number;
  unknown: number;
  /** Servers this process does not contact at the end of the run (their back-off runs). */
  serversBackedOff: number;
  durationMs: number;
  /** Why the run ended: nothing due left, its time budget, or its count. */
  stoppedBy: 'done' | 'time' | 'count' | 'lease';
}

export interface QueueOptions {
  hooks?: DeliveryHooks;
  /** The job's hold on `delivery-queue` (the scheduler's run): names the claims, and a dead run's to take over. */
  run?: JobRun;
  /** Stop starting deliveries after this long (real time); default QUEUE_BUDGET_MS. */
  budgetMs?: number;
  /** Stop starting deliveries after this many; default QUEUE_MAX_PER_RUN. */
  maxPurchases?: number;
}

/** Where the previous run of this process stopped (the next one starts after it, then wraps around). */
const cursors = new WeakMap<AppContext, number>();

async function mapLimit<T>(items: T[], limit: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  const run = async () => {
    while (i < items.length) await fn(items[i++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** Due purchases with an id after `after`: queued, or waiting whose next try came and not past expiry. */
const dueAfter = (ctx: AppContext, after: number, skipServers: number[]) => {
  const now = ctx.now();
  return ctx.db
    .select({
      id: purchases.id,
      botId: purchases.botId,
      playerId: purchases.playerId,
      serverId: purchases.serverId,
      status: purchases.status,
    })
    .from(purchases)
    .where(
      and(
        gt(purchases.id, after),
        or(
          eq(purchases.status, 'queued'),
          and(
            eq(purchases.status, 'waiting'),
            lte(purchases.nextAttemptAt, now),
            or(isNull(purchases.expiresAt), gt(purchases.expiresAt, now)),
            // a server in back-off is not asked: its waiting purchases stay as they are
            skipServers.length ? notInArray(purchases.serverId, skipServers) : undefined,
          ),
        ),
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(QUEUE_BATCH);
};

/**
 * Job `delivery-queue` (every 10 s): recovers claims whose worker died, gives back waiting purchases past
 * their expiry, then delivers due purchases (queued, or waiting with next_attempt_at reached) in purchase
 * order per player and server. Bounded by time and count; the next run continues after the last purchase
 * this one took (then from the start). A server in back-off is not contacted: its waiting purchases are
 * left alone until the back-off ends, then one probe (ListPlayers) decides for all of them. Safe with
 * several processes on one database: each purchase is taken with a conditional UPDATE (claimPurchase),
 * never by a lock held across the network. Answers the run's counts (also the job's log line).
 */
export async function runDeliveryQueue(ctx: AppContext, opts: QueueOptions = {}): Promise<QueueRun> {
  const started = Date.now();
  const owner = opts.run ? queueOwner(opts.run.owner) : workerId();
  const out: QueueRun = {
    recovered: 0,
    expired: 0,
    attempted: 0,
    delivered: 0,
    waiting: 0,
    failed: 0,
    unknown: 0,
    serversBackedOff: 0,
    durationMs: 0,
    stoppedBy: 'done',
  };
  const budgetMs = opts.budgetMs ?? QUEUE_BUDGET_MS;
  const maxPurchases = opts.maxPurchases ?? QUEUE_MAX_PER_RUN;
  const stop = (): QueueRun['stoppedBy'] | null =>
    opts.run?.lost()
      ? 'lease'
      : Date.now() - started >= budgetMs
        ? 'time'
        : out.attempted >= maxPurchases
          ? 'count'
          : null;
  // a queue run that died holding the job lease: its claims are free now, not when their own leases end
  const dead = opts.run?.tookOverFrom ? queueOwner(opts.run.tookOverFrom) : undefined;
  if (dead)
    for (const { id } of await expiredLeases(ctx, dead))
      if (await recoverLease(ctx, id, owner, dead)) out.recovered++;
  for (const { id } of await expiredLeases(ctx)) if (await recoverLease(ctx, id, owner)) out.recovered++;
  const digest = createDigest();
  out.expired = await expireWaiting(ctx, { budgetMs: budgetMs / 2, digest });
  // instance and server rows read once per run, not once per purchase
  const bots = new Map<number, Promise<InstanceRow | null>>();
  const servers = new Map<number, Promise<ServerRow | null>>();
  const botOf = (botId: number) => {
    if (!bots.has(botId)) bots.set(botId, getInstanceRow(ctx.db, botId));
    return bots.get(botId)!;
  };
  const serverOf = (serverId: number) => {
    if (!servers.has(serverId)) servers.set(serverId, getServerRow(ctx.db, serverId));
    return servers.get(serverId)!;
  };
  const knownFor = async (p: PurchaseRow) => ({
    bot: (await botOf(p.botId)) ?? undefined,
    server: p.serverId === null ? null : await serverOf(p.serverId),
    digest,
  });
  /** Whether the server answers (one shared ListPlayers per server, cached; no contact during back-off). */
  const reachable = async (botId: number, serverId: number | null) => {
    if (serverId === null) return true;
    const [bot, server] = await Promise.all([botOf(botId), serverOf(serverId)]);
    if (!bot || !server) return true; // the delivery settles it (server gone: failed)
    return !('error' in (await probeServer(ctx, bot, server)));
  };
  const tried = new Set<number>();
  let cursor = cursors.get(ctx) ?? 0;
  let wrapped = cursor === 0;
  let lastTaken = 0;
  for (;;) {
    const why = stop();
    if (why) {
      out.stoppedBy = why;
      break;
    }
    const due = (await dueAfter(ctx, cursor, serversBackedOff(ctx))).filter((r) => !tried.has(r.id));
    if (!due.length) {
      if (wrapped) break;
      wrapped = true;
      cursor = 0;
      continue;
    }
    cursor = due[due.length - 1]!.id;
    const groups = new Map<string, { botId: number; serverId: number | null; ids: typeof due }>();
    for (const r of due) {
      tried.add(r.id);
      const key = `${r.playerId}:${r.serverId}`;
      const g = groups.get(key) ?? { botId: r.botId, serverId: r.serverId, ids: [] };
      g.ids.push(r);
      groups.set(key, g);
    }
    await mapLimit([...groups.values()], QUEUE_PARALLEL, async (g) => {
      // waiting purchases of a server that does not answer stay waiting, unclaimed (queued ones are
      // claimed: they become waiting without another contact)
      const up = await reachable(g.botId, g.serverId);
      for (const r of g.ids) {
        if (stop()) return;
        if (!up && r.status === 'waiting') continue;
        const claimed = await claimPurchase(ctx, r.id, owner);
        if (!claimed) continue;
        out.attempted++;
        lastTaken = Math.max(lastTaken, r.id);
        // as part of the HTTP call that bought it: its webhooks carry the call's request id
        const known = await knownFor(claimed);
        const done = await withRequestId(claimed.requestId, () =>
          deliverClaimed(ctx, claimed, owner, opts.hooks, known),
        );
        opts.run?.info(
          {
            job: 'delivery-queue',
            purchaseId: r.id,
            status: done.status,
            reqId: claimed.requestId ?? currentRequestId(),
          },
          `purchase ${r.id} ${done.status}`,
        );
        if (done.status === 'delivered') out.delivered++;
        else if (done.status === 'waiting') out.waiting++;
        else if (done.status === 'failed' || done.status === 'expired') out.failed++;
        else if (done.status === 'unknown') out.unknown++;
      }
    });
  }
  await digest.flush(ctx);
  // a run cut short continues after the last purchase it took; a finished one starts from the front
  cursors.set(ctx, out.stoppedBy === 'done' ? 0 : lastTaken);
  out.serversBackedOff = serversBackedOff(ctx).length;
  out.durationMs = Date.now() - started;
  opts.run?.info({ job: 'delivery-queue', ...out }, 'delivery-queue run');
  return out;
}

/** Waiting purchases given back per page of the expiry, and the pages' time budget by default. */
export const EXPIRY_PAGE = 50;
const EXPIRY_PARALLEL = 4;

/**
 * waiting -> expired (given back once) for purchases past expires_at, a page at a time (oldest expiry
 * first), until none is left or the time budget is used (the next run continues). The owner hears of
 * them through the digest (one notice per server from DIGEST_MIN on). Answers how many.
 */
export async function expireWaiting(
  ctx: AppContext,
  opts: { budgetMs?: number; digest?: Digest } = {},
): Promise<number> {
  const digest = opts.digest ?? createDigest();
  const started = Date.now();
  const bots = new Map<number, InstanceRow | null>();
  let n = 0;
  const skip = new Set<number>();
  while (Date.now() - started < (opts.budgetMs ?? QUEUE_BUDGET_MS)) {
    const rows = await ctx.db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.status, 'waiting'),
          lte(purchases.expiresAt, ctx.now()),
          skip.size ? notInArray(purchases.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(purchases.expiresAt), asc(purchases.id))
      .limit(EXPIRY_PAGE);
    if (!rows.length) break;
    for (const botId of new Set(rows.map((r) => r.botId)))
      if (!bots.has(botId)) bots.set(botId, await getInstanceRow(ctx.db, botId));
    // each refund is its own transaction (one conditional UPDATE): a page is given back a few at a time
    await mapLimit(rows, EXPIRY_PARALLEL, async (p) => {
      const bot = bots.get(p.botId);
      // (an instance that vanished takes its purchases with it)
      if (!bot) {
        skip.add(p.id);
        return;
      }
      const hours = kitSettingsOf(bot).waitingExpiryHours;
      const error = failureTexts.expired(hours, {
        reason: p.waitingReason || 'waiting',
        key: p.waitingKey,
        params: p.waitingParams,
      });
      if (await finishGivenBack(ctx, bot, p, { status: 'waiting' }, 'expired', error, 'Shop', digest)) n++;
      else skip.add(p.id);
    });
  }
  // the run's own digest is sent at its end (with the failures); a direct call sends its own
  if (!opts.digest) await digest.flush(ctx);
  return n;
}

/**
 * Tries to deliver a purchase right away (a buy, a retry, an owner's "send again"): first this player's
 * older waiting purchases on the same server, in purchase order, then this one. Answers it as it is now.
 */
export async function deliverNow(
  ctx: AppContext,
  p: PurchaseRow,
  hooks?: DeliveryHooks,
): Promise<PurchaseRow> {
  const owner = workerId();
  // a server in back-off is not contacted: the older purchases keep waiting as they are
  const older =
    p.playerId === null || p.serverId === null || serversBackedOff(ctx).includes(p.serverId)
      ? []
      : await ctx.db
          .select({ id: purchases.id })
          .from(purchases)
          .where(
            and(
              eq(purchases.playerId, p.playerId),
              eq(purchases.serverId, p.serverId),
              eq(purchases.status, 'waiting'),
              lt(purchases.id, p.id),
            ),
          )
          .orderBy(asc(purchases.id));
  // older purchases still queued are being delivered by their own call (or the queue)
  for (const id of [...older.map((r) => r.id), p.id]) {
    const claimed = await claimPurchase(ctx, id, owner, true);
    if (claimed) await deliverClaimed(ctx, claimed, owner, hooks);
  }
  return current(ctx, p.id);
}
