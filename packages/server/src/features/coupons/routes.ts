import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponBodySchema, couponUsePageSchema, couponUsesQuerySchema, couponViewSchema } from '@asa/domain';
import type { AppContext } from '../../context';
import {
  couponUses,
  couponUsesCsv,
  createCoupon,
  deleteCoupon,
  listCoupons,
  toCouponView,
  updateCoupon,
} from './service';

const tags = ['coupons'];
const botParams = z.object({ botId: z.coerce.number().int() });
const couponParams = z.object({
  botId: z.coerce.number().int(),
  couponId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Coupons of an instance (the dashboard's Coupons page; the engine applies them, shop/promotions.ts). */
export const couponRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/coupon/list/:botId',
      {
        config: { access: 'Kits_View' },
        schema: { tags, params: botParams, response: { 200: z.array(couponViewSchema) } },
      },
      async (req) => (await listCoupons(ctx.db, (await req.instance(req.params.botId)).id)).map(toCouponView),
    );

    app.post(
      '/api/coupon/:botId',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, params: botParams, body: couponBodySchema, response: { 200: couponViewSchema } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return toCouponView(await createCoupon(ctx, bot.id, req.body));
      },
    );

    app.put(
      '/api/coupon/:botId/:couponId',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, params: couponParams, body: couponBodySchema, response: { 200: couponViewSchema } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return toCouponView(await updateCoupon(ctx, bot.id, req.params.couponId, req.body));
      },
    );

    app.delete(
      '/api/coupon/:botId/:couponId',
      {
        config: { access: 'Kits_Edit' },
        schema: { tags, params: couponParams, response: { 200: z.boolean() } },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        await deleteCoupon(ctx, bot.id, req.params.couponId);
        return true;
      },
    );

    app.get(
      '/api/coupon/uses/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            'Purchases made with a coupon of the instance (or with `couponId` only), newest first: who, which ' +
            'purchase, the creator tag, the discount and whether the use still counts (a refund gives it back). ' +
            '`page` is 0-based, `pageSize` 25 by default (at most 100).',
          params: botParams,
          querystring: couponUsesQuerySchema,
          response: { 200: couponUsePageSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const q = req.query;
        return couponUses(ctx.db, bot.id, { couponId: q.couponId, page: q.page + 1, pageSize: q.pageSize });
      },
    );

    app.get(
      '/api/coupon/export/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            'The coupon uses of the instance as CSV, oldest first (optionally of `couponId` only). UTF-8 CSV ' +
            'with a byte-order mark and a header line, streamed.',
          params: botParams,
          querystring: z.object({ couponId: couponUsesQuerySchema.shape.couponId }),
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coupon-uses-${bot.id}.csv"`)
          .send(couponUsesCsv(ctx.db, bot.id, req.query.couponId));
      },
    );
  };
