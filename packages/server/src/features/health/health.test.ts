import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { startScheduler } from '../../jobs/scheduler';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('health checks', () => {
  it('/healthz answers while the process runs; /readyz checks database, migrations and scheduler', async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.call('anonymous', { method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      version: JSON.parse(
        fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
      ).version,
      commit: expect.any(String),
    });
    const ready = await t.call('anonymous', { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        scheduler: 'not run by this process',
        discordGateway: 'not run by this process',
      },
    });

    const scheduler = startScheduler(t.ctx, [], () => undefined, { firstMs: 60_000 });
    expect((await t.call('anonymous', { method: 'GET', url: '/readyz' })).json().checks.scheduler).toBe('ok');
    await scheduler.stop();
    const stopped = await t.call('anonymous', { method: 'GET', url: '/readyz' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toMatchObject({ status: 'not ready', checks: { scheduler: 'stopped' } });
    t.ctx.lifecycle.scheduler = null;

    // a database restored from an older build lacks the newest migration
    const table =
      t.ctx.database.kind === 'postgres'
        ? sql.raw(`"${t.ctx.config.databaseSchema}"."__drizzle_migrations"`)
        : sql.raw('"drizzle"."__drizzle_migrations"');
    const [newest] = (
      await t.ctx.db.execute(sql`select id, created_at from ${table} order by created_at desc limit 1`)
    ).rows as { id: number; created_at: string }[];
    await t.ctx.db.execute(sql`update ${table} set created_at = 0 where id = ${newest!.id}`);
    const old = await t.call('anonymous', { method: 'GET', url: '/readyz' });
    expect(old.statusCode).toBe(503);
    expect(old.json().checks).toMatchObject({ database: 'ok', migrations: 'not applied' });
    await t.ctx.db.execute(
      sql`update ${table} set created_at = ${newest!.created_at} where id = ${newest!.id}`,
    );
    expect((await t.call('anonymous', { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  /** A TCP proxy in front of PostgreSQL that can drop every connection and refuse new ones, then come back. */
  async function pgProxy(target: URL) {
    const sockets = new Set<net.Socket>();
    let server: net.Server | null = null;
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const up = () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => undefined);
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      });
    const down = () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      });
    await up();
    return { port, up, down };
  }

  it.skipIf(!process.env.DATABASE_URL)(
    '/readyz answers 503 while PostgreSQL is unreachable and 200 once it is back',
    async () => {
      const target = new URL(process.env.DATABASE_URL!);
      const proxy = await pgProxy(target);
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const t = await createTestApp({ DATABASE_URL: viaProxy.toString() });
      apps.push(t);
      expect((await t.call('anonymous', { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await proxy.down();
      const gone = await t.call('anonymous', { method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ status: 'not ready', checks: { migrations: 'unknown' } });
      expect(gone.json().checks.database).not.toBe('ok');
      expect((await t.call('anonymous', { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await proxy.up();
      await expect
        .poll(async () => (await t.call('anonymous', { method: 'GET', url: '/readyz' })).statusCode, {
          timeout: 10_000,
        })
        .toBe(200);
    },
  );
});
