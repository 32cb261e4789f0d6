/**
 * Every error answer carries a stable `code` of the domain's one list (errorCodes, issue 35): walks every
 * operation of the OpenAPI document and provokes what can be provoked without a setup per route: no login,
 * a stranger's and a view-only manager's call, a body of the wrong type, a non-numeric and an unknown id.
 */
import { errorCodes } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/harness';
import type { DemoPersona } from '../src/features/demo/personas';

/** Routes whose success ends the test's own footing (deletes the instance or the account, ends sessions). */
const skip = new Set([
  'DELETE /api/bots',
  'DELETE /api/user/{id}',
  'POST /api/auth/logout',
  'DELETE /api/auth/sessions/{id}',
]);
const known = new Set<string>(errorCodes);

type Operation = { requestBody?: unknown };
let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

describe('error codes', () => {
  it('every error answer the routes give has a code of the domain list', { timeout: 600_000 }, async () => {
    const bad: string[] = [];
    const seen = new Map<number, Set<string>>();
    const probe = async (who: DemoPersona | 'anonymous', method: string, url: string, payload?: unknown) => {
      const res = await t.call(who, {
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      });
      if (res.statusCode < 400 || !String(res.headers['content-type']).includes('json')) return;
      const code = (res.json() as { code?: string }).code;
      if (!code || !known.has(code)) bad.push(`${who} ${method} ${url} ${res.statusCode} code=${code}`);
      else seen.set(res.statusCode, (seen.get(res.statusCode) ?? new Set()).add(code));
    };
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [lower, op] of Object.entries(ops)) {
        const method = lower.toUpperCase();
        if (skip.has(`${method} ${path}`)) continue;
        const at = (id: string) =>
          path
            .replace(/\{botId\}/g, String(t.botId))
            .replace(/\{guildId\}/g, '900000000000000001')
            .replace(/\{[^}]+\}/g, id);
        const write = method !== 'GET';
        const body = write && op.requestBody ? {} : undefined;
        await probe('anonymous', method, at('1'), body);
        await probe('stranger', method, at('1'), body);
        if (write) await probe('viewer', method, at('1'), body);
        // wrong types: a string where an object is expected
        if (op.requestBody) await probe('owner', method, at('1'), 'not an object');
        if (path.includes('{') && /\{(?!botId|guildId)[^}]+\}/.test(path)) {
          await probe('owner', method, at('x'), op.requestBody ? 'not an object' : undefined);
          if (method === 'GET' || method === 'DELETE') await probe('owner', method, at('987654321'));
        }
      }
    expect(bad).toEqual([]);
    for (const status of [400, 401, 403, 404]) expect(seen.get(status)?.size, `${status}`).toBeGreaterThan(0);
    expect([...(seen.get(401) ?? [])]).toContain('not_logged_in');
    expect([...(seen.get(403) ?? [])]).toContain('forbidden');
    expect([...(seen.get(400) ?? [])]).toContain('invalid_input');
    expect([...(seen.get(404) ?? [])]).toContain('not_found');
  });

  it('the fallbacks: an unknown API route, malformed JSON, a conflict, too many requests', async () => {
    const route = await t.call('owner', { method: 'GET', url: '/api/no-such-route' });
    expect(route.json()).toMatchObject({ error: 'Not Found', code: 'not_found' });
    const json = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      headers: { 'content-type': 'application/json' },
      payload: '{"server":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('invalid_input');
    const player = { botId: t.botId, name: 'Twin', discordId: '123456789012345678', discordName: 'twin' };
    const first = await t.call('owner', { method: 'POST', url: '/api/player', payload: { player } });
    expect(first.statusCode).toBeLessThan(300);
    const twin = await t.call('owner', { method: 'POST', url: '/api/player', payload: { player } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('duplicate_discord_id');
    let limited = await t.call('anonymous', { method: 'GET', url: '/api/auth/discord/login' });
    for (let i = 0; i < 30 && limited.statusCode !== 429; i++)
      limited = await t.call('anonymous', { method: 'GET', url: '/api/auth/discord/login' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
