import crypto from 'node:crypto';
import { inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  botInstances,
  inGameInbox,
  inGameReaders,
  kv,
  purchases,
  servers,
  webhookDeliveries,
} from '../../db/schema';
import {
  appInfo,
  chatReaderLag,
  chatReaderLagMax,
  chatReaders,
  deliveryQueue,
  deliveryQueueAge,
  deliveryQueueDue,
  deliveryQueueDueAge,
  inboxAge,
  inboxDepth,
  outboxOldest,
  readerLagBuckets,
  webhookBacklog,
  webhookBacklogAge,
  info,
  jobFailuresInARow,
  jobLastSuccess,
  jobOverdue,
  outboxDepth,
  purchasesTotal,
  registry,
} from '../../lib/metrics';
import { OUTBOX_PREFIX } from '../discord-activity/outbox';
import { onInSettings } from '../bots/service';
import { jobStatusKey, type JobStatus } from '../../jobs/scheduler';
import { APP_COMMIT, APP_VERSION } from '../../lib/version';

const OPEN_STATES = ['queued', 'delivering', 'waiting'];

/** Reads the database-wide numbers into their gauges (at each scrape; four aggregate queries). */
async function readDatabaseGauges(ctx: AppContext) {
  const open = await ctx.db
    .select({
      status: purchases.status,
      n: sql<number>`count(*)::int`,
      oldest: sql<number>`coalesce(extract(epoch from (now() - min(${purchases.createdAt}))), 0)::float8`,
    })
    .from(purchases)
    .where(inArray(purchases.status, OPEN_STATES))
    .groupBy(purchases.status);
  const closed = await ctx.db
    .select({ status: purchases.status, refunded: purchases.refunded, n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(notInArray(purchases.status, OPEN_STATES))
    .groupBy(purchases.status, purchases.refunded);
  deliveryQueue.reset();
  deliveryQueueAge.reset();
  purchasesTotal.reset();
  for (const state of OPEN_STATES) {
    const row = open.find((r) => r.status === state);
    deliveryQueue.set({ state }, Number(row?.n ?? 0));
    deliveryQueueAge.set({ state }, Number(row?.oldest ?? 0));
  }
  for (const r of closed) purchasesTotal.set({ state: r.status, refunded: String(r.refunded) }, Number(r.n));
  await readBacklogGauges(ctx);
  await readJobGauges(ctx);
  info.reset();
  info.set({ version: APP_VERSION, role: ctx.config.role }, 1);
  appInfo.reset();
  appInfo.set({ version: APP_VERSION, commit: APP_COMMIT, role: ctx.config.role }, 1);
}

type BacklogRow = Record<string, unknown> & {
  due: number;
  due_oldest: number;
  webhook_due: number;
  webhook_retrying: number;
  webhook_oldest: number;
  inbox_pending: number;
  inbox_processing: number;
  inbox_oldest: number;
  outbox: number;
  outbox_oldest: number;
  readers_ok: number;
  readers_failing: number;
  readers_never: number;
  lag_max: number;
  lag_sum: number;
  lag_count: number;
};

/** The statement of readBacklogGauges (bench/metrics-scrape.ts explains it). */
export function backlogSql(ctx: AppContext): SQL {
  const now = sql`${ctx.now().toISOString()}::timestamptz`;
  const age = (t: SQL) => sql`coalesce(extract(epoch from (${now} - ${t})), 0)::float8`;
  const lagBuckets = readerLagBuckets.map(
    (le) => sql`count(*) filter (where lag <= ${le}::float8)::int as ${sql.identifier(`lag_le_${le}`)}`,
  );
  return sql`
    with due as (
      select count(*)::int as n, ${age(sql`min(coalesce(${purchases.nextAttemptAt}, ${purchases.createdAt}))`)} as oldest
      from ${purchases}
      where ${purchases.status} = 'queued' or (${purchases.status} = 'waiting'
        and ${purchases.nextAttemptAt} <= ${now}
        and (${purchases.expiresAt} is null or ${purchases.expiresAt} > ${now}))
    ), hooks as (
      select count(*) filter (where ${webhookDeliveries.nextAttemptAt} <= ${now})::int as due,
        count(*) filter (where ${webhookDeliveries.nextAttemptAt} > ${now})::int as retrying,
        ${age(sql`min(${webhookDeliveries.createdAt})`)} as oldest
      from ${webhookDeliveries} where ${webhookDeliveries.status} = 'pending'
    ), inbox as (
      select count(*) filter (where ${inGameInbox.status} = 'pending')::int as pending,
        count(*) filter (where ${inGameInbox.status} = 'processing')::int as processing,
        ${age(sql`min(${inGameInbox.createdAt})`)} as oldest
      from ${inGameInbox} where ${inGameInbox.status} in ('pending', 'processing')
    ), outbox as (
      select count(*)::int as n, ${age(sql`min((${kv.value} ->> 'createdAt')::timestamptz)`)} as oldest
      from ${kv} where ${kv.key} like ${`${OUTBOX_PREFIX}%`}
    ), listed as (
      -- each instance's listed servers read once from its settings (not once per reader row: the settings
      -- document is large), only for instances that have readers
      select ${botInstances.id} as bot_id, e.id::int as server_id
      from ${botInstances},
        jsonb_array_elements_text(coalesce(${botInstances.settings} -> 'inGameShopSettings' -> 'serverIds', '[]'::jsonb)) as e(id)
      where ${botInstances.isActive} and ${onInSettings('inGameShopSettings', 'isEnabled')}
        and ${botInstances.id} in (select distinct bot_id from ${inGameReaders})
        and e.id ~ '^[0-9]{1,9}$'
    ), readers as (
      select r.failures, extract(epoch from (${now} - r.last_ok_at))::float8 as lag
      from listed l
      join ${inGameReaders} r on r.server_id = l.server_id and r.bot_id = l.bot_id
      join ${servers} s on s.id = r.server_id and s.is_enabled
    ), lagging as (
      select count(*) filter (where lag is not null and failures = 0)::int as readers_ok,
        count(*) filter (where lag is not null and failures > 0)::int as readers_failing,
        count(*) filter (where lag is null)::int as readers_never,
        coalesce(max(lag), 0)::float8 as lag_max,
        coalesce(sum(lag), 0)::float8 as lag_sum,
        count(lag)::int as lag_count,
        ${sql.join(lagBuckets, sql`, `)}
      from readers
    )
    select due.n as due, due.oldest as due_oldest,
      hooks.due as webhook_due, hooks.retrying as webhook_retrying, hooks.oldest as webhook_oldest,
      inbox.pending as inbox_pending, inbox.processing as inbox_processing, inbox.oldest as inbox_oldest,
      outbox.n as outbox, outbox.oldest as outbox_oldest, lagging.*
    from due, hooks, inbox, outbox, lagging`;
}

/**
 * The work waiting in the database's queues (docs/monitoring/README.md), in ONE statement of aggregates, each
 * over a partial index of the open rows (purchases_open_idx, webhook_deliveries_due_idx,
 * in_game_inbox_open_idx) or a small table (in_game_readers: one row per game server read, with its
 * server and instance by primary key). Its cost grows with the open rows, not with the history.
 * Ages are from the app's clock (the one the rows were written with); none open: 0.
 */
export async function readBacklogGauges(ctx: AppContext) {
  const res = await ctx.db.execute<BacklogRow>(backlogSql(ctx));
  const r = res.rows[0]!;
  const n = (v: unknown) => Math.max(0, Number(v ?? 0));
  deliveryQueueDue.set(n(r.due));
  deliveryQueueDueAge.set(n(r.due_oldest));
  webhookBacklog.reset();
  webhookBacklog.set({ state: 'due' }, n(r.webhook_due));
  webhookBacklog.set({ state: 'retrying' }, n(r.webhook_retrying));
  webhookBacklogAge.set(n(r.webhook_oldest));
  inboxDepth.reset();
  inboxDepth.set({ state: 'pending' }, n(r.inbox_pending));
  inboxDepth.set({ state: 'processing' }, n(r.inbox_processing));
  inboxAge.set(n(r.inbox_oldest));
  outboxDepth.set(n(r.outbox));
  outboxOldest.set(n(r.outbox_oldest));
  chatReaders.reset();
  chatReaders.set({ state: 'ok' }, n(r.readers_ok));
  chatReaders.set({ state: 'failing' }, n(r.readers_failing));
  chatReaders.set({ state: 'never' }, n(r.readers_never));
  chatReaderLagMax.set(n(r.lag_max));
  chatReaderLag.set(
    readerLagBuckets.map((le) => n(r[`lag_le_${le}`])),
    n(r.lag_sum),
    n(r.lag_count),
  );
}

/** The scheduled jobs' last success, failures in a row and lateness, from their stored status. */
async function readJobGauges(ctx: AppContext) {
  const rows = await ctx.db
    .select({ key: kv.key, value: kv.value })
    .from(kv)
    .where(like(kv.key, `${jobStatusKey('')}%`));
  jobLastSuccess.reset();
  jobFailuresInARow.reset();
  jobOverdue.reset();
  const now = ctx.now().getTime();
  for (const { key, value } of rows) {
    const job = key.slice(jobStatusKey('').length);
    const s = value as JobStatus;
    jobLastSuccess.set(
      { job },
      s.lastOkAt ? new Date(s.lastOkAt).getTime() / 1000 : s.ok ? new Date(s.lastRunAt).getTime() / 1000 : 0,
    );
    jobFailuresInARow.set({ job }, s.failures);
    jobOverdue.set({ job }, Math.max(0, (now - new Date(s.nextRunAt).getTime()) / 1000));
  }
}

/** The Prometheus text of this process. */
export async function metricsText(ctx: AppContext): Promise<string> {
  await readDatabaseGauges(ctx);
  return registry.metrics();
}

export const metricsContentType = registry.contentType;

const loopback = (ip: string | undefined) =>
  !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));

/** Any header a reverse proxy sets (X-Real-IP, X-Forwarded-*, Forwarded): the caller came through one. */
const viaProxy = (headers: Record<string, unknown>) =>
  Object.keys(headers).some((h) => {
    const name = h.toLowerCase();
    return name === 'x-real-ip' || name === 'forwarded' || name.startsWith('x-forwarded-');
  });

/**
 * Who may scrape: with METRICS_TOKEN, a caller sending `Authorization: Bearer <token>`; without it, a
 * caller on this machine that did not come through a proxy (the socket's address, whatever TRUST_PROXY
 * says, and none of X-Real-IP, X-Forwarded-*, Forwarded: a proxy that sets only X-Real-IP must not make
 * the metrics public, issue 33).
 */
export function mayScrape(
  ctx: AppContext,
  req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
): boolean {
  const token = ctx.config.metricsToken;
  if (token) {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
  }
  return loopback(req.socket.remoteAddress) && !viaProxy(req.headers);
}
