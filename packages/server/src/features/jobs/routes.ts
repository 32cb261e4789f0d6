import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAnyAccess, jobStatusSchema, type JobStatusView } from '@asa/domain';
import type { AppContext } from '../../context';
import { kv } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { jobs } from '../../jobs';
import { jobStatusKey, type JobStatus } from '../../jobs/scheduler';

/** What each job is called on the pages, and which per-instance health records (job-health.ts) it writes. */
const described: Record<string, { label: string; health: string[] }> = {
  'nitrado-auto-sync': { label: 'Nitrado automatic server sync', health: [] },
  'asabot-auto-sync': { label: 'ASA Bot automatic server sync', health: [] },
  'asabot-player-sync': { label: 'ASA Bot player registration sync', health: [] },
  'vote-rewards': {
    label: 'Vote rewards',
    health: ['votes:ark-servers.net', 'votes:deutsche-arkserver.de'],
  },
  'tip4serv-deliveries': { label: 'Tip4Serv deliveries', health: ['tip4serv'] },
  'passive-income': { label: 'Passive income of shop ranks', health: [] },
  'delivery-queue': { label: 'Kit delivery queue', health: [] },
};

export const jobRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/jobs/status/:botId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['jobs'],
          summary: 'Last and next run of the scheduled jobs, with this instance’s own problems',
          params: z.object({ botId: z.coerce.number().int() }),
          response: { 200: z.array(jobStatusSchema) },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        if (!hasAnyAccess(req.user, bot)) throw forbidden();
        const shown = jobs.filter((j) => described[j.name]);
        const healthKey = (h: string) => `job-health:${h}:${bot.id}`;
        // one read: every shown job's run status and this instance's health records
        const keys = shown.flatMap((j) => [
          jobStatusKey(j.name),
          ...described[j.name]!.health.map(healthKey),
        ]);
        const values = new Map(
          (await ctx.db.select().from(kv).where(inArray(kv.key, keys))).map((r) => [r.key, r.value]),
        );
        const out: JobStatusView[] = shown.map((job) => {
          const status = values.get(jobStatusKey(job.name)) as JobStatus | undefined;
          const problems = described[job.name]!.health.map(
            (h) => (values.get(healthKey(h)) as { lastError?: string } | undefined)?.lastError ?? '',
          ).filter(Boolean);
          return {
            name: job.name,
            label: described[job.name]!.label,
            everyMinutes: job.everyMinutes,
            lastRunAt: status?.lastRunAt ?? null,
            nextRunAt: status?.nextRunAt ?? null,
            ok: status ? status.ok : null,
            failures: status?.failures ?? 0,
            instanceProblem: problems.join('; '),
          };
        });
        return out;
      },
    );
  };
