import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kv, servers } from '../../db/schema';
import { claimBatch } from '../../lib/work-queue';
import type { InstanceRow } from '../bots/repo';
import { rconTargetOf } from '../rcon/service';
import { notifyInstance } from '../notifications/service';

const HOUR = 60 * 60_000;
const key = (serverId: number) => `rcon-down:${serverId}`;
/** How long the monitor's ListPlayers may take per server (connect and answer each stay within their own limits). */
export const MONITOR_TIMEOUT_MS = 5_000;
/**
 * Each server is checked this often: its due time moves on by this, plus up to a minute at random, when it
 * is claimed (so servers added at once, or the first pass after a start, spread over the period in time).
 */
export const MONITOR_EVERY_MS = 10 * 60_000;
/** Servers claimed per batch, and at most this many of one instance in a batch (round-robin). */
const BATCH = 500;
const PER_INSTANCE = 50;
/** A run claims further batches while due servers are left, for at most this long. */
const RUN_BUDGET_MS = 60_000;

type Down = { since: number; notified: boolean };

/**
 * Job (every 15 s, in every jobs process: `shared`): checks the game servers whose check is due (each every
 * 10 minutes, `servers.monitor_due_at`) over RCON. A server that has been unreachable for an hour creates one
 * notification (owner and managers with Servers View); it is re-armed when the server answers again.
 *
 * Work that is due, not instances that exist (issue 34): a run claims due servers of active instances in
 * batches (lib/work-queue.ts `claimBatch`: one statement, round-robin across instances, `SKIP LOCKED`), and
 * the claim itself moves each server's due time on, so two jobs processes split the servers and a process
 * that dies mid-batch leaves its servers to their next period. A run with nothing due is one statement.
 * The servers of a batch are asked at once, bounded by the process's RCON pool (RCON_CONCURRENCY; a server
 * that does not answer within 1 s gives its slot up), and the database work is batched per batch. Answers
 * the number of notifications created.
 */
export async function runRconMonitor(ctx: AppContext, hooks: MonitorHooks = {}) {
  const started = Date.now();
  let notified = 0;
  for (;;) {
    const ids = await claimDue(ctx);
    if (ids.length) notified += await checkBatch(ctx, ids, hooks);
    if (ids.length < BATCH || Date.now() - started > RUN_BUDGET_MS) return notified;
  }
}

/**
 * What others do with the monitor's findings, wired in jobs/index.ts (the servers feature sits below the
 * shop engine): `answered` gets the ids of the servers that answered (the engine lifts their back-offs).
 */
export interface MonitorHooks {
  answered?: (serverIds: number[]) => Promise<void>;
}

/** Claims a fair batch of due servers, moving their due time one period on (ONE statement). */
function claimDue(ctx: AppContext) {
  const now = ctx.now();
  const next = new Date(now.getTime() + MONITOR_EVERY_MS).toISOString();
  return claimBatch(ctx.db, {
    table: servers,
    due: sql`monitor_due_at <= ${now.toISOString()}::timestamptz and is_enabled and rcon_password <> ''
      and bot_id in (select id from ${botInstances} where is_active)`,
    set: sql`monitor_due_at = ${next}::timestamptz + random() * interval '60 seconds'`,
    partitionBy: sql`bot_id`,
    orderBy: sql`monitor_due_at, id`,
    perPartition: PER_INSTANCE,
    limit: BATCH,
    now,
  });
}

/** Checks the claimed servers at once and records who answered (a few statements for the whole batch). */
async function checkBatch(ctx: AppContext, ids: number[], hooks: MonitorHooks) {
  const rows = await ctx.db
    .select({ server: servers, bot: botInstances })
    .from(servers)
    .innerJoin(botInstances, eq(botInstances.id, servers.botId))
    .where(inArray(servers.id, ids));
  const up = new Set<number>();
  await Promise.all(
    rows.map(async ({ server }) => {
      try {
        await ctx.rcon.execute(rconTargetOf(ctx, server), 'ListPlayers', { timeoutMs: MONITOR_TIMEOUT_MS });
        up.add(server.id);
      } catch {
        // down: recorded below
      }
    }),
  );
  const records = new Map(
    (
      await ctx.db
        .select()
        .from(kv)
        .where(inArray(kv.key, ids.map(key)))
    ).map((r) => [r.key, r.value as Down]),
  );
  const now = ctx.now().getTime();
  // e.g. the shop's deliveries waiting for the servers that answered go ahead
  if (up.size) await hooks.answered?.([...up]);
  const cleared = [...up].map(key).filter((k) => records.has(k));
  if (cleared.length) await ctx.db.delete(kv).where(inArray(kv.key, cleared));
  const fresh = rows.filter(({ server }) => !up.has(server.id) && !records.has(key(server.id)));
  if (fresh.length)
    await ctx.db
      .insert(kv)
      .values(fresh.map(({ server }) => ({ key: key(server.id), value: { since: now, notified: false } })))
      .onConflictDoNothing();
  let notified = 0;
  for (const { server, bot } of rows) {
    const v = records.get(key(server.id));
    if (up.has(server.id) || !v || v.notified || now - v.since < HOUR) continue;
    await notifyInstance(ctx, bot as InstanceRow, {
      notice: {
        key: 'rconDown',
        params: { server: server.name, address: `${server.ip}:${server.rconPort}` },
      },
      link: '/servers',
      kind: 'rcon',
      area: 'Servers_View',
    });
    await ctx.db
      .update(kv)
      .set({ value: { ...v, notified: true } })
      .where(eq(kv.key, key(server.id)));
    notified++;
  }
  return notified;
}
