import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { localBus, postgresBus, redisBus, type Bus } from './bus';

const buses: Bus[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const b of buses) await b.close();
  for (const c of closers) await c();
});

/** Two processes' buses on one transport: each hears its own messages once and the other's once. */
async function exchange(a: Bus, b: Bus) {
  const heard: string[] = [];
  a.subscribe('sessions', (p) => heard.push(`a:${JSON.stringify(p)}`));
  b.subscribe('sessions', (p) => heard.push(`b:${JSON.stringify(p)}`));
  b.subscribe('other', () => heard.push('b:other'));
  await new Promise((r) => setTimeout(r, 300)); // listeners connected
  await a.publish('sessions', { revoked: 'tok1' });
  await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(2);
  await new Promise((r) => setTimeout(r, 200));
  expect(heard.sort()).toEqual(['a:{"revoked":"tok1"}', 'b:{"revoked":"tok1"}']);
}

describe('cache-invalidation bus', () => {
  it('in one process: publish reaches the subscribers at once; unsubscribe stops it', async () => {
    const bus = localBus();
    const heard: unknown[] = [];
    const off = bus.subscribe('t', (p) => heard.push(p));
    await bus.publish('t', 1);
    expect(heard).toEqual([1]);
    off();
    await bus.publish('t', 2);
    expect(heard).toEqual([1]);
  });

  it.skipIf(!process.env.DATABASE_URL)('between processes through PostgreSQL LISTEN/NOTIFY', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    closers.push(() => pool.end());
    const notify = (ch: string, msg: string) => pool.query('select pg_notify($1, $2)', [ch, msg]);
    const schema = `bus_${process.pid}`;
    const a = postgresBus(process.env.DATABASE_URL!, schema, notify, () => undefined);
    const b = postgresBus(process.env.DATABASE_URL!, schema, notify, () => undefined);
    buses.push(a, b);
    await exchange(a, b);
  });

  it.skipIf(!process.env.REDIS_URL)('between processes through Redis pub/sub', async () => {
    const ra = new Redis(process.env.REDIS_URL!);
    const rb = new Redis(process.env.REDIS_URL!);
    closers.push(
      () => ra.quit(),
      () => rb.quit(),
    );
    const ns = `test${process.pid}`;
    const a = redisBus(ra, ns, () => undefined);
    const b = redisBus(rb, ns, () => undefined);
    buses.push(a, b);
    await exchange(a, b);
  });
});
