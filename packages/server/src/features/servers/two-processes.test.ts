import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createRuntime, type Runtime } from '../../bootstrap';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';

/**
 * Two processes (two app contexts, each with its own cache and bus connection) on one PostgreSQL: a write
 * or a logout through one is seen by the other at once through the bus (LISTEN/NOTIFY), although both
 * trust what they read for 300 s. PostgreSQL only (an in-memory PGlite cannot be shared).
 */
describe('two processes on one PostgreSQL', () => {
  const pg = !!process.env.DATABASE_URL;
  let t: TestApp | undefined;
  let second: Runtime | undefined;
  let other: FastifyInstance | undefined;
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await t?.close();
  });

  it.skipIf(!pg)('a server edit and a logout through one process reach the other', async () => {
    t = await createTestApp({ AUTH_CACHE_SECONDS: '300' });
    second = await createRuntime(t.ctx.config);
    other = await buildApp(second.ctx);
    const token = t.tokens.owner;
    const inOther = () =>
      other!.inject({
        method: 'GET',
        url: `/api/server/list/${t!.botId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await inOther();
    expect(first.statusCode).toBe(200);
    const island = (first.json() as { id: number; name: string }[]).find((s) => s.name === 'The Island')!;
    // the other process's LISTEN connection is up once it hears this one
    let heard = false;
    second.ctx.bus.subscribe('probe', () => (heard = true));
    await expect.poll(async () => (await t!.ctx.bus.publish('probe'), heard), { timeout: 5_000 }).toBe(true);

    const edit = await t.call('owner', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...island, name: 'Renamed elsewhere' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expect
      .poll(async () => (await inOther()).json().map((s: { name: string }) => s.name), { timeout: 5_000 })
      .toContain('Renamed elsewhere');
    expect((await inOther()).headers.etag).not.toBe(first.headers.etag);

    const out = await t.call('owner', { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    await expect.poll(async () => (await inOther()).statusCode, { timeout: 5_000 }).toBe(401);
  });
});
