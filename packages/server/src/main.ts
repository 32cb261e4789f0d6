import { loadConfig } from './config';
import { createRuntime } from './bootstrap';
import { buildApp } from './app';
import { jobs } from './jobs';
import { startScheduler } from './jobs/scheduler';

const started = Date.now();
const config = loadConfig();
const runtime = await createRuntime(config);
const app = await buildApp(runtime.ctx, { logger: true });
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `ASA Discord Shop Bot listening on ${config.publicUrl} (${runtime.ctx.database.kind}${config.demoMode ? ', demo mode' : ''}) in ${Date.now() - started} ms`,
);

const stopJobs = config.jobsEnabled
  ? startScheduler(runtime.ctx, jobs, (msg, err) => app.log.error({ err }, msg))
  : () => undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopJobs();
    await app.close();
    await runtime.close();
    process.exit(0);
  });
}
