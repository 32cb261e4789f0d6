import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/harness';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** A test app whose log lines are collected; `requests()` answers the request lines written so far. */
async function appWithLog(env: Record<string, string>) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      cb();
    },
  });
  const t = await createTestApp(env, { logStream: stream });
  const requests = async () => {
    await new Promise((r) => setImmediate(r));
    return lines
      .filter((l) => l.msg === 'request completed')
      .map((l) => [l.level, l.req?.method, l.req?.url, l.res?.statusCode]);
  };
  return { t, lines, requests };
}

describe('request log (LOG_READ_SAMPLE)', () => {
  let a: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    a = await appWithLog({ LOG_LEVEL: 'info', LOG_READ_SAMPLE: '3' });
  });
  afterAll(async () => a?.t.close());

  it('logs one successful read in N, every failed read and every write, one line per request', async () => {
    const { t } = a;
    const list = `/api/server/list/${t.botId}`;
    for (let i = 0; i < 6; i++)
      expect((await t.call('owner', { method: 'GET', url: list })).statusCode).toBe(200);
    expect((await t.call('anonymous', { method: 'GET', url: list })).statusCode).toBe(401);
    expect((await t.call('stranger', { method: 'GET', url: list })).statusCode).toBe(403);
    expect((await t.call('owner', { method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    const bad = await t.call('owner', { method: 'PUT', url: '/api/server', payload: { server: {} } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.call('owner', {
      method: 'PUT',
      url: '/api/server/bulk',
      payload: { servers: [] },
    });
    expect(ok.statusCode).toBe(200);
    expect(await a.requests()).toEqual([
      [30, 'GET', list, 200],
      [30, 'GET', list, 200],
      [30, 'GET', list, 401],
      [30, 'GET', list, 403],
      [30, 'GET', '/api/nope', 404],
      [30, 'PUT', '/api/server', 400],
      [30, 'PUT', '/api/server/bulk', 200],
    ]);
    expect(a.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const line = a.lines.find((l) => l.msg === 'request completed')!;
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('redacts tokens in a logged line', async () => {
    a.lines.length = 0;
    for (let i = 0; i < 3; i++)
      await a.t.app.inject({ method: 'GET', url: '/api/auth/management/verifyLogin?token=secret-tok' });
    const logged = JSON.stringify(a.lines);
    expect(logged).toContain('/api/auth/management/verifyLogin?token=[redacted]');
    expect(logged).not.toContain('secret-tok');
  });
});

describe('request log at debug', () => {
  it('LOG_LEVEL=debug writes every read; LOG_READ_SAMPLE=0 none at info', async () => {
    const debug = await appWithLog({ LOG_LEVEL: 'debug', LOG_READ_SAMPLE: '0' });
    const quiet = await appWithLog({ LOG_LEVEL: 'info', LOG_READ_SAMPLE: '0' });
    try {
      for (const x of [debug, quiet])
        for (let i = 0; i < 2; i++) await x.t.call('owner', { method: 'GET', url: '/api/user/self' });
      expect(await debug.requests()).toEqual([
        [20, 'GET', '/api/user/self', 200],
        [20, 'GET', '/api/user/self', 200],
      ]);
      expect(await quiet.requests()).toEqual([]);
    } finally {
      await debug.t.close();
      await quiet.t.close();
    }
  });
});
