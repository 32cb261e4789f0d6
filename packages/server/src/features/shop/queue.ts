import crypto from 'node:crypto';
import { and, asc, eq, lt, lte, or } from 'drizzle-orm';
import { shopMessages } from '@asa/domain';
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

/** Purchases taken per round of the queue, and player queues worked on at the same time. */
export const QUEUE_BATCH = 200;
export const QUEUE_PARALLEL = 16;

/** A worker's name on its claims (unique per call, so two calls in one process never share a claim). */
export const workerId = () => `${process.pid}:${crypto.randomUUID()}`;
/** The claims of a `delivery-queue` job run carry its job-lease owner. */
const queueOwner = (leaseOwner: string) => `queue:${leaseOwner}`;

export interface QueueRun {
  recovered: number;
  expired: number;
  attempted: number;
}

export interface QueueOptions {
  hooks?: DeliveryHooks;
  /** The job's hold on `delivery-queue` (the scheduler's run): names the claims, and a dead run's to take over. */
  run?: JobRun;
  /** Stop starting new rounds after this long (real time); default 8 s. */
  budgetMs?: number;
}

async function mapLimit<T>(items: T[], limit: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  const run = async () => {
    while (i < items.length) await fn(items[i++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/**
 * Job `delivery-queue` (every 10 s): recovers claims whose worker died, gives back waiting purchases past
 * their expiry, then delivers every due purchase (queued, or waiting with next_attempt_at reached) in
 * purchase order per player and server. Safe with several processes on one database: each purchase is
 * taken with a conditional UPDATE (claimPurchase), never by a lock held across the network.
 */
export async function runDeliveryQueue(ctx: AppContext, opts: QueueOptions = {}): Promise<QueueRun> {
  const owner = opts.run ? queueOwner(opts.run.owner) : workerId();
  const out: QueueRun = { recovered: 0, expired: 0, attempted: 0 };
  // a queue run that died holding the job lease: its claims are free now, not when their own leases end
  const dead = opts.run?.tookOverFrom ? queueOwner(opts.run.tookOverFrom) : undefined;
  if (dead)
    for (const { id } of await expiredLeases(ctx, dead))
      if (await recoverLease(ctx, id, owner, dead)) out.recovered++;
  for (const { id } of await expiredLeases(ctx)) if (await recoverLease(ctx, id, owner)) out.recovered++;
  out.expired = await expireWaiting(ctx);
  const started = Date.now();
  const tried = new Set<number>();
  // instance and server rows read once per run, not once per purchase
  const bots = new Map<number, Promise<InstanceRow | null>>();
  const servers = new Map<number, Promise<ServerRow | null>>();
  const knownFor = async (p: PurchaseRow) => {
    if (!bots.has(p.botId)) bots.set(p.botId, getInstanceRow(ctx.db, p.botId));
    const bot = (await bots.get(p.botId)) ?? undefined;
    if (p.serverId === null) return { bot, server: null };
    if (!servers.has(p.serverId)) servers.set(p.serverId, getServerRow(ctx.db, p.serverId));
    return { bot, server: await servers.get(p.serverId)! };
  };
  while (Date.now() - started < (opts.budgetMs ?? 8_000) && !opts.run?.lost()) {
    const now = ctx.now();
    const due = (
      await ctx.db
        .select({ id: purchases.id, playerId: purchases.playerId, serverId: purchases.serverId })
        .from(purchases)
        .where(
          or(
            eq(purchases.status, 'queued'),
            and(eq(purchases.status, 'waiting'), lte(purchases.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(purchases.id))
        .limit(QUEUE_BATCH)
    ).filter((r) => !tried.has(r.id));
    if (!due.length) break;
    const groups = new Map<string, number[]>();
    for (const r of due) {
      tried.add(r.id);
      const key = `${r.playerId}:${r.serverId}`;
      groups.set(key, [...(groups.get(key) ?? []), r.id]);
    }
    await mapLimit([...groups.values()], QUEUE_PARALLEL, async (ids) => {
      for (const id of ids) {
        const claimed = await claimPurchase(ctx, id, owner);
        if (!claimed) continue;
        out.attempted++;
        await deliverClaimed(ctx, claimed, owner, opts.hooks, await knownFor(claimed));
      }
    });
  }
  return out;
}

/** waiting -> expired (given back once) for purchases past expires_at. Answers how many. */
export async function expireWaiting(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.status, 'waiting'), lte(purchases.expiresAt, ctx.now())));
  const bots = new Map<number, InstanceRow | null>();
  let n = 0;
  for (const p of rows) {
    if (!bots.has(p.botId)) bots.set(p.botId, await getInstanceRow(ctx.db, p.botId));
    const bot = bots.get(p.botId);
    if (!bot) continue;
    const hours = kitSettingsOf(bot).waitingExpiryHours;
    const error = shopMessages.expired(hours, p.waitingReason || 'waiting');
    if (await finishGivenBack(ctx, bot, p, { status: 'waiting' }, 'expired', error)) n++;
  }
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
  const older =
    p.playerId === null || p.serverId === null
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
