import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/harness';
import { servers } from '../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_BYTES: '4096' });
});
afterAll(async () => t?.close());

const count = async () => (await t.ctx.db.select().from(servers)).length;

describe('bad requests never give a 500 or write anything', () => {
  it('oversized payload: 413', async () => {
    const before = await count();
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      payload: {
        server: {
          botId: t.botId,
          name: 'x'.repeat(10_000),
          ip: '1.2.3.4',
          rconPort: 1,
          rconPassword: 'abcdef',
        },
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Payload Too Large');
    expect(await count()).toBe(before);
  });

  it('malformed JSON: 400', async () => {
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      headers: { 'content-type': 'application/json' },
      payload: '{"server":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('wrong types and missing bodies: 400 with fields', async () => {
    const res = await t.call('owner', {
      method: 'PUT',
      url: '/api/player/credit',
      payload: { playerId: 'one', credits: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['playerId', 'credits']));
    const empty = await t.call('owner', { method: 'DELETE', url: '/api/server' });
    expect(empty.statusCode).toBe(400);
  });

  it('unknown ids: 404; non-numeric path ids: 400', async () => {
    expect(
      (await t.call('owner', { method: 'DELETE', url: '/api/server', payload: { serverId: 987654 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('owner', { method: 'GET', url: '/api/server/list/987654' })).statusCode).toBe(404);
    expect((await t.call('owner', { method: 'GET', url: '/api/server/list/abc' })).statusCode).toBe(400);
    expect((await t.call('owner', { method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('unsupported content type: 415', async () => {
    const res = await t.call('owner', {
      method: 'POST',
      url: '/api/server',
      headers: { 'content-type': 'text/xml' },
      payload: '<server/>',
    });
    expect(res.statusCode).toBe(415);
  });
});
