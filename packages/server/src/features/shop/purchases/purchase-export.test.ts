import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../../../test/helpers/harness';
import { purchases } from '../../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(purchases).values([
    {
      botId: t.botId,
      playerName: 'Ann, "the" Bold',
      kitName: 'Kit A',
      source: 'portal',
      status: 'delivered',
    },
    {
      botId: t.botId,
      playerName: 'Bob',
      kitName: 'Kit B',
      source: 'discord',
      status: 'failed',
      refunded: true,
    },
    { botId: t.botId, playerName: 'Cid', kitName: 'Kit A', source: 'api', status: 'delivered' },
  ]);
});
afterAll(async () => t?.close());

const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

describe('purchases CSV export', () => {
  it('applies the status filter and lists each matching purchase once', async () => {
    const all = await t.call('viewer', { method: 'GET', url: `/api/purchase/export/${t.botId}` });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    const stored = await t.ctx.db.select().from(purchases).where(eq(purchases.botId, t.botId));
    expect(stored.length).toBeGreaterThan(0);
    expect(rowsOf(all.body).map((r) => Number(r.id))).toEqual(stored.map((p) => p.id).sort((a, b) => a - b));
    const delivered = await t.ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.botId, t.botId), eq(purchases.status, 'delivered')));
    const res = await t.call('viewer', {
      method: 'GET',
      url: `/api/purchase/export/${t.botId}?status=delivered`,
    });
    const rows = rowsOf(res.body);
    expect(rows.length).toBe(delivered.length);
    expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    expect(rows.map((r) => r.playerName)).toContain('Ann, "the" Bold');
    expect(rows.map((r) => r.usedVoucher)).toEqual(rows.map(() => 'false'));
    const bad = await t.call('viewer', { method: 'GET', url: `/api/purchase/export/${t.botId}?status=lost` });
    expect(bad.statusCode).toBe(400);
  });
});
