import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { botInstances, servers } from '../../db/schema';
import { serversChanged } from './list-json';

/**
 * The servers list's ETag / 304 (issue 28): the version is bumped by the database on every write to
 * `servers` (migration 0017's trigger) and kept per process (lib/list-cache.ts) until a write path announces
 * its commit (serversChanged) or AUTH_CACHE_SECONDS pass, so every write path changes the tag: the API's
 * create, update, bulk update and delete, the hosting syncs (link, unlink, sync), the demo.
 */
let t: TestApp;
beforeAll(async () => {
  // versions trusted for 300 s: only a write path's announcement can explain a new answer
  t = await createTestApp({ AUTH_CACHE_SECONDS: '300' });
});
afterAll(async () => t?.close());

const list = (headers: Record<string, string> = {}, botId = t.botId) =>
  t.call('owner', { method: 'GET', url: `/api/server/list/${botId}`, headers });
const etagNow = async () => {
  const res = await list();
  expect(res.statusCode).toBe(200);
  return { etag: res.headers.etag as string, body: res.json() as { id: number; name: string }[] };
};

describe('servers list ETag', () => {
  it('answers 304 without a body while the list is unchanged, and revalidates every time', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"servers-[0-9a-f]+-\d+-\d+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await list({ 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const other = await list({ 'if-none-match': '"servers-0-0-0"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
    // the instance is still checked first: a stranger gets no list and no tag
    const stranger = await t.call('stranger', {
      method: 'GET',
      url: `/api/server/list/${t.botId}`,
      headers: { 'if-none-match': etag },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('every write through the API changes the tag and the answer', async () => {
    const a = await etagNow();
    const created = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: {
        server: {
          botId: t.botId,
          name: 'Tagged',
          serverGroup: 'PvE',
          ip: '198.51.100.8',
          rconPort: 27031,
          rconPassword: 'secret-pass',
          maxPlayers: 70,
          sortingIndex: 77,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const server = created.json();
    const b = await etagNow();
    expect(b.etag).not.toBe(a.etag);
    expect((await list({ 'if-none-match': a.etag })).statusCode).toBe(200);
    expect(b.body.map((s) => s.name)).toContain('Tagged');

    const updated = await t.call('owner', {
      method: 'PUT',
      url: '/api/server',
      payload: { server: { ...server, name: 'Tagged 2' } },
    });
    expect(updated.statusCode).toBe(200);
    const c = await etagNow();
    expect(c.etag).not.toBe(b.etag);
    expect(c.body.map((s) => s.name)).toContain('Tagged 2');

    const bulk = await t.call('owner', {
      method: 'PUT',
      url: '/api/server/bulk',
      payload: { servers: [{ ...server, name: 'Tagged 3' }] },
    });
    expect(bulk.statusCode).toBe(200);
    const d = await etagNow();
    expect(d.etag).not.toBe(c.etag);
    expect(d.body.map((s) => s.name)).toContain('Tagged 3');

    const del = await t.call('owner', {
      method: 'DELETE',
      url: '/api/server',
      payload: { serverId: server.id },
    });
    expect(del.statusCode).toBe(200);
    const e = await etagNow();
    expect(e.etag).not.toBe(d.etag);
    expect(e.body.map((s) => s.id)).not.toContain(server.id);
  });

  it('a hosting sync (unlink) changes it at once: every write path announces its commit', async () => {
    const a = await etagNow();
    const island = a.body.find((s) => s.name === 'The Island')!;
    const res = await t.call('owner', {
      method: 'POST',
      url: `/api/nitrado/unlink/${t.botId}`,
      payload: { serverId: island.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = await etagNow();
    expect(b.etag).not.toBe(a.etag);
    expect(b.body.find((s) => s.id === island.id)).toMatchObject({ nitradoServiceId: 0 });
  });

  it('a write nobody announced (a hand-made SQL fix) is not read until announced or expired', async () => {
    const a = await etagNow();
    const [first] = a.body;
    await t.ctx.db.update(servers).set({ sessionName: 'Fixed by hand' }).where(eq(servers.id, first!.id));
    // the kept version is trusted (AUTH_CACHE_SECONDS 300 here): no database read, the old list
    expect((await list({ 'if-none-match': a.etag })).statusCode).toBe(304);
    serversChanged(t.ctx, t.botId);
    const b = await etagNow();
    expect(b.etag).not.toBe(a.etag);
    expect(b.body.find((s) => s.id === first!.id)).toMatchObject({ sessionName: 'Fixed by hand' });
    expect((await list({ 'if-none-match': a.etag })).statusCode).toBe(200);
  });

  it("another instance's writes leave this list's tag alone", async () => {
    const a = await etagNow();
    const [other] = await t.ctx.db
      .insert(botInstances)
      .values({
        guildId: '777000000000000099',
        guildName: 'Other',
        ownerId: '100000000000000077',
        settings: {},
      })
      .returning();
    await t.ctx.db
      .insert(servers)
      .values({ botId: other!.id, name: 'Elsewhere', ip: '198.51.100.10', rconPort: 27040 });
    expect((await list({ 'if-none-match': a.etag })).statusCode).toBe(304);
  });
});
