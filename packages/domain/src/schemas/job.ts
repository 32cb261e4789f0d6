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

/** A job interval as the pages say it: "10 seconds", "5 minutes", "60 minutes", "24 hours". */
export function intervalText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60 || seconds % 60 !== 0) return plural(seconds, 'second');
  const minutes = seconds / 60;
  if (minutes <= 60 || minutes % 60 !== 0) return plural(minutes, 'minute');
  return plural(minutes / 60, 'hour');
}
