import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages, type CouponReportRow, type CouponView } from '@asa/domain';
import { parseCsv } from '../../lib/csv';
import { buyKit } from '../shop';
import { createShopWorld, EOS, group, refusal, type ShopWorld } from '../shop/fixtures';

/** Coupons (issue 36): pause/resume and the per-coupon report, through the routes and a real purchase. */
let w: ShopWorld;
beforeAll(async () => {
  w = await createShopWorld();
});
afterAll(async () => w?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  who: 'owner' | 'viewer' = 'owner',
) => w.t.call(who, { method, url, ...(payload ? { payload } : {}) });

describe('coupon pause and report', () => {
  it('a paused coupon is refused as not valid until resumed; edits keep its uses', async () => {
    const kit = await w.addKit({
      name: 'Paused Kit',
      price: 100,
      itemGroups: [group(0, 'G', ['GiveItem {eos_id} a 1'])],
    });
    const p = await w.addPlayer({ name: 'Pauser', credits: 1000 });
    const c = (
      await call('POST', `/api/coupon/${w.botId}`, {
        code: 'HOLD20',
        kind: 'percent',
        amount: 20,
        scope: 'all',
      })
    ).json<CouponView>();
    expect(c.paused).toBe(false);
    const buy = () =>
      buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: kit.id,
        serverId: w.servers.island,
        coupon: 'hold20',
        source: 'dashboard',
        actor: 'test',
      });

    const paused = await call('POST', `/api/coupon/${w.botId}/${c.id}/pause`, { paused: true });
    expect([paused.statusCode, paused.json<CouponView>().paused]).toEqual([200, true]);
    const err = await refusal(buy());
    expect([err.code, err.message]).toEqual(['coupon_invalid', shopMessages.couponInvalid('hold20')]);
    expect((await w.player(p.id)).credits).toBe(1000);

    await call('POST', `/api/coupon/${w.botId}/${c.id}/pause`, { paused: false });
    const view = await buy();
    expect(view.price).toBe(80);

    // an edit through the API (as the dashboard's dialog sends it) keeps uses and the pause switch
    await call('POST', `/api/coupon/${w.botId}/${c.id}/pause`, { paused: true });
    const edited = await call('PUT', `/api/coupon/${w.botId}/${c.id}`, {
      code: 'HOLD25',
      kind: 'fixed',
      amount: 25,
      scope: 'all',
      maxUses: 10,
    });
    expect(edited.json<CouponView>()).toMatchObject({ code: 'HOLD25', amount: 25, uses: 1, paused: true });

    // the viewer may not pause; bad bodies are 400; another instance's coupon is 404
    expect(
      (await call('POST', `/api/coupon/${w.botId}/${c.id}/pause`, { paused: false }, 'viewer')).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/coupon/${w.botId}/${c.id}/pause`, { paused: 'yes' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/coupon/${w.botId}/999999/pause`, { paused: true })).statusCode).toBe(
      404,
    );
  });

  it('reports per coupon the purchases, the uses they hold, the credits discounted and the revenue, as JSON and CSV', async () => {
    const good = await w.addKit({
      name: 'Report Kit',
      price: 200,
      itemGroups: [group(0, 'G', ['GiveItem {eos_id} a 1'])],
    });
    const p = await w.addPlayer({ name: 'Reporter', credits: 5000 });
    const c = (
      await call('POST', `/api/coupon/${w.botId}`, {
        code: 'REPORT10',
        kind: 'percent',
        amount: 10,
        scope: 'all',
      })
    ).json<CouponView>();
    const unused = (
      await call('POST', `/api/coupon/${w.botId}`, { code: 'ZERO5', kind: 'fixed', amount: 5, scope: 'all' })
    ).json<CouponView>();
    const buy = () =>
      buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: good.id,
        serverId: w.servers.island,
        coupon: 'REPORT10',
        source: 'dashboard',
        actor: 'test',
      });
    await buy();
    await buy();
    // a third purchase the game server refuses: it is given back (credits and the coupon use)
    const broken = await w.addKit({
      name: 'Report Broken',
      price: 200,
      itemGroups: [group(0, 'G', ['Nope {eos_id}'])],
    });
    w.rcon.options.responses = { [`Nope ${EOS}`]: 'No Player Found' };
    try {
      const failed = await buyKit(w.t.ctx, {
        botId: w.botId,
        playerId: p.id,
        kitId: broken.id,
        serverId: w.servers.island,
        coupon: 'REPORT10',
        source: 'dashboard',
        actor: 'test',
      });
      expect(failed).toMatchObject({ status: 'failed', refunded: true });
    } finally {
      w.rcon.options.responses = {};
    }

    const res = await call('GET', `/api/coupon/report/${w.botId}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ coupons: CouponReportRow[] }>().coupons;
    const mine = rows.find((r) => r.couponId === c.id)!;
    expect(mine).toEqual({
      couponId: c.id,
      code: 'REPORT10',
      creatorTag: '',
      paused: false,
      purchases: 3,
      uses: 2,
      creditsDiscounted: 40,
      revenue: 360,
    });
    expect(rows.find((r) => r.couponId === unused.id)).toMatchObject({ purchases: 0, uses: 0, revenue: 0 });
    // the coupon's own counter agrees with the report
    const list = (await call('GET', `/api/coupon/list/${w.botId}`)).json<CouponView[]>();
    expect(list.find((x) => x.id === c.id)!.uses).toBe(2);

    const csv = await call('GET', `/api/coupon/report-export/${w.botId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const parsed = parseCsv(csv.body, {
      bytes: 1e6,
      rows: 1000,
      tooLarge: 'x',
      tooManyRows: 'x',
      empty: 'x',
    });
    expect(parsed.header).toEqual([
      'couponId',
      'code',
      'creatorTag',
      'paused',
      'purchases',
      'uses',
      'creditsDiscounted',
      'revenue',
    ]);
    expect(parsed.lines.find((l) => l.cells.code === 'REPORT10')!.cells).toMatchObject({
      purchases: '3',
      uses: '2',
      creditsDiscounted: '40',
      revenue: '360',
      paused: 'false',
    });
  });
});
