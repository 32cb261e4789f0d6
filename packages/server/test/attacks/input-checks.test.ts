/**
 * Issue 33, lower findings about input: a date that is no calendar day answered 500 on the audit list; a
 * coupon could be scoped to a kit (or shop rank) that does not exist in the instance. Both are 400 now, with
 * nothing written. Real HTTP (app.inject) on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponMessages, csvImportMessages } from '@asa/domain';
import { coupons, kits, players } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('dates in queries are validated', () => {
  it.each(['2026-13-01', '2026-02-30', '2026-1-01', 'yesterday'])('audit from=%s: 400', async (day) => {
    for (const q of [`from=${day}`, `to=${day}`]) {
      const res = await t.call('owner', { url: `/api/audit/list/${t.botId}?${q}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Use a date as YYYY-MM-DD');
    }
  });

  it('a real day still answers', async () => {
    const res = await t.call('owner', { url: `/api/audit/list/${t.botId}?from=2026-02-28&to=2026-12-31` });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a coupon names kits and shop ranks of its own instance only', () => {
  const body = (over: object) => ({ code: 'SCOPE1', kind: 'percent', amount: 10, scope: 'all', ...over });
  const count = async () => (await t.ctx.db.select().from(coupons).where(eq(coupons.botId, t.botId))).length;

  it('an unknown or foreign kit id, an unknown rank id: 400 on the field, nothing saved', async () => {
    const before = await count();
    const [own] = await t.ctx.db.select().from(kits).where(eq(kits.botId, t.botId)).limit(1);
    for (const [over, field, message] of [
      [{ scope: 'kits', kitIds: [2_000_000_000] }, 'kitIds', couponMessages.unknownKits],
      [{ scope: 'kits', kitIds: [own!.id, 2_000_000_001] }, 'kitIds', couponMessages.unknownKits],
      [{ scope: 'ranks', rankIds: [2_000_000_000] }, 'rankIds', couponMessages.unknownRanks],
    ] as const) {
      const res = await t.call('owner', {
        method: 'POST',
        url: `/api/coupon/${t.botId}`,
        payload: body(over),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    }
    expect(await count()).toBe(before);

    const ok = await t.call('owner', {
      method: 'POST',
      url: `/api/coupon/${t.botId}`,
      payload: body({ scope: 'kits', kitIds: [own!.id] }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const edit = await t.call('owner', {
      method: 'PUT',
      url: `/api/coupon/${t.botId}/${ok.json().id}`,
      payload: body({ scope: 'kits', kitIds: [2_000_000_000] }),
    });
    expect(edit.statusCode, edit.body).toBe(400);
  });
});

describe('CSV imports are UTF-8', () => {
  it('a Latin-1 file (read as UTF-8 by the browser) is refused with a clear message, nothing imported', async () => {
    const latin1 = Buffer.from('discordId,name,credits\n300000000000000777,J\xf6rg,50\n', 'latin1');
    const csv = new TextDecoder('utf-8').decode(latin1); // what the import dialog reads and sends
    const res = await t.call('owner', {
      method: 'POST',
      url: `/api/player/import/${t.botId}`,
      payload: { csv, dryRun: false },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(csvImportMessages.notUtf8);
    const rows = await t.ctx.db.select().from(players).where(eq(players.discordId, '300000000000000777'));
    expect(rows).toEqual([]);
  });
});
