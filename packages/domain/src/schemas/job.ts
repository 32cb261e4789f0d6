import { z } from 'zod';

/** A scheduled job as the owner sees it on the integration pages (GET /api/jobs/status/{botId}). */
export const jobStatusSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** How often the scheduler runs it (its real interval, e.g. 10 for the delivery queue). */
  intervalSeconds: z.number().int(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** Outcome of the last run; null before the first run. */
  ok: z.boolean().nullable(),
  /** Failed runs in a row (retried with backoff). */
  failures: z.number().int(),
  /** This instance's own problem in the last runs (e.g. a vote key the site refused), or ''. */
  instanceProblem: z.string(),
});
export type JobStatusView = z.infer<typeof jobStatusSchema>;
