import crypto from 'node:crypto';
import { currentRequestId, withRequestId } from '../../../lib/request-context';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { failureTexts } from '@asa/domain';
import type { AppContext } from '../../../context';
import type { JobRun } from '../../../jobs/scheduler';
import { purchases } from '../../../db/schema';
import { getInstanceRow, type InstanceRow } from '../../bots/repo';
import { kitSettingsOf } from '../../bots/service';
import { getServerRow, type ServerRow } from '../../servers/service';
import { claimPurchase, current, HEARTBEAT_MS, LEASE_MS, type PurchaseRow } from './claims';
import { deliverClaimed, type DeliveryHooks } from './delivery';
import { finishGivenBack } from './outcomes';
import { probeServer, serversBackedOff } from './online';
import { createDigest, type Digest } from './digest';
import { claimBatch, heartbeat, renewLeases } from '../../../lib/work-queue';
import { assertTransition } from './transition';
import { recoverLeases } from './lease-recovery';

/**
 * Purchases claimed per round of the queue (one statement, lib/work-queue.ts claimBatch), at most
 * QUEUE_PER_BOT of one instance: every instance's first due purchase comes before any instance's second,
 * so one instance's backlog never delays another's new order by more than a round. Player queues worked on
 * at the same time: QUEUE_PARALLEL.
 */
export const QUEUE_BATCH = 200;
export const QUEUE_PER_BOT = 50;
export const QUEUE_PARALLEL = 16;
/** A run stops starting deliveries after this many (the next run continues with what is still due). */
export const QUEUE_MAX_PER_RUN = 2_000;
/** A run stops starting deliveries after this long (real time), by default. */
export const QUEUE_BUDGET_MS = 8_000;
/** Servers with due waiting purchases asked (ListPlayers, cached) before a round's claim, at most. */
const PROBE_MAX = 100;

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
  /** Stop giving back expired purchases once this many are (checked between pages); default no count. */
  maxExpired?: number;
  /** Test seam: the ids of each round's claim, in batch order. */
  onClaim?: (ids: number[]) => void;
}

