import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditHistory, players } from '../../db/schema';
import { createApiWorld, SHARED_DISCORD_ID, type ApiWorld } from './test-fixtures';

let w: ApiWorld;
beforeAll(async () => {
  w = await createApiWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('players', () => {
  it('pages and searches players (page 1-based, pageSize at most 100)', async () => {
    const page1 = (await w.api(w.key, { method: 'GET', url: '/api/v1/players?page=1&pageSize=2' })).json();
    const page2 = (await w.api(w.key, { method: 'GET', url: '/api/v1/players?page=2&pageSize=2' })).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(6);
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    const byName = (await w.api(w.key, { method: 'GET', url: '/api/v1/players?search=tek' })).json();
    expect(byName.items.map((p: { name: string }) => p.name)).toEqual(['Tek Titan']);
    const byDiscord = (
      await w.api(w.key, { method: 'GET', url: `/api/v1/players?search=${SHARED_DISCORD_ID}` })
    ).json();
    expect(byDiscord.items.map((p: { name: string }) => p.name)).toEqual(['Rex Rider']);
    const tooBig = await w.api(w.key, { method: 'GET', url: '/api/v1/players?pageSize=101' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.pageSize).toBeTruthy();
    expect((await w.api(w.key, { method: 'GET', url: '/api/v1/players?page=0' })).statusCode).toBe(400);
  });

  it('answers each page player as the dashboard list does (JSON built by the database)', async () => {
    const all = (await w.t.call('owner', { method: 'GET', url: `/api/player/list/${w.t.botId}` })).json();
    const page = await w.api(w.key, { method: 'GET', url: '/api/v1/players?page=1&pageSize=100' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.json()).toEqual({ items: all.slice(0, 100), total: all.length, page: 1, pageSize: 100 });
  });

  it('gets a player by id or Discord ID, with the credit history', async () => {
    const rex = await w.playerByName(w.t.botId, 'Rex Rider');
    const byId = await w.api(w.key, { method: 'GET', url: `/api/v1/players/${rex.id}` });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ id: rex.id, name: 'Rex Rider', credits: rex.credits });
    expect(byId.json().creditHistory.length).toBeGreaterThan(0);
    const byDiscord = await w.api(w.key, { method: 'GET', url: `/api/v1/players/${SHARED_DISCORD_ID}` });
    expect(byDiscord.json().id).toBe(rex.id);
    // the other instance's key sees its own player under the same Discord ID
    const theirs = await w.api(w.other.key, { method: 'GET', url: `/api/v1/players/${SHARED_DISCORD_ID}` });
    expect(theirs.json()).toMatchObject({ id: w.other.playerId, name: 'Other Rex' });
  });

  it("never reaches another instance's player (404) and rejects a bad reference (400)", async () => {
    expect(
      (await w.api(w.key, { method: 'GET', url: `/api/v1/players/${w.other.playerId}` })).statusCode,
    ).toBe(404);
    const rex = await w.playerByName(w.t.botId, 'Rex Rider');
    expect((await w.api(w.other.key, { method: 'GET', url: `/api/v1/players/${rex.id}` })).statusCode).toBe(
      404,
    );
    const write = await w.api(w.key, {
      method: 'PUT',
      url: `/api/v1/players/${w.other.playerId}/credits`,
      payload: { amount: 10, reason: 'x' },
    });
    expect(write.statusCode).toBe(404);
    const [o] = await w.t.ctx.db.select().from(players).where(eq(players.id, w.other.playerId));
    expect(o!.credits).toBe(70);
    expect((await w.api(w.key, { method: 'GET', url: '/api/v1/players/9999999999' })).statusCode).toBe(404);
    const bad = await w.api(w.key, { method: 'GET', url: '/api/v1/players/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.playerRef).toBe(
      'playerRef must be a player id or a Discord ID (15 to 25 digits)',
    );
    expect((await w.api(w.key, { method: 'GET', url: '/api/v1/players/123456789012' })).statusCode).toBe(400);
  });
});

describe('credits', () => {
  it('adds and takes credits with a history row (actor api) and answers the new balance', async () => {
    const p = await w.playerByName(w.t.botId, 'Dodo Whisperer');
    const rows = await w.historyCount(p.id);
    const add = await w.api(w.key, {
      method: 'PUT',
      url: `/api/v1/players/${p.id}/credits`,
      payload: { amount: 25, reason: 'Event winner' },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({
      playerId: p.id,
      credits: p.credits + 25,
      totalCreditsEarned: p.totalCreditsEarned + 25,
      entry: { amount: 25, balanceAfter: p.credits + 25, reason: 'Event winner', actor: 'api' },
    });
    const take = await w.api(w.key, {
      method: 'PUT',
      url: `/api/v1/players/${p.discordId}/credits`,
      payload: { amount: -10 },
    });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json()).toMatchObject({
      credits: p.credits + 15,
      totalCreditsEarned: p.totalCreditsEarned + 25,
    });
    expect(await w.historyCount(p.id)).toBe(rows + 2);
    const [stored] = await w.t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(stored!.credits).toBe(p.credits + 15);
    const last = await w.t.ctx.db
      .select()
      .from(creditHistory)
      .where(and(eq(creditHistory.playerId, p.id), eq(creditHistory.amount, -10)));
    expect(last[0]).toMatchObject({
      actor: 'api',
      reason: '',
      balanceAfter: p.credits + 15,
      botId: w.t.botId,
    });
  });

  it('refuses a balance below 0 with 400 and changes nothing', async () => {
    const p = await w.playerByName(w.t.botId, 'Argy Ace');
    const rows = await w.historyCount(p.id);
    const res = await w.api(w.key, {
      method: 'PUT',
      url: `/api/v1/players/${p.id}/credits`,
      payload: { amount: -(p.credits + 1), reason: 'too much' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credits cannot go below 0.');
    const [after] = await w.t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(after!.credits).toBe(p.credits);
    expect(await w.historyCount(p.id)).toBe(rows);
  });

  it('rejects bad bodies with 400 and field messages, writing nothing', async () => {
    const p = await w.playerByName(w.t.botId, 'Raptor Rick');
    const rows = await w.historyCount(p.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', 'Amount must not be 0'],
      [{ amount: 1.5 }, 'amount', 'Amount must be a whole number'],
      [{ amount: '5' }, 'amount', 'Amount must be a whole number'],
      [{}, 'amount', 'Amount must be a whole number'],
      [{ amount: 2_000_000_000 }, 'amount', 'Amount must be between -1000000000 and 1000000000'],
      [{ amount: 5, reason: 'x'.repeat(201) }, 'reason', 'Reason must be less than 201 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await w.api(w.key, { method: 'PUT', url: `/api/v1/players/${p.id}/credits`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    const [after] = await w.t.ctx.db.select().from(players).where(eq(players.id, p.id));
    expect(after!.credits).toBe(p.credits);
    expect(await w.historyCount(p.id)).toBe(rows);
  });

  it('keeps balances within 32-bit integers (400, nothing written)', async () => {
    const [p] = await w.t.ctx.db
      .insert(players)
      .values({ botId: w.t.botId, name: 'Rich', discordId: '300000000000000099', credits: 2_000_000_000 })
      .returning();
    const res = await w.api(w.key, {
      method: 'PUT',
      url: `/api/v1/players/${p!.id}/credits`,
      payload: { amount: 500_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The balance would become too large.');
    expect(await w.historyCount(p!.id)).toBe(0);
  });

  it('serialises concurrent takes: never below 0', async () => {
    const [p] = await w.t.ctx.db
      .insert(players)
      .values({ botId: w.t.botId, name: 'Race', discordId: '300000000000000098', credits: 5 })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        w.api(w.key, { method: 'PUT', url: `/api/v1/players/${p!.id}/credits`, payload: { amount: -1 } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const [after] = await w.t.ctx.db.select().from(players).where(eq(players.id, p!.id));
    expect(after!.credits).toBe(0);
    expect(await w.historyCount(p!.id)).toBe(5);
  });
});
