import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { binDir, startOwnPostgres, type OwnPostgres } from '../../test/helpers/own-postgres';
import { startScheduler, type Job, type Scheduler } from '../jobs/scheduler';
import { kv } from './schema';
import { databaseUnavailable } from './availability';
import { DATABASE_UNAVAILABLE } from '../app';

/**
 * The database going away under a running app (issue 34): `pg_terminate_backend` on the app's own
 * connections, and a real stop and start of a PostgreSQL server this test runs itself. Nothing may exit
 * the process: an unhandled 'error' event or rejection fails the run (vitest reports it).
 */
const onPostgres = !!process.env.DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that writes one kv row per run (every second): shows the jobs run, stop and resume. */
const probeJob: Job = {
  name: 'outage-probe',
  everyMinutes: 1,
  everySeconds: 1,
  run: (ctx) =>
    ctx.db.insert(kv).values({ key: `outage-run:${ctx.now().getTime()}:${Math.random()}`, value: {} }),
};
const runsSince = async (t: TestApp, since: number) =>
  (await t.ctx.db.select({ key: kv.key }).from(kv).where(like(kv.key, 'outage-run:%'))).filter(
    (r) => Number(r.key.split(':')[1]) >= since,
  ).length;

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await sleep(100);
  }
}

const bots = (t: TestApp) => t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' });
const ready = (t: TestApp) => t.call('anonymous', { method: 'GET', url: '/readyz' });

describe('the database going away', () => {
  it.skipIf(!onPostgres)(
    'pg_terminate_backend on every connection of the app: no exit, requests and jobs go on',
    async () => {
      const t = await createTestApp();
      cleanups.push(() => t.close());
      const scheduler: Scheduler = startScheduler(t.ctx, [probeJob], () => undefined, {
        firstMs: 50,
        everyMs: 250,
      });
      cleanups.push(() => scheduler.stop());
      expect((await bots(t)).statusCode).toBe(200);
      await until(
        () => runsSince(t, 0),
        (n) => n > 0,
        5_000,
      );
      const dbName = new URL(t.ctx.config.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      cleanups.push(() => admin.end());
      // a transaction in flight when its connection is cut: rejected with a connection error, no crash
      const inFlight = t.ctx.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(10)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      await sleep(300);
      // only this test's database, only this app's connections (application_name names its schema)
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
        [dbName, `asa-shop:${t.ctx.config.databaseSchema}`],
      );
      // at least the in-flight one (the pool holds idle ones only when earlier work needed them)
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
      const err = await inFlight;
      expect(err).toBeTruthy();
      expect(databaseUnavailable(err)).toBeTruthy();
      // the pool opens new connections: requests and readiness are fine within seconds
      const after = await until(
        () => bots(t),
        (r) => r.statusCode === 200,
        10_000,
      );
      expect(after.statusCode).toBe(200);
      expect(
        (
          await until(
            () => ready(t),
            (r) => r.statusCode === 200,
            10_000,
          )
        ).statusCode,
      ).toBe(200);
      const since = Date.now();
      expect(
        await until(
          () => runsSince(t, since),
          (n) => n > 0,
          10_000,
        ),
      ).toBeGreaterThan(0);
    },
    60_000,
  );

  it.skipIf(!binDir())(
    'a restart of its PostgreSQL server: 503 while it is gone, /readyz 200 within seconds after, jobs resume, writes kept',
    async () => {
      let own: OwnPostgres;
      try {
        own = await startOwnPostgres();
      } catch (err) {
        // documented in docs/operations.md: the test needs initdb/pg_ctl usable by this user
        console.warn(`own PostgreSQL could not start, skipped: ${(err as Error).message}`);
        return;
      }
      cleanups.push(() => own.close());
      const t = await createTestApp({ DATABASE_URL: own.url, DATABASE_SCHEMA: 'public' });
      cleanups.push(() => t.close());
      const scheduler = startScheduler(t.ctx, [probeJob], () => undefined, { firstMs: 50, everyMs: 250 });
      cleanups.push(() => scheduler.stop());
      expect((await bots(t)).statusCode).toBe(200);
      await until(
        () => runsSince(t, 0),
        (n) => n > 0,
        5_000,
      );
      // an acknowledged write before the restart
      await t.ctx.db.insert(kv).values({ key: 'outage-acknowledged', value: { kept: true } });

      own.stop();
      const gone = await bots(t);
      expect(gone.statusCode).toBe(503);
      expect(gone.headers['retry-after']).toBe('5');
      expect(gone.json()).toEqual({
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE,
        code: 'database_unavailable',
      });
      const notReady = await ready(t);
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().checks.database).toMatch(/^not reachable: /);
      expect(t.ctx.database.availability.down()).toBeTruthy();
      // the scheduler stays alive (it starts no run while the database is away)
      await sleep(1_500);
      expect(scheduler).toBeTruthy();
      expect(t.ctx.lifecycle.scheduler?.alive()).toBe(true);

      own.start();
      const back = Date.now();
      const readyAgain = await until(
        () => ready(t),
        (r) => r.statusCode === 200,
        15_000,
      );
      const seconds = (Date.now() - back) / 1000;
      expect(readyAgain.statusCode).toBe(200);
      expect(seconds).toBeLessThan(10);
      expect((await bots(t)).statusCode).toBe(200);
      const since = Date.now();
      expect(
        await until(
          () => runsSince(t, since),
          (n) => n > 0,
          10_000,
        ),
      ).toBeGreaterThan(0);
      const [kept] = await t.ctx.db.select().from(kv).where(like(kv.key, 'outage-acknowledged'));
      expect(kept?.value).toEqual({ kept: true });
    },
    120_000,
  );
});
