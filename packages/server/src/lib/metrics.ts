import client from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, docs/operations.md "Metrics"). One registry per process:
 * what this process counted (HTTP, jobs, RCON, the Discord gateway) plus process metrics (CPU, memory,
 * event-loop lag); the database's numbers (delivery queue, purchases, outbox) are read when scraped
 * (features/metrics/service.ts), so they are the same in every process of one database.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'asa_' });

const registers = [registry];

/**
 * Requests answered, counted by plugins/metrics.ts as a plain number per (method, route, status): a
 * prom-client increment hashes its labels on every call (about a microsecond); this costs a Map lookup and
 * an addition per request, and becomes the counter when scraped.
 */
export const httpCounts = new Map<string, { method: string; route: string; status: string; n: number }>();

export const httpRequests = new client.Counter({
  name: 'asa_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
  collect() {
    this.reset();
    for (const { method, route, status, n } of httpCounts.values()) this.inc({ method, route, status }, n);
  },
});

/** Latency buckets of HTTP answers (seconds): most API answers take milliseconds, exports seconds. */
const httpBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new client.Histogram({
  name: 'asa_http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by route template and status class (2xx, 3xx, 4xx, 5xx)',
  labelNames: ['route', 'status_class'] as const,
  buckets: httpBuckets,
  registers,
});

const httpDurationChildren = new Map<string, client.Histogram.Internal<'route' | 'status_class'>>();

/** Records one answer's latency; the label set's child is kept, so an observation hashes no labels. */
export function observeHttp(route: string, status: number, ms: number) {
  const statusClass = `${Math.floor(status / 100)}xx`;
  const key = `${statusClass} ${route}`;
  let child = httpDurationChildren.get(key);
  if (!child) {
    child = httpDuration.labels(route, statusClass);
    httpDurationChildren.set(key, child);
  }
  child.observe(ms / 1000);
}

export const jobRuns = new client.Counter({
  name: 'asa_job_runs_total',
  help: 'Scheduled job runs by this process, by job and result (ok, failed)',
  labelNames: ['job', 'result'] as const,
  registers,
});

export const jobDuration = new client.Histogram({
  name: 'asa_job_duration_seconds',
  help: 'Duration of scheduled job runs by this process',
  labelNames: ['job'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300],
  registers,
});

export const jobLastSuccess = new client.Gauge({
  name: 'asa_job_last_success_timestamp_seconds',
  help: 'When each scheduled job last ran without failing (unix seconds; 0: not since the upgrade); database-wide',
  labelNames: ['job'] as const,
  registers,
});

export const jobFailuresInARow = new client.Gauge({
  name: 'asa_job_consecutive_failures',
  help: 'Failed runs in a row of each scheduled job (0 after a success); database-wide',
  labelNames: ['job'] as const,
  registers,
});

export const jobOverdue = new client.Gauge({
  name: 'asa_job_overdue_seconds',
  help: 'How long each scheduled job is past its next run (0 when not due yet: no scheduler runs it otherwise); database-wide',
  labelNames: ['job'] as const,
  registers,
});

