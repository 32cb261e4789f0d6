import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { createSession, pruneSessions } from './service';

let t: TestApp;
beforeAll(async () => {
  // no auth cache: the test moves the stored times directly (a cached session is re-read within seconds)
  t = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_DAYS: '1', AUTH_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const self = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/self', headers: { authorization: `Bearer ${token}` } });
const ownerId = async () =>
  (await t.ctx.db.select().from(users).where(eq(users.username, 'Demo Owner')))[0]!.id;
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.ctx.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, sha256(token)));

describe('sessions', () => {
  it('end after SESSION_IDLE_HOURS without use and after SESSION_DAYS at the latest, and are pruned', async () => {
    const idle = await createSession(t.ctx, await ownerId());
    const old = await createSession(t.ctx, await ownerId());
    const fresh = await createSession(t.ctx, await ownerId());
    expect((await self(idle)).statusCode).toBe(200);
    await setSession(idle, { lastUsedAt: new Date(Date.now() - 3 * 3_600_000) });
    await setSession(old, { expiresAt: new Date(Date.now() - 1000) });
    expect((await self(idle)).statusCode).toBe(401);
    expect((await self(old)).statusCode).toBe(401);
    expect((await self(fresh)).statusCode).toBe(200);
    await pruneSessions(t.ctx);
    const left = (await t.ctx.db.select().from(sessions)).map((s) => s.tokenHash);
    expect(left).not.toContain(sha256(idle));
    expect(left).not.toContain(sha256(old));
    expect(left).toContain(sha256(fresh));
  });

  it('records the last use (at most once a minute), so an active session stays alive', async () => {
    const token = await createSession(t.ctx, await ownerId());
    const past = new Date(Date.now() - 3_600_000);
    await setSession(token, { lastUsedAt: past });
    expect((await self(token)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(past.getTime() + 30 * 60_000);
  });

  it('are listed for their user (never a token) and can be signed out one by one, only by their user', async () => {
    const other = await createSession(t.ctx, await ownerId(), 'Firefox on a stolen laptop');
    const list = await t.call('owner', { method: 'GET', url: '/api/auth/sessions' });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; userAgent: string; current: boolean }[];
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    const target = rows.find((r) => r.userAgent === 'Firefox on a stolen laptop')!;
    expect(list.body).not.toContain(other);
    expect(list.body).not.toContain(sha256(other));
    // another user cannot end it
    const foreign = await t.call('viewer', { method: 'DELETE', url: `/api/auth/sessions/${target.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await self(other)).statusCode).toBe(200);
    const out = await t.call('owner', { method: 'DELETE', url: `/api/auth/sessions/${target.id}` });
    expect(out.statusCode).toBe(200);
    expect((await self(other)).statusCode).toBe(401);
  });
});
