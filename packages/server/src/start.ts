import { loadConfigOrExit, type Config } from './config';
import { createRuntime } from './bootstrap';
import { buildApp } from './app';
import { jobs } from './jobs';
import { startScheduler } from './jobs/scheduler';

/**
 * Starts the API server and the scheduled jobs; `onStop` hooks (e.g. the Discord bot running in the same
 * process) run first on SIGINT/SIGTERM. Used by main.ts and by the bot package's serve.ts.
 */
export async function startServer(config: Config = loadConfigOrExit()) {
  const started = Date.now();
  const runtime = await createRuntime(config);
  const app = await buildApp(runtime.ctx, { logger: true });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ASA Discord Shop Bot listening on ${config.publicUrl} (${runtime.ctx.database.kind}${config.demoMode ? ', demo mode' : ''}) in ${Date.now() - started} ms`,
  );
  const stopJobs = config.jobsEnabled
    ? startScheduler(runtime.ctx, jobs, (msg, err) => app.log.error({ err }, msg))
    : () => undefined;
  const onStop: (() => Promise<void>)[] = [];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      stopJobs();
      for (const stop of onStop) await stop().catch(() => undefined);
      await app.close();
      await runtime.close();
      process.exit(0);
    });
  }
  return { app, runtime, config, onStop };
}