// No label per game server or instance (issue 34): with thousands of servers each label value is a series
// that is never removed. Which server fails is in the logs and on the Servers page, not in metrics.
export const rconDuration = new client.Histogram({
  name: 'asa_rcon_command_duration_seconds',
  help: 'RCON commands sent by this process, by result (ok, failed)',
  labelNames: ['result'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const rconFailures = new client.Counter({
  name: 'asa_rcon_failures_total',
  help: 'RCON commands of this process that failed (connection, authentication, timeout)',
  registers,
});

/** Filled when scraped from the process's RCON pools (integrations/rcon/pool.ts registers them here). */
export const rconPoolSources = new Set<{
  lanes: Record<'live' | 'suspect', { active: number; queued: number; max: number }>;
  slow: { active: number; max: number };
}>();

export const rconPool = new client.Gauge({
  name: 'asa_rcon_pool_slots',
  help: 'RCON slots of this process by lane (live: servers that answered last; suspect: that did not; slow: contacts unanswered after 1 s that gave their slot up) and state (in_use, waiting, max)',
  labelNames: ['lane', 'state'] as const,
  registers,
  collect() {
    this.reset();
    for (const pool of rconPoolSources)
      for (const lane of ['live', 'suspect'] as const) {
        const l = pool.lanes[lane];
        this.inc({ lane, state: 'in_use' }, l.active);
        this.inc({ lane, state: 'waiting' }, l.queued);
        this.inc({ lane, state: 'max' }, l.max);
      }
    for (const pool of rconPoolSources) {
      this.inc({ lane: 'slow', state: 'in_use' }, pool.slow.active);
      this.inc({ lane: 'slow', state: 'max' }, pool.slow.max);
    }
  },
});

export const discordGateway = new client.Gauge({
  name: 'asa_discord_gateway_up',
  help: 'Discord gateway of the bot in this process: 1 connected, 0 not (by shard)',
  labelNames: ['shard'] as const,
  registers,
});

export const deliveryQueue = new client.Gauge({
  name: 'asa_delivery_queue_depth',
  help: 'Kit purchases not finished, by state (queued, delivering, waiting); database-wide',
  labelNames: ['state'] as const,
  registers,
});

export const deliveryQueueAge = new client.Gauge({
  name: 'asa_delivery_queue_oldest_seconds',
  help: 'Age of the oldest unfinished kit purchase, by state; database-wide',
  labelNames: ['state'] as const,
  registers,
});

export const purchasesTotal = new client.Gauge({
  name: 'asa_purchases',
  help: 'Kit purchases ever made, by final state (delivered, failed, expired, unknown) and whether refunded; database-wide',
  labelNames: ['state', 'refunded'] as const,
  registers,
});

export const outboxDepth = new client.Gauge({
  name: 'asa_discord_outbox_depth',
  help: 'Discord messages waiting in the outbox for the bot; database-wide',
  registers,
});

export const outboxOldest = new client.Gauge({
  name: 'asa_discord_outbox_oldest_seconds',
  help: 'Age of the oldest Discord message waiting in the outbox (0: none); database-wide',
  registers,
});

export const deliveryQueueDue = new client.Gauge({
  name: 'asa_delivery_queue_due',
  help: 'Kit purchases the delivery queue may take now (queued, or waiting whose next try came and not expired); database-wide',
  registers,
});

export const deliveryQueueDueAge = new client.Gauge({
  name: 'asa_delivery_queue_due_oldest_seconds',
  help: 'How long the longest-due purchase has been due without being taken (0: none due); database-wide',
  registers,
});

export const webhookBacklog = new client.Gauge({
  name: 'asa_webhook_backlog',
  help: 'Webhook deliveries not yet delivered nor given up, by state (due: its next attempt came; retrying: waiting for its back-off); database-wide',
  labelNames: ['state'] as const,
  registers,
});

export const webhookBacklogAge = new client.Gauge({
  name: 'asa_webhook_backlog_oldest_seconds',
  help: 'Age of the oldest webhook delivery not yet delivered nor given up (0: none); database-wide',
  registers,
});

export const inboxDepth = new client.Gauge({
  name: 'asa_ingame_inbox_depth',
  help: 'In-game chat commands stored and not yet processed, by state (pending, processing); database-wide',
  labelNames: ['state'] as const,
  registers,
});

export const inboxAge = new client.Gauge({
  name: 'asa_ingame_inbox_oldest_seconds',
  help: 'Age of the oldest stored in-game chat command not yet processed (0: none); database-wide',
  registers,
});

export const chatReaders = new client.Gauge({
  name: 'asa_ingame_readers',
  help: 'Chat readers of listed servers of instances with the in-game shop on, by state (ok: last read worked; failing; never: not read yet); database-wide',
  labelNames: ['state'] as const,
  registers,
});

export const chatReaderLagMax = new client.Gauge({
  name: 'asa_ingame_reader_lag_max_seconds',
  help: 'Seconds since the last successful chat read of the reader furthest behind (0: no reader); database-wide',
  registers,
});

/** Upper bounds (seconds) of asa_ingame_reader_lag_seconds: a healthy reader is at most 1.5 poll intervals behind (2-60 s). */
export const readerLagBuckets = [5, 15, 30, 60, 120, 300, 900, 3600];

/**
 * A histogram whose buckets are counted elsewhere (in SQL, at scrape time) and set as a whole: what each
 * scrape sees is the distribution now (how far behind each reader is), not observations accumulated over
 * time. Written as a Prometheus histogram (`_bucket{le}`, `_sum`, `_count`), so histogram_quantile works.
 */
class SnapshotHistogram {
  readonly type = 'histogram';
  private snapshot = { buckets: [] as number[], sum: 0, count: 0 };

  constructor(
    readonly name: string,
    readonly help: string,
    readonly upperBounds: number[],
  ) {
    registry.registerMetric(this as never);
  }

  /** `buckets[i]`: how many values are at most upperBounds[i] (cumulative, as Prometheus has them). */
  set(buckets: number[], sum: number, count: number) {
    this.snapshot = { buckets, sum, count };
  }

  get() {
    const { buckets, sum, count } = this.snapshot;
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: 'sum',
      values: [
        ...this.upperBounds.map((le, i) => ({
          metricName: `${this.name}_bucket`,
          labels: { le },
          value: buckets[i] ?? 0,
        })),
        { metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, value: count },
        { metricName: `${this.name}_sum`, labels: {}, value: sum },
        { metricName: `${this.name}_count`, labels: {}, value: count },
      ],
    };
  }

  reset() {
    this.snapshot = { buckets: [], sum: 0, count: 0 };
  }
}

export const chatReaderLag = new SnapshotHistogram(
  'asa_ingame_reader_lag_seconds',
  'Chat readers of asa_ingame_readers by seconds since their last successful read (the readers now, not observations over time; those never read are not in it); database-wide',
  readerLagBuckets,
);

export const info = new client.Gauge({
  name: 'asa_build_info',
  help: 'Always 1: the version and role of this process (kept for existing dashboards; see asa_app_info)',
  labelNames: ['version', 'role'] as const,
  registers,
});

export const appInfo = new client.Gauge({
  name: 'asa_app_info',
  help: 'Always 1: the version, commit and role of this process (its start: asa_process_start_time_seconds)',
  labelNames: ['version', 'commit', 'role'] as const,
  registers,
});

/** Times an RCON call: `await timeRcon(() => send())` records latency and failure. */
export async function timeRcon<T>(call: () => Promise<T>): Promise<T> {
  const end = rconDuration.startTimer();
  try {
    const out = await call();
    end({ result: 'ok' });
    return out;
  } catch (err) {
    end({ result: 'failed' });
    rconFailures.inc();
    throw err;
  }
}
