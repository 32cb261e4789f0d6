/**
 * Rate limits answer 429 with Retry-After (@fastify/rate-limit, plugins/rate-limits.ts), and with REDIS_URL
 * the counts are shared by every process (two app instances against the local Redis at 127.0.0.1:6379).
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/harness';
import { rateRules } from '../../src/plugins/rate-limits';
import { API_KEY_RATE_LIMIT } from '../../src/features/api-v1/api-key';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});
const app = async (env: Record<string, string> = {}) => {
  const a = await createTestApp(env);
  apps.push(a);
  return a;
};
const expect429 = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
};

describe('rate limits', () => {
  it('login, verifyLogin, RCON test and unknown API keys answer 429 with Retry-After', async () => {
    const t = await app();
    for (let i = 0; i < rateRules.login.max; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/discord/login' })).statusCode).toBe(302);
    expect429(await t.app.inject({ method: 'GET', url: '/api/auth/discord/login' }));
    // another client address has its own count
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/discord/login',
      remoteAddress: '198.51.100.4',
    });
    expect(other.statusCode).toBe(302);

    for (let i = 0; i < rateRules.verifyLogin.max; i++)
      await t.app.inject({ method: 'GET', url: '/api/auth/management/verifyLogin?token=guess' });
    expect429(await t.app.inject({ method: 'GET', url: '/api/auth/management/verifyLogin?token=guess' }));

    const rcon = { botId: t.botId, host: '127.0.0.1', port: 1, password: 'password' };
    for (let i = 0; i < rateRules.rconTestUser.max; i++)
      await t.call('owner', { method: 'POST', url: '/api/rcon/test', payload: rcon });
    const limited = await t.call('owner', { method: 'POST', url: '/api/rcon/test', payload: rcon });
    expect429(limited);
    expect(limited.json().message).toBe(rateRules.rconTestUser.message);

    // one unknown key, tried over and over: limited like a known one (counted before the lookup)
    const key = { authorization: 'BOT not-a-real-key' };
    for (let i = 0; i < API_KEY_RATE_LIMIT; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/players', headers: key })).statusCode).toBe(
        401,
      );
    expect429(await t.app.inject({ method: 'GET', url: '/api/v1/players', headers: key }));
  });

  it('with REDIS_URL two processes share one count', async () => {
    const id = crypto.randomBytes(4).toString('hex');
    // one installation: each test app has its own database clone, so the prefix that would be derived
    // from the database is set (REDIS_PREFIX) as an operator of a cluster would
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_SCHEMA: `rl_${id}`,
      REDIS_PREFIX: `rl_${id}`,
    };
    const a = await app(env);
    const b = await app(env);
    const verify = (x: TestApp) =>
      x.app.inject({ method: 'GET', url: '/api/auth/management/verifyLogin?token=x' });
    const half = rateRules.verifyLogin.max / 2;
    for (let i = 0; i < half; i++) expect((await verify(a)).statusCode).toBe(200);
    for (let i = 0; i < half; i++) expect((await verify(b)).statusCode).toBe(200);
    // each process alone saw only half the limit; together they reached it
    expect429(await verify(a));
    expect429(await verify(b));
  });
});
