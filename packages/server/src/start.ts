import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfigOrExit, startupWarnings, type Config } from './config';
import { createRuntime, type Runtime } from './bootstrap';
import { buildApp } from './app';
import { jobs as allJobs } from './jobs';
import { startScheduler, type Job, type JobLog, type Scheduler } from './jobs/scheduler';
import { healthRoutes } from './features/health/routes';
import { metricsRoutes } from './features/metrics/routes';
import { versionText } from './lib/version';
import { startHeartbeat } from './lib/process-heartbeat';
import { readKeyRecord, SecretKeyMismatchError } from './lib/secret-key';
import { DataDirLockedError, kernelLock } from './lib/data-lock';
import { serveControl } from './lib/control-socket';
import { currentRequestId } from './lib/request-context';

/** The request id of the work running now (a job run, a bot interaction), for a log line's `reqId`. */
const reqIdField = () => {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
};

/** The Discord bot part of a process (packages/bot/src/role.ts); stop() resolves once its work finished. */
export type BotStarter = (
  runtime: Runtime,
  log: { info(msg: string): void; error(msg: string, err?: unknown): void },
) => Promise<{ stop(): Promise<void> }>;

export interface StartOptions {
  /** Present in the entry points that can run the bot (packages/bot/src/serve.ts). */
  bot?: BotStarter;
  /** The scheduled jobs and when the scheduler looks at them (tests pass their own). */
  jobs?: Job[];
  schedule?: { firstMs?: number; everyMs?: number };
  /** Called with the exit code after a signal's shutdown (tests replace it). */
  exit?: (code: number) => void;
  /** Signals handled (tests pass none). */
  signals?: NodeJS.Signals[];
  /** PGlite in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
}

export interface StartedProcess {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  scheduler: Scheduler | null;
  /**
   * Graceful shutdown: stop accepting requests, let running requests, bot interactions and jobs finish,
   * close pools. Bounded by SHUTDOWN_TIMEOUT_SECONDS; answers whether everything finished in time.
   */
  shutdown(reason: string): Promise<boolean>;
}

/** What a role runs (docs/deployment.md). */
export const roleParts = (config: Config) => ({
  api: config.role === 'all' || config.role === 'api',
  jobs: (config.role === 'all' || config.role === 'jobs') && config.jobsEnabled,
  bot: (config.role === 'all' || config.role === 'bot') && config.discord.botToken !== '',
});

