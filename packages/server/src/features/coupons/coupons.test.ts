import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages, type CouponUsePage, type CouponView } from '@asa/domain';
import { buyKit } from '../shop';
import { createShopWorld, type ShopWorld } from '../shop/fixtures';

let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.t.call('owner', { method, url, ...(payload ? { payload } : {}) });

describe('coupons routes', () => {
  it('creates, lists, edits and deletes; codes are unique per instance in any case', async () => {
    const created = await call('POST', `/api/coupon/${w.botId}`, {
      code: 'Streamer10',
      kind: 'percent',
      amount: 10,
      scope: 'all',
      creatorTag: 'streamer',
      maxUses: 100,
    });
    expect(created.statusCode).toBe(200);
    const c = created.json<CouponView>();
    expect([c.code, c.uses, c.creatorTag, c.validTo]).toEqual(['Streamer10', 0, 'streamer', null]);

    const dup = await call('POST', `/api/coupon/${w.botId}`, {
      code: 'STREAMER10',
      kind: 'fixed',
      amount: 5,
      scope: 'all',
    });
    expect([dup.statusCode, dup.json().message]).toEqual([409, couponMessages.codeTaken('Streamer10')]);

    const edited = await call('PUT', `/api/coupon/${w.botId}/${c.id}`, {
      code: 'Streamer15',
      kind: 'percent',
      amount: 15,
      scope: 'all',
    });
    expect(edited.json<CouponView>().amount).toBe(15);
    const list = (await call('GET', `/api/coupon/list/${w.botId}`)).json<CouponView[]>();
    expect(list.map((x) => x.code)).toContain('Streamer15');

    expect((await call('DELETE', `/api/coupon/${w.botId}/${c.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/coupon/${w.botId}/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with the message and changes nothing', async () => {
    const before = (await call('GET', `/api/coupon/list/${w.botId}`)).json<CouponView[]>().length;
    const bad: [object, string][] = [
      [{ code: 'has space', kind: 'percent', amount: 5, scope: 'all' }, couponMessages.code],
      [{ code: 'P', kind: 'percent', amount: 150, scope: 'all' }, couponMessages.percent],
      [{ code: 'K', kind: 'percent', amount: 5, scope: 'kits' }, couponMessages.kits],
      [
        {
          code: 'W',
          kind: 'percent',
          amount: 5,
          scope: 'all',
          validFrom: '2026-02-01T00:00:00Z',
          validTo: '2026-01-01T00:00:00Z',
        },
        couponMessages.window,
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await call('POST', `/api/coupon/${w.botId}`, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; fields?: Record<string, string> }>();
      expect([body.message, ...Object.values(body.fields ?? {})]).toContain(message);
    }
    expect((await call('GET', `/api/coupon/list/${w.botId}`)).json<CouponView[]>()).toHaveLength(before);
  });

  it('lists the uses (who, which purchase, creator tag) and exports them as CSV', async () => {
    const c = (
      await call('POST', `/api/coupon/${w.botId}`, {
        code: 'TAGGED',
        kind: 'fixed',
        amount: 10,
        scope: 'all',
        creatorTag: 'rex_tv',
      })
    ).json<CouponView>();
    const kit = await w.addKit({ price: 50 });
    const p = await w.addPlayer({ name: 'Coupon Carl' });
    const bought = await buyKit(w.t.ctx, {
      botId: w.botId,
      playerId: p.id,
      kitId: kit.id,
      serverId: w.servers.island,
      source: 'portal',
      actor: 'test',
      coupon: 'tagged',
    });
    const page = (await call('GET', `/api/coupon/uses/${w.botId}?couponId=${c.id}`)).json<CouponUsePage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      purchaseId: bought.id,
      couponCode: 'TAGGED',
      creatorTag: 'rex_tv',
      playerName: 'Coupon Carl',
      price: 40,
      couponDiscount: 10,
      counted: true,
    });
    expect(
      (await call('GET', `/api/coupon/list/${w.botId}`)).json<CouponView[]>().find((x) => x.id === c.id)
        ?.uses,
    ).toBe(1);
    const csv = await call('GET', `/api/coupon/export/${w.botId}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'purchaseId,createdAt,coupon,creatorTag,playerId,playerName,kitName,price,couponDiscount,status,counted',
    );
    expect(
      lines.some((l) => l.includes(`${bought.id},`) && l.includes('rex_tv,') && l.endsWith(',true')),
    ).toBe(true);
  });
});
