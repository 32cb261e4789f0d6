import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botInstances, users } from '../../db/schema';
import { demoPersonas } from '../demo/personas';
import { getInstanceRow } from '../bots/repo';
import { toBotInstance, updateInstance } from '../bots/service';
import { API_KEY_RATE_LIMIT } from './api-key';
import { createApiWorld, SHARED_DISCORD_ID, type ApiWorld } from './test-fixtures';

let w: ApiWorld;
beforeAll(async () => {
  w = await createApiWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('API key access', () => {
  it('answers 401 without a key, with an unknown key, with a session token or another scheme', async () => {
    for (const res of [
      await w.api(null, { method: 'GET', url: '/api/v1/players' }),
      await w.api('not-a-key', { method: 'GET', url: '/api/v1/players' }),
      await w.t.call('owner', { method: 'GET', url: '/api/v1/players' }),
      await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/kits',
        headers: { authorization: `Bearer ${w.key}` },
      }),
      await w.api('', { method: 'GET', url: '/api/v1/kits' }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe(
        'API key missing or unknown. Send the header Authorization: BOT <key>.',
      );
    }
  });

  it('works with the key (scheme name in any case) and only for its instance', async () => {
    const res = await w.api(w.key, { method: 'GET', url: '/api/v1/players?pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeGreaterThanOrEqual(6);
    expect(body.items.every((p: { botId: number }) => p.botId === w.t.botId)).toBe(true);
    expect(body.items.map((p: { name: string }) => p.name)).not.toContain('Other Rex');
    const lower = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/kits',
      headers: { authorization: `bot ${w.key}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it('stops the old key at once when a new one is created', async () => {
    const before = await w.recreateKey(w.t.botId);
    expect((await w.api(before, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    const after = await w.recreateKey(w.t.botId);
    expect(after).not.toBe(before);
    expect((await w.api(before, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(401);
    expect((await w.api(after, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    const [row] = await w.t.ctx.db.select().from(botInstances).where(eq(botInstances.id, w.t.botId));
    expect(JSON.stringify(row)).not.toContain(after);
    w.key = after;
  });

  it('keeps the new key when a dashboard save that loaded the instance earlier lands after it', async () => {
    const stale = (await getInstanceRow(w.t.ctx.db, w.t.botId))!;
    const [owner] = await w.t.ctx.db
      .select()
      .from(users)
      .where(eq(users.discordId, demoPersonas.owner.discordId));
    const fresh = await w.recreateKey(w.t.botId);
    const input = toBotInstance(w.t.ctx, stale);
    await updateInstance(w.t.ctx, owner!, stale, { ...input, isShopEnabled: !input.isShopEnabled });
    await updateInstance(w.t.ctx, owner!, stale, input);
    expect((await w.botOf(w.t.botId)).apiSettings.apiKey).toBe(fresh);
    expect((await w.api(fresh, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    w.key = fresh;
  });

  it('answers 403 while API access is switched off', async () => {
    await w.setApiEnabled(w.t.botId, false);
    try {
      const res = await w.api(w.key, { method: 'GET', url: '/api/v1/players' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'API access is disabled for this bot. The owner can enable it on the API Access page of the dashboard.',
      );
    } finally {
      await w.setApiEnabled(w.t.botId, true);
    }
    expect((await w.api(w.key, { method: 'GET', url: '/api/v1/players' })).statusCode).toBe(200);
  });

  it("answers 403 with the tier text when the owner's tier is below Tier 2", async () => {
    for (const tier of [0, 1]) {
      await w.setOwnerTier(tier);
      try {
        const res = await w.api(w.key, {
          method: 'PUT',
          url: `/api/v1/players/${SHARED_DISCORD_ID}/credits`,
          payload: { amount: 5 },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('API Access is a Tier 2 feature.');
      } finally {
        await w.setOwnerTier(5);
      }
    }
    await w.setOwnerTier(2);
    try {
      expect((await w.api(w.key, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
    } finally {
      await w.setOwnerTier(5);
    }
  });
});

describe('kits', () => {
  it("lists only the key's instance kits", async () => {
    const res = await w.api(w.key, { method: 'GET', url: '/api/v1/kits' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((k: { botId: number }) => k.botId === w.t.botId)).toBe(true);
    const theirs = (await w.api(w.other.key, { method: 'GET', url: '/api/v1/kits' })).json();
    expect(theirs.map((k: { id: number }) => k.id)).toEqual([w.other.kitId]);
  });
});

describe('OpenAPI', () => {
  it('documents every key route with the BOT key security scheme', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.botKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const routes: [string, string][] = [
      ['/api/v1/players', 'get'],
      ['/api/v1/players/{playerRef}', 'get'],
      ['/api/v1/players/{playerRef}/credits', 'put'],
      ['/api/v1/kits', 'get'],
      ['/api/v1/players/{playerRef}/vouchers', 'post'],
      ['/api/v1/purchases', 'get'],
    ];
    for (const [path, method] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeTruthy();
      expect(op.security).toEqual([{ botKey: [] }]);
      expect(op.summary).toBeTruthy();
      expect(op.tags).toEqual(['api-v1']);
    }
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${API_KEY_RATE_LIMIT} calls a minute with one key, other keys unaffected`, async () => {
    const k = await w.recreateKey(w.other.botId);
    let last = 0;
    for (let i = 0; i < API_KEY_RATE_LIMIT; i++) {
      last = (await w.api(k, { method: 'GET', url: '/api/v1/kits' })).statusCode;
      expect(last).toBe(200);
    }
    const over = await w.api(k, { method: 'GET', url: '/api/v1/kits' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many API requests. Please wait a minute and try again.');
    expect((await w.api(w.key, { method: 'GET', url: '/api/v1/kits' })).statusCode).toBe(200);
  });
});
