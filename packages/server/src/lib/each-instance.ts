/**
 * Runs a job step per instance: one instance's failure does not stop the others; afterwards the failures are
 * thrown together so the scheduler logs them (every step is safe to repeat on the next run).
 */
export async function eachInstance<T extends { id: number }>(
  job: string,
  instances: T[],
  step: (bot: T) => Promise<number>,
) {
  let total = 0;
  const failures: unknown[] = [];
  for (const bot of instances) {
    try {
      total += await step(bot);
    } catch (err) {
      failures.push(new Error(`${job}: bot instance ${bot.id}: ${(err as Error).message}`, { cause: err }));
    }
  }
  if (failures.length) throw new AggregateError(failures, `${job} failed for ${failures.length} instance(s)`);
  return total;
}
