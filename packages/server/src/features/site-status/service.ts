import { inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { botInstances, kv, processes, purchases, webhookDeliveries } from '../../db/schema';
import { jobs } from '../../jobs';
import { intervalMs, jobStatusKey, type JobStatus } from '../../jobs/scheduler';
import { SEEN_WITHIN_MS } from '../../lib/process-heartbeat';
import { APP_COMMIT, APP_VERSION } from '../../lib/version';
import { newestBackup } from '../backups/service';

const iso = z.string();
export const siteStatusSchema = z.object({
  version: z.string(),
  commit: z.string(),
  database: z.enum(['pglite', 'postgres']),
  processes: z.array(
    z.object({
      role: z.string(),
      host: z.string(),
      pid: z.number(),
      version: z.string(),
      commit: z.string(),
      startedAt: iso,
      lastSeenAt: iso,
      live: z.boolean(),
    }),
  ),
  jobs: z.array(
    z.object({
      name: z.string(),
      intervalSeconds: z.number(),
      lastRunAt: iso.nullable(),
      lastOkAt: iso.nullable(),
      nextRunAt: iso.nullable(),
      ok: z.boolean().nullable(),
      failures: z.number(),
      overdueSeconds: z.number(),
      error: z.string(),
    }),
  ),
  queues: z.object({
    deliveryOpen: z.number(),
    deliveryOldestSeconds: z.number(),
    webhooksPending: z.number(),
    webhooksOldestSeconds: z.number(),
  }),
  failingIntegrations: z.array(
    z.object({
      botId: z.number(),
      guildName: z.string(),
      integration: z.string(),
      failures: z.number(),
      lastError: z.string(),
    }),
  ),
  backups: z.object({
    everyHours: z.number(),
    newestAt: iso.nullable(),
    newestBytes: z.number().nullable(),
  }),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

const age = sql<number>`coalesce(extract(epoch from (now() - min(created_at))), 0)::float8`;

/**
 * The site admin's view across tenants (GET /api/admin/status): this build, the processes seen (their
 * heartbeats, 0036), every job's last run and success, the delivery and webhook queues, and the instances
 * whose per-instance integrations fail (the job-health records of lib/each-instance.ts).
 */
export async function siteStatus(ctx: AppContext): Promise<SiteStatus> {
  const now = ctx.now();
  const [procRows, statusRows, healthRows, delivery, webhooks] = await Promise.all([
    ctx.db.select().from(processes).orderBy(processes.role, processes.host, processes.startedAt),
    ctx.db
      .select()
      .from(kv)
      .where(like(kv.key, `${jobStatusKey('')}%`)),
    ctx.db.select().from(kv).where(like(kv.key, 'job-health:%')),
    ctx.db
      .select({ n: sql<number>`count(*)::int`, oldest: age })
      .from(purchases)
      .where(inArray(purchases.status, ['queued', 'delivering', 'waiting'])),
    ctx.db
      .select({ n: sql<number>`count(*)::int`, oldest: age })
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.status} = 'pending'`),
  ]);
  const statuses = new Map(statusRows.map((r) => [r.key, r.value as JobStatus]));
  const failing = healthRows
    .map((r) => {
      const [, integration = '', bot = ''] = /^job-health:(.*):(\d+)$/.exec(r.key) ?? [];
      const v = r.value as { count?: number; lastError?: string };
      return { botId: Number(bot), integration, failures: v.count ?? 0, lastError: v.lastError ?? '' };
    })
    .filter((f) => f.botId && f.failures > 0);
  const names = failing.length
    ? new Map(
        (
          await ctx.db
            .select({ id: botInstances.id, name: botInstances.guildName })
            .from(botInstances)
            .where(inArray(botInstances.id, [...new Set(failing.map((f) => f.botId))]))
        ).map((b) => [b.id, b.name]),
      )
    : new Map<number, string>();
  const newest = newestBackup(ctx.config.backup.dir);
  return {
    version: APP_VERSION,
    commit: APP_COMMIT,
    database: ctx.database.kind,
    processes: procRows.map((p) => ({
      role: p.role,
      host: p.host,
      pid: p.pid,
      version: p.version,
      commit: p.commit,
      startedAt: p.startedAt.toISOString(),
      lastSeenAt: p.lastSeenAt.toISOString(),
      live: now.getTime() - p.lastSeenAt.getTime() < SEEN_WITHIN_MS,
    })),
    jobs: jobs.map((job) => {
      const s = statuses.get(jobStatusKey(job.name));
      return {
        name: job.name,
        intervalSeconds: intervalMs(job) / 1000,
        lastRunAt: s?.lastRunAt ?? null,
        lastOkAt: s?.lastOkAt ?? (s?.ok ? s.lastRunAt : null),
        nextRunAt: s?.nextRunAt ?? null,
        ok: s ? s.ok : null,
        failures: s?.failures ?? 0,
        overdueSeconds: s
          ? Math.max(0, Math.round((now.getTime() - new Date(s.nextRunAt).getTime()) / 1000))
          : 0,
        error: s?.error ?? '',
      };
    }),
    queues: {
      deliveryOpen: Number(delivery[0]?.n ?? 0),
      deliveryOldestSeconds: Math.round(Number(delivery[0]?.oldest ?? 0)),
      webhooksPending: Number(webhooks[0]?.n ?? 0),
      webhooksOldestSeconds: Math.round(Number(webhooks[0]?.oldest ?? 0)),
    },
    failingIntegrations: failing
      .map((f) => ({ ...f, guildName: names.get(f.botId) ?? '' }))
      .sort((a, b) => b.failures - a.failures || a.botId - b.botId)
      .slice(0, 200),
    backups: {
      everyHours: ctx.config.backup.everyHours,
      newestAt: newest?.at.toISOString() ?? null,
      newestBytes: newest?.bytes ?? null,
    },
  };
}