async function mapLimit<T>(items: T[], limit: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  const run = async () => {
    while (i < items.length) await fn(items[i++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

const idList = (ids: number[]) =>
  sql`(select value::integer from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/**
 * Due purchases (unqualified columns, for the claim): queued, or waiting whose next try came and not past
 * expiry, except on servers in back-off or found not answering this run (their waiting purchases stay as
 * they are, unclaimed; queued ones are claimed: they become waiting without another contact).
 */
const dueSql = (now: Date, skipServers: number[]) => sql`(status = 'queued' or (status = 'waiting'
  and next_attempt_at <= ${now.toISOString()}::timestamptz
  and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)
  and coalesce(server_id, 0) not in ${idList(skipServers)}))`;

/**
 * One round's claim: queued -> delivering, or due waiting -> delivering (attempts + 1), a fair batch across
 * instances (claimBatch: row_number() over (partition by bot_id order by id), FOR UPDATE SKIP LOCKED).
 * Several processes claim disjoint purchases. Answers the claimed ids in batch order.
 */
export async function claimDue(
  ctx: AppContext,
  owner: string,
  opts: { limit?: number; skipServers?: number[]; exclude?: number[] } = {},
) {
  const now = ctx.now();
  // the state machine's check of the raw SQL below (queued / due waiting -> delivering)
  assertTransition(['queued', 'waiting'], 'delivering');
  return claimBatch(ctx.db, {
    table: purchases,
    due: dueSql(now, opts.skipServers ?? []),
    set: sql`status = 'delivering', attempts = attempts + 1, attempted_at = ${now.toISOString()}::timestamptz`,
    partitionBy: sql`bot_id`,
    orderBy: sql`id`,
    perPartition: QUEUE_PER_BOT,
    limit: opts.limit ?? QUEUE_BATCH,
    lease: { owner, ms: LEASE_MS },
    now,
    exclude: opts.exclude,
  });
}

/** Servers (with their instance) that have due waiting purchases, not in `skip`: asked before a claim. */
const serversWaiting = (ctx: AppContext, skip: number[]) => {
  const now = ctx.now();
  return ctx.db
    .selectDistinct({ botId: purchases.botId, serverId: purchases.serverId })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'waiting'),
        lte(purchases.nextAttemptAt, now),
        or(isNull(purchases.expiresAt), gt(purchases.expiresAt, now)),
        isNotNull(purchases.serverId),
        skip.length ? notInArray(purchases.serverId, skip) : undefined,
      ),
    )
    .limit(PROBE_MAX);
};

/**
 * Job `delivery-queue` (every 10 s): recovers claims whose worker died, gives back waiting purchases past
 * their expiry, then delivers due purchases (queued, or waiting with next_attempt_at reached) in purchase
 * order per player and server, a round at a time: the servers with due waiting purchases are asked first
 * (one shared ListPlayers per server, none during a back-off; one that does not answer keeps its waiting
 * purchases unclaimed), then one statement claims a fair batch across instances (claimDue), kept by one
 * heartbeat for the batch while it is delivered. Bounded by time and count; claims left unstarted when the
 * run stops go back to `queued`. Safe with several processes on one database: the claim skips rows
 * another worker has locked and takes each purchase with its lease; no lock is held across the network.
 * Answers the run's counts (also the job's log line).
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
  const recovered = (n: { queued: number; unknown: number }) => (out.recovered += n.queued + n.unknown);
  if (dead) recovered(await recoverLeases(ctx, owner, { abandonedBy: dead }));
  recovered(await recoverLeases(ctx, owner));
  const digest = createDigest();
  out.expired = await expireWaiting(ctx, { budgetMs: budgetMs / 2, max: opts.maxExpired, digest });
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
    // the batch's heartbeat keeps the claim (below): no heartbeat per purchase
    leaseKept: true,
  });
  /** Whether the server answers (one shared ListPlayers per server, cached; no contact during back-off). */
  const reachable = async (botId: number, serverId: number) => {
    const [bot, server] = await Promise.all([botOf(botId), serverOf(serverId)]);
    if (!bot || !server) return true; // the delivery settles it (server gone: failed)
    return !('error' in (await probeServer(ctx, bot, server)));
  };
  // servers found not answering in this run: their waiting purchases are not claimed
  const down = new Set<number>();
  const tried: number[] = [];
  // one heartbeat for every claim of the run (the batch's rows wait their turn in their player's queue)
  const beat = heartbeat(
    async () =>
      (await renewLeases(ctx.db, {
        table: purchases,
        owner,
        holding: sql`status = 'delivering'`,
        leaseMs: LEASE_MS,
        now: ctx.now(),
      })) >= 0,
    { everyMs: HEARTBEAT_MS, paused: opts.hooks?.heartbeatPaused },
  );
  try {
    for (;;) {
      const why = stop();
      if (why) {
        out.stoppedBy = why;
        break;
      }
      const skip = () => [...new Set([...serversBackedOff(ctx), ...down])];
      await mapLimit(await serversWaiting(ctx, skip()), QUEUE_PARALLEL, async (r) => {
        if (!(await reachable(r.botId, r.serverId!))) down.add(r.serverId!);
      });
      const ids = await claimDue(ctx, owner, {
        limit: Math.min(QUEUE_BATCH, maxPurchases - out.attempted),
        skipServers: skip(),
        exclude: tried,
      });
      opts.onClaim?.(ids);
      if (!ids.length) break;
      tried.push(...ids);
      const claimed = await ctx.db
        .select()
        .from(purchases)
        .where(and(inArray(purchases.id, ids), eq(purchases.leaseOwner, owner)))
        .orderBy(asc(purchases.id));
      // player queues in the batch's order (every instance's first before any second), each in purchase order
      const rank = new Map(ids.map((id, i) => [id, i]));
      const groups = new Map<string, PurchaseRow[]>();
      for (const r of [...claimed].sort((x, y) => rank.get(x.id)! - rank.get(y.id)!)) {
        const key = `${r.playerId}:${r.serverId}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      for (const rows of groups.values()) rows.sort((x, y) => x.id - y.id);
      const left = new Set(claimed.map((r) => r.id));
      await mapLimit([...groups.values()], QUEUE_PARALLEL, async (rows) => {
        for (const p of rows) {
          if (stop()) return;
          left.delete(p.id);
          out.attempted++;
          // as part of the HTTP call that bought it: its webhooks carry the call's request id
          const known = await knownFor(p);
          const done = await withRequestId(p.requestId, () =>
            deliverClaimed(ctx, p, owner, opts.hooks, known),
          );
          opts.run?.info(
            {
              job: 'delivery-queue',
              purchaseId: p.id,
              status: done.status,
              reqId: p.requestId ?? currentRequestId(),
            },
            `purchase ${p.id} ${done.status}`,
          );
          if (done.status === 'delivered') out.delivered++;
          else if (done.status === 'waiting') out.waiting++;
          else if (done.status === 'failed' || done.status === 'expired') out.failed++;
          else if (done.status === 'unknown') out.unknown++;
        }
      });
      // claims the run stopped before starting go back to the queue (nothing of them was sent)
      await recoverLeases(ctx, owner, { abandonedBy: owner, ids: [...left] });
    }
  } finally {
    await beat.stop();
  }
  await digest.flush(ctx);
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
 * first), until none is left, the time budget is used or `max` are given back (checked between pages: the
 * next run continues). The owner hears of them through the digest (one notice per server from DIGEST_MIN
 * on). Answers how many.
 */
export async function expireWaiting(
  ctx: AppContext,
  opts: { budgetMs?: number; max?: number; digest?: Digest } = {},
): Promise<number> {
  const digest = opts.digest ?? createDigest();
  const started = Date.now();
  const bots = new Map<number, InstanceRow | null>();
  let n = 0;
  const skip = new Set<number>();
  while (Date.now() - started < (opts.budgetMs ?? QUEUE_BUDGET_MS) && n < (opts.max ?? Infinity)) {
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
