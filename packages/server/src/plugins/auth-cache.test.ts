import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@asa/domain';
import { createTestApp, type TestApp } from '../../test/helpers/harness';
import { sessions, users } from '../db/schema';
import { createSession } from '../features/auth/service';
import { createAuthCache } from '../lib/auth-cache';
import { sha256 } from '../lib/crypto';
import { demoPersonas } from '../features/demo/personas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const userId = async (discordId: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.discordId, discordId)))[0]!.id;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('authentication cache', () => {
  it('serves a session from the cache (another process deleting it is seen within the TTL only)', async () => {
    const token = await createSession(t.ctx, await userId(demoPersonas.viewer.discordId));
    const self = () => t.app.inject({ method: 'GET', url: '/api/user/self', headers: bearer(token) });
    expect((await self()).statusCode).toBe(200);
    // what another process's logout looks like to this one: the row is gone, no invalidation arrived
    await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect((await self()).statusCode).toBe(200);
    t.ctx.cache.invalidate('session', sha256(token));
    expect((await self()).statusCode).toBe(401);
  });

  it('a session use is written once a minute, not on every request served from the cache', async () => {
    const token = await createSession(t.ctx, await userId(demoPersonas.viewer.discordId));
    const hash = sha256(token);
    const setLastUse = (at: Date) =>
      t.ctx.db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.tokenHash, hash));
    const lastUse = async () =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0]!.lastUsedAt.getTime();
    const self = () => t.app.inject({ method: 'GET', url: '/api/user/self', headers: bearer(token) });
    await setLastUse(new Date(Date.now() - 120_000));
    t.ctx.cache.invalidate('session', hash);
    expect((await self()).statusCode).toBe(200);
    expect(Date.now() - (await lastUse())).toBeLessThan(30_000); // written: it was 2 minutes old
    // a marker the next requests would overwrite if the cached entry still held the 2-minute-old use
    const marker = new Date(Date.now() - 180_000);
    await setLastUse(marker);
    for (let i = 0; i < 3; i++) expect((await self()).statusCode).toBe(200);
    expect(await lastUse()).toBe(marker.getTime());
  });

  it('a logout takes effect at once in the same process', async () => {
    const token = await createSession(t.ctx, await userId(demoPersonas.owner.discordId));
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/server/list/${t.botId}`, headers: bearer(token) });
    expect((await list()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(401);
  });

  it("removing a manager's permission takes effect at once", async () => {
    const list = () => t.call('manager', { method: 'GET', url: `/api/server/list/${t.botId}` });
    expect((await list()).statusCode).toBe(200);
    const bot = (await t.call('owner', { method: 'GET', url: '/api/bots/forDiscordUser' })).json()[0];
    const put = await t.call('owner', {
      method: 'PUT',
      url: '/api/bots',
      payload: {
        bot: {
          ...bot,
          managers: bot.managers.map((m: { discordId: string }) =>
            m.discordId === demoPersonas.manager.discordId ? { ...m, permissions: ['Kits_View'] } : m,
          ),
        },
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });

  it('a role change by an admin takes effect at once', async () => {
    const all = () => t.call('stranger', { method: 'GET', url: '/api/user/all' });
    expect((await all()).statusCode).toBe(403);
    const id = await userId(demoPersonas.stranger.discordId);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    const res = await t.call('admin', {
      method: 'POST',
      url: '/api/user/',
      payload: {
        user: { id, tier: row!.tier, role: Role.Admin, bonusType: row!.bonusType, patreonEmail: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await all()).statusCode).toBe(200);
  });

  it('entries expire after the TTL, and a load racing an invalidation is not kept', async () => {
    const cache = createAuthCache({ ttlMs: 40 });
    let loads = 0;
    const load = async () => {
      loads++;
      return { id: 1 } as never;
    };
    await cache.instance(1, load);
    await cache.instance(1, load);
    expect(loads).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    await cache.instance(1, load);
    expect(loads).toBe(2);

    let release!: () => void;
    const slow = cache.instance(2, () => new Promise((r) => (release = () => r({ id: 2 } as never))));
    cache.invalidate('instance', 2);
    release();
    await slow;
    await cache.instance(2, load);
    expect(loads).toBe(3);
  });

  it('concurrent misses of one entry share one load, except across an invalidation', async () => {
    const cache = createAuthCache({ ttlMs: 1000 });
    let loads = 0;
    let release!: () => void;
    const load = () => {
      loads++;
      return new Promise<never>((r) => (release = () => r({ id: 3 } as never)));
    };
    const first = Array.from({ length: 20 }, () => cache.instance(3, load));
    expect(loads).toBe(1);
    release();
    expect((await Promise.all(first)).every((row) => row?.id === 3)).toBe(true);

    cache.invalidate('instance', 3);
    const before = cache.instance(3, load);
    const releaseBefore = release;
    cache.invalidate('instance', 3);
    const after = cache.instance(3, load);
    expect(loads).toBe(3);
    releaseBefore();
    release();
    await Promise.all([before, after]);
  });
});
