/** Recipes: kits and shop ranks of the instance. */
import { coupons, kits, shopRanks } from '../../../src/db/schema';
import { firstRow, m, type Recipe } from './context';

let couponNo = 0;
const newCoupon = () =>
  firstRow(
    m.t.ctx.db
      .insert(coupons)
      .values({ botId: m.t.botId, code: `MATRIX${++couponNo}`, amount: 10 })
      .returning(),
  );

export const kitsRanksRecipes: Record<string, Recipe> = {
  // coupons (Kits permissions)
  'GET /api/coupon/list/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/coupon/list/${m.t.botId}` }),
  },
  'POST /api/coupon/{botId}': {
    rule: 'Kits_Edit',
    request: () => ({
      method: 'POST',
      url: `/api/coupon/${m.t.botId}`,
      payload: { code: `NEW${++couponNo}`, kind: 'percent', amount: 5, scope: 'all' },
    }),
  },
  'PUT /api/coupon/{botId}/{couponId}': {
    rule: 'Kits_Edit',
    request: async () => {
      const c = await newCoupon();
      return {
        method: 'PUT',
        url: `/api/coupon/${m.t.botId}/${c.id}`,
        payload: { code: c.code, kind: 'fixed', amount: 5, scope: 'all' },
      };
    },
  },
  'DELETE /api/coupon/{botId}/{couponId}': {
    rule: 'Kits_Edit',
    request: async () => ({ method: 'DELETE', url: `/api/coupon/${m.t.botId}/${(await newCoupon()).id}` }),
  },
  'GET /api/coupon/uses/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/coupon/uses/${m.t.botId}` }),
  },
  'GET /api/coupon/export/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/coupon/export/${m.t.botId}` }),
  },
  'POST /api/coupon/{botId}/{couponId}/pause': {
    rule: 'Kits_Edit',
    request: async () => ({
      method: 'POST',
      url: `/api/coupon/${m.t.botId}/${(await newCoupon()).id}/pause`,
      payload: { paused: true },
    }),
  },
  'GET /api/leaderboard/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/leaderboard/${m.t.botId}?metric=votes&period=all` }),
  },
  'GET /api/playtime/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/playtime/${m.t.botId}` }),
  },
  'GET /api/season/list/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/season/list/${m.t.botId}` }),
  },
  'POST /api/season/preview/{botId}': {
    rule: 'Owner',
    request: () => ({
      method: 'POST',
      url: `/api/season/preview/${m.t.botId}`,
      payload: { name: 'Season 2', resetKinds: ['vote'] },
    }),
  },
  'POST /api/season/start/{botId}': {
    rule: 'Owner',
    request: () => ({
      method: 'POST',
      url: `/api/season/start/${m.t.botId}`,
      payload: { name: 'Season 2', resetKinds: [] },
    }),
  },
  'GET /api/transfers/{botId}': {
    rule: 'Players_View',
    request: () => ({ method: 'GET', url: `/api/transfers/${m.t.botId}` }),
  },
  'GET /api/coupon/report/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/coupon/report/${m.t.botId}` }),
  },
  'GET /api/coupon/report-export/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/coupon/report-export/${m.t.botId}` }),
  },

  // kits
  'GET /api/kit/draws/{botId}/{kitId}': {
    rule: 'Kits_View',
    request: async () => {
      const [k] = await m.t.ctx.db
        .insert(kits)
        .values({ botId: m.t.botId, name: 'K', description: 'd', kitType: 'random' })
        .returning();
      return { method: 'GET', url: `/api/kit/draws/${m.t.botId}/${k!.id}` };
    },
  },
  'GET /api/kit/list/{botId}': {
    rule: 'Kits_View',
    request: () => ({ method: 'GET', url: `/api/kit/list/${m.t.botId}` }),
  },
  'POST /api/kit': {
    rule: 'Kits_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/kit',
      payload: { kit: { botId: m.t.botId, name: 'K', description: 'd', price: 1 } },
    }),
  },
  'PUT /api/kit': {
    rule: 'Kits_Edit',
    request: async () => {
      const k = await firstRow(
        m.t.ctx.db.insert(kits).values({ botId: m.t.botId, name: 'K', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/kit',
        payload: { kit: { id: k.id, botId: m.t.botId, name: 'K2', description: 'd' } },
      };
    },
  },
  'DELETE /api/kit': {
    rule: 'Kits_Edit',
    request: async () => {
      const k = await firstRow(
        m.t.ctx.db.insert(kits).values({ botId: m.t.botId, name: 'K', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/kit', payload: { kitId: k.id } };
    },
  },
  'DELETE /api/kit/many': {
    rule: 'Kits_Edit',
    request: async () => {
      const k = await firstRow(
        m.t.ctx.db.insert(kits).values({ botId: m.t.botId, name: 'K', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/kit/many', payload: { botId: m.t.botId, kitIds: [k.id] } };
    },
  },
  // shop ranks
  'GET /api/role/list/{botId}': {
    rule: 'Roles_View',
    request: () => ({ method: 'GET', url: `/api/role/list/${m.t.botId}` }),
  },
  'POST /api/role': {
    rule: 'Roles_Edit',
    request: () => ({
      method: 'POST',
      url: '/api/role',
      payload: { role: { botId: m.t.botId, name: 'R', description: 'd' } },
    }),
  },
  'PUT /api/role': {
    rule: 'Roles_Edit',
    request: async () => {
      const r = await firstRow(
        m.t.ctx.db.insert(shopRanks).values({ botId: m.t.botId, name: 'R', description: 'd' }).returning(),
      );
      return {
        method: 'PUT',
        url: '/api/role',
        payload: { role: { id: r.id, botId: m.t.botId, name: 'R2', description: 'd' } },
      };
    },
  },
  'DELETE /api/role': {
    rule: 'Roles_Edit',
    request: async () => {
      const r = await firstRow(
        m.t.ctx.db.insert(shopRanks).values({ botId: m.t.botId, name: 'R', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/role', payload: { roleId: r.id } };
    },
  },
  'DELETE /api/role/many': {
    rule: 'Roles_Edit',
    request: async () => {
      const r = await firstRow(
        m.t.ctx.db.insert(shopRanks).values({ botId: m.t.botId, name: 'R', description: 'd' }).returning(),
      );
      return { method: 'DELETE', url: '/api/role/many', payload: { botId: m.t.botId, roleIds: [r.id] } };
    },
  },
};
