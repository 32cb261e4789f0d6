import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kv } from '../db/schema';

/**
 * Some instances of a per-instance job failed; the job itself ran. The scheduler logs it but records the run
 * as done (no retry of every instance, no "failed N times" shown to every tenant): each instance's own
 * outcome is its `job-health:<job>:<botId>` record, shown to that instance only (features/jobs/service.ts).
 */
export class InstanceFailures extends AggregateError {}

/**
 * Runs a job step per instance: one instance's failure does not stop the others. Each failure extends that
 * instance's health record (count in a row, last error), each success clears it; afterwards the failures
 * are thrown together as InstanceFailures so the scheduler logs them (every step is safe to repeat).
 */
export async function eachInstance<T extends { id: number }>(
  db: Db,
  job: string,
  instances: T[],
  step: (bot: T) => Promise<number>,
) {
  let total = 0;
  const failures: Error[] = [];
  const fine: string[] = [];
  for (const bot of instances) {
    const key = `job-health:${job}:${bot.id}`;
    try {
      total += await step(bot);
      fine.push(key);
    } catch (err) {
      const message = (err as Error)?.message ?? String(err);
      failures.push(new Error(`${job}: bot instance ${bot.id}: ${message}`, { cause: err }));
      await db
        .insert(kv)
        .values({ key, value: { count: 1, notified: false, lastError: message } })
        .onConflictDoUpdate({
          target: kv.key,
          set: {
            value: sql`jsonb_build_object('count', coalesce((${kv.value}->>'count')::int, 0) + 1, 'notified', false, 'lastError', ${message}::text)`,
          },
        });
    }
  }
  if (fine.length) await db.delete(kv).where(inArray(kv.key, fine));
  if (failures.length)
    throw new InstanceFailures(failures, `${job} failed for ${failures.length} instance(s)`);
  return total;
}