/** Roles without the API still answer /healthz and /readyz on PORT, for the process manager. */
async function buildHealthApp(runtime: Runtime) {
  const app = Fastify({ logger: { level: runtime.ctx.config.logLevel } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes(runtime.ctx));
  await app.register(metricsRoutes(runtime.ctx));
  return app;
}

/** One pino-format line (the app's logger does not exist yet). */
function startLine(level: string, msg: string) {
  if (level === 'silent' || level === 'warn' || level === 'error' || level === 'fatal') return;
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, hostname: os.hostname(), msg })}\n`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Starts this process's role (PROCESS_ROLE): the API (`api`), the Discord bot (`bot`), the scheduled jobs
 * (`jobs`) or all of them (`all`, the default: one process with the embedded database). SIGINT/SIGTERM
 * shut it down gracefully (see StartedProcess.shutdown).
 */
export async function startProcess(
  config: Config = loadConfigOrExit(),
  opts: StartOptions = {},
): Promise<StartedProcess> {
  const started = Date.now();
  const parts = roleParts(config);
  // the first line of the log names what runs (before the database opens: a failing start says it too)
  startLine(config.logLevel, `ASA Discord Shop Bot ${versionText()} starting (${config.role})`);
  if (config.role === 'bot' && !config.discord.botToken)
    fail('PROCESS_ROLE=bot needs DISCORD_BOT_TOKEN: the Discord bot has nothing to log in with.');
  if (parts.bot && !opts.bot && config.role === 'bot')
    fail('PROCESS_ROLE=bot is started by packages/bot/src/serve.ts (npm start), not by the server alone.');
  if (config.role !== 'all' && !config.databaseUrl)
    fail(
      `PROCESS_ROLE=${config.role} needs PostgreSQL (DATABASE_URL): the embedded database serves one ` +
        'process only. Run everything in one process with PROCESS_ROLE=all (the default).',
    );

  let runtime: Runtime;
  try {
    runtime = await createRuntime(config, { inMemory: opts.inMemory });
  } catch (err) {
    if (err instanceof SecretKeyMismatchError || err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { ctx } = runtime;
  const app = parts.api ? await buildApp(ctx, { logger: true }) : await buildHealthApp(runtime);
  await app.listen({ port: config.port, host: config.host });
  const what = [parts.api && 'API', parts.jobs && 'jobs', parts.bot && opts.bot && 'Discord bot'].filter(
    Boolean,
  );
  app.log.info(
    `ASA Discord Shop Bot ${versionText()} (${config.role}: ${what.join(', ') || 'nothing'}) ${parts.api ? 'listening' : 'health checks'} on ${config.publicUrl} (${ctx.database.kind}${config.demoMode ? ', demo mode' : ''}) in ${Date.now() - started} ms`,
  );
  if (!config.secretKey)
    app.log.info(
      `SECRET_KEY is not set: stored secrets are encrypted with the key generated in ${config.dataDir}/secret.key. ` +
        'A production start (with its own SECRET_KEY) needs a fresh data folder, or adopts this key ' +
        '(docs/operations.md, "From the demo to production").',
    );
  // `npm run admin -- backup` while this process holds the embedded database: it makes the copy
  const closeControl =
    ctx.database.dumpDataDir && kernelLock && !opts.inMemory
      ? await serveControl(config.dataDir, {
          backup: async () => Buffer.from(await (await ctx.database.dumpDataDir!()).arrayBuffer()),
          'key-record': async () => Buffer.from(JSON.stringify(await readKeyRecord(ctx.db))),
        })
      : () => undefined;
  // this process in the installation's list (site-admin status page; restore refuses while it runs)
  const heartbeat = await startHeartbeat(ctx.db, config.role, (err) =>
    app.log.warn({ err }, 'Process heartbeat: could not write this process row'),
  );
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (config.databaseUrl && !config.redisUrl)
    app.log.info(
      'REDIS_URL is not set: rate limits are counted in this process only, so a single API process is ' +
        'assumed; cache invalidation between processes goes through PostgreSQL LISTEN/NOTIFY.',
    );

  // the jobs' and the bot's lines carry the request id of the run or interaction they belong to
  const log: JobLog = Object.assign(
    (msg: string, err?: unknown) => app.log.error({ ...reqIdField(), err }, msg),
    {
      info: (fields: Record<string, unknown>, msg: string) =>
        app.log.info({ ...reqIdField(), ...fields }, msg),
    },
  );
  const scheduler = parts.jobs ? startScheduler(ctx, opts.jobs ?? allJobs, log, opts.schedule) : null;
  let bot: { stop(): Promise<void> } | null = null;
  if (parts.bot && opts.bot) {
    const botLog = {
      info: (msg: string) => app.log.info(reqIdField(), `[bot] ${msg}`),
      error: (msg: string, err?: unknown) => app.log.error({ ...reqIdField(), err }, `[bot] ${msg}`),
    };
    try {
      bot = await opts.bot(runtime, botLog);
    } catch (err) {
      // with the API in this process a failing bot does not take the dashboard down
      if (!parts.api) throw err;
      botLog.error('The Discord bot could not start; the dashboard keeps running', err);
    }
  }

  let shutting: Promise<boolean> | null = null;
  const shutdown = (reason: string) =>
    (shutting ??= (async () => {
      const limitMs = config.shutdownTimeoutSeconds * 1000;
      app.log.info(
        `${reason}: shutting down (waiting up to ${config.shutdownTimeoutSeconds} s for running work)`,
      );
      ctx.lifecycle.stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), limitMs);
      });
      const finished = (async () => {
        // stop taking work: no new connections, jobs or bot events; running ones finish
        await Promise.all([app.close(), scheduler?.stop(), bot?.stop()]);
        await ctx.lifecycle.drain();
        await heartbeat.stop().catch(() => undefined);
        closeControl();
        return true as const;
      })();
      const clean = await Promise.race([finished, timedOut]);
      clearTimeout(timer);
      if (!clean)
        app.log.error(
          `Shutdown: work still running after ${config.shutdownTimeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS); closing anyway`,
        );
      // a pool still lent to unfinished work would wait for it: closing gets 2 s more at most
      await Promise.race([
        runtime.close().catch((err) => app.log.error({ err }, 'Shutdown: closing the database failed')),
        new Promise((resolve) => setTimeout(resolve, clean ? limitMs : 2_000).unref()),
      ]);
      return clean;
    })());

  // One shutdown however many signals arrive: a signal to the process group reaches this process both
  // directly and passed on by scripts/start.mjs, and a service manager may repeat it. Later ones are
  // logged and change nothing (SHUTDOWN_TIMEOUT_SECONDS bounds the shutdown; SIGKILL ends it at once).
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return app.log.info(`${signal}: already shutting down`);
    signalled = true;
    void shutdown(signal).then((clean) => exit(clean ? 0 : 1));
  };
  for (const signal of opts.signals ?? (['SIGINT', 'SIGTERM'] as const)) process.on(signal, onSignal);
  return { app, runtime, config, scheduler, shutdown };
}
