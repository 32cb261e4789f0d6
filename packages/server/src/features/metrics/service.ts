import crypto from 'node:crypto';
import { inArray, like, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { kv, purchases } from '../../db/schema';
import {
  appInfo,
  deliveryQueue,
  deliveryQueueAge,
  info,
  jobFailuresInARow,
  jobLastSuccess,
  jobOverdue,
  outboxDepth,
  purchasesTotal,
  registry,
} from '../../lib/metrics';
import { OUTBOX_PREFIX } from '../discord-activity/outbox';
import { jobStatusKey, type JobStatus } from '../../jobs/scheduler';
import { APP_COMMIT, APP_VERSION } from '../../lib/version';

const OPEN_STATES = ['queued', 'delivering', 'waiting'];

/** Reads the database-wide numbers into their gauges (at each scrape; three aggregate queries). */
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
  const [outbox] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(kv)
    .where(like(kv.key, `${OUTBOX_PREFIX}%`));
  deliveryQueue.reset();
  deliveryQueueAge.reset();
  purchasesTotal.reset();
  for (const state of OPEN_STATES) {
    const row = open.find((r) => r.status === state);
    deliveryQueue.set({ state }, Number(row?.n ?? 0));
    deliveryQueueAge.set({ state }, Number(row?.oldest ?? 0));
  }
  for (const r of closed) purchasesTotal.set({ state: r.status, refunded: String(r.refunded) }, Number(r.n));
  outboxDepth.set(Number(outbox?.n ?? 0));
  await readJobGauges(ctx);
  info.reset();
  info.set({ version: APP_VERSION, role: ctx.config.role }, 1);
  appInfo.reset();
  appInfo.set({ version: APP_VERSION, commit: APP_COMMIT, role: ctx.config.role }, 1);
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
