import { inArray } from 'drizzle-orm';
import type { JobStatusView } from '@asa/domain';
import type { AppContext } from '../../context';
import { kv } from '../../db/schema';
import { jobs } from '../../jobs';
import { intervalMs, jobStatusKey, type JobStatus } from '../../jobs/scheduler';

/** What each job is called on the pages, and which per-instance health records (job-health.ts) it writes. */
const described: Record<string, { label: string; health: string[] }> = {
  'nitrado-auto-sync': { label: 'Nitrado automatic server sync', health: ['nitrado-auto-sync'] },
  'asabot-auto-sync': { label: 'ASA Bot automatic server sync', health: ['asabot-auto-sync'] },
  'asabot-player-sync': { label: 'ASA Bot player registration sync', health: ['asabot-player-sync'] },
  'vote-rewards': {
    label: 'Vote rewards',
    health: ['votes:ark-servers.net', 'votes:deutsche-arkserver.de'],
  },
  'tip4serv-deliveries': { label: 'Tip4Serv deliveries', health: ['tip4serv'] },
  'passive-income': { label: 'Passive income of shop ranks', health: ['passive-income'] },
  'delivery-queue': { label: 'Kit delivery queue', health: [] },
  'in-game-chat': { label: 'In-game shop chat reader', health: [] },
  playtime: { label: 'Playtime credits (ListPlayers)', health: [] },
};

/**
 * Last and next run of the scheduled jobs shown on the pages; for the jobs that work per instance, whether
 * they worked and how often in a row they failed are this instance's own.
 */
export async function jobStatuses(ctx: AppContext, botId: number): Promise<JobStatusView[]> {
  const shown = jobs.filter((j) => described[j.name]);
  const healthKey = (h: string) => `job-health:${h}:${botId}`;
  // one read: every shown job's run status and this instance's health records
  const keys = shown.flatMap((j) => [jobStatusKey(j.name), ...described[j.name]!.health.map(healthKey)]);
  const values = new Map(
    (await ctx.db.select().from(kv).where(inArray(kv.key, keys))).map((r) => [r.key, r.value]),
  );
  const out: JobStatusView[] = shown.map((job) => {
    const status = values.get(jobStatusKey(job.name)) as JobStatus | undefined;
    const health = described[job.name]!.health.map(
      (h) => values.get(healthKey(h)) as { lastError?: string; count?: number } | undefined,
    );
    const problems = health.map((h) => h?.lastError ?? '').filter(Boolean);
    // a job that works per instance shows this instance's outcome: another tenant's failure is not ours
    const ownFailures = Math.max(0, ...health.map((h) => h?.count ?? 0));
    return {
      name: job.name,
      label: described[job.name]!.label,
      intervalSeconds: intervalMs(job) / 1000,
      lastRunAt: status?.lastRunAt ?? null,
      nextRunAt: status?.nextRunAt ?? null,
      ok: status ? status.ok && !problems.length : null,
      failures: Math.max(status?.failures ?? 0, ownFailures),
      instanceProblem: problems.join('; '),
    };
  });
  return out;
}
