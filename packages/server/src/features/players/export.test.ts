import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../../test/helpers/harness';
import { insertPlayer } from '../../db/factories';
import { players } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertPlayer(t.ctx.db, t.botId, { name: 'Comma, "Quote" Ümlaut' });
});
afterAll(async () => t?.close());

const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

describe('CSV export', () => {
  it('players: UTF-8 with BOM, a header, every player once, quoting kept', async () => {
    const res = await t.call('viewer', { method: 'GET', url: `/api/player/export/${t.botId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="players-${t.botId}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(res.body);
    const stored = await t.ctx.db.select().from(players).where(eq(players.botId, t.botId));
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
      stored.map((p) => p.id).sort((a, b) => a - b),
    );
    const odd = rows.find((r) => r.name === 'Comma, "Quote" Ümlaut');
    expect(odd).toBeDefined();
    const first = stored.find((p) => p.roles.length > 0);
    if (first) expect(rows.find((r) => Number(r.id) === first.id)!.shopRanks).not.toBe('');
  });

  it('credit history: rows within the date range, refused for strangers, 400 on a bad date', async () => {
    const all = rowsOf(
      (await t.call('owner', { method: 'GET', url: `/api/player/credit-history/export/${t.botId}` })).body,
    );
    expect(all.length).toBeGreaterThan(0);
    expect(Object.keys(all[0]!)).toEqual([
      'id',
      'createdAt',
      'playerId',
      'playerName',
      'amount',
      'balanceAfter',
      'reason',
      'actor',
      'kind',
      'text',
    ]);
    const none = await t.call('owner', {
      method: 'GET',
      url: `/api/player/credit-history/export/${t.botId}?to=2000-01-01`,
    });
    expect(rowsOf(none.body)).toEqual([]);
    expect(none.body.startsWith('\uFEFFid,createdAt')).toBe(true);
    const bad = await t.call('owner', {
      method: 'GET',
      url: `/api/player/credit-history/export/${t.botId}?from=x`,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.call('stranger', { method: 'GET', url: `/api/player/export/${t.botId}` })).statusCode,
    ).toBe(403);
  });
});
