import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponBodySchema,
  couponPauseBodySchema,
  couponReportSchema,
  couponUsePageSchema,
  couponUsesQuerySchema,
  couponViewSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import {
  couponReport,
  couponReportCsv,
  couponUses,
  couponUsesCsv,
  createCoupon,
  deleteCoupon,
  listCoupons,
  pauseCoupon,
  toCouponView,
  updateCoupon,
} from './service';

const tags = ['coupons'];
const botParams = z.object({ botId: z.coerce.number().int() });
const couponParams = z.object({
  botId: z.coerce.number().int(),
  couponId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Coupons of an instance (the dashboard's Coupons page; the engine applies them, shop/promotions/promotions.ts). */
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

    app.post(
      '/api/coupon/:botId/:couponId/pause',
      {
        config: { access: 'Kits_Edit' },
        schema: {
          tags,
          description:
            'Pauses (`paused: true`) or resumes a coupon. A paused coupon is refused as not valid ' +
            '(`coupon_invalid`) until resumed; its dates, limits and uses stay.',
          params: couponParams,
          body: couponPauseBodySchema,
          response: { 200: couponViewSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        return toCouponView(await pauseCoupon(ctx, bot.id, req.params.couponId, req.body.paused));
      },
    );

    app.get(
      '/api/coupon/report/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            'Per coupon (by code): its purchases, the uses they still hold, the credits it took off them ' +
            '(`creditsDiscounted`) and the credits they were charged (`revenue`); a purchase given back ' +
            '(refunded, expired) counts in `purchases` only.',
          params: botParams,
          response: { 200: couponReportSchema },
        },
      },
      async (req) => ({ coupons: await couponReport(ctx.db, (await req.instance(req.params.botId)).id) }),
    );

    app.get(
      '/api/coupon/report-export/:botId',
      {
        config: { access: 'Kits_View' },
        schema: {
          tags,
          description:
            'The coupon report as CSV (one line per coupon, by code). UTF-8 CSV with a byte-order mark and a ' +
            'header line.',
          params: botParams,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coupon-report-${bot.id}.csv"`)
          .send(couponReportCsv(ctx.db, bot.id));
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
