import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES, PurchaseStatus, PurchaseView } from '@asa/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { actorOf } from '../players/service';
import { grantVoucher, listPurchases, retryPurchase } from '../shop/engine';
import { getPurchaseRow, playerBotId } from './service';

const botParams = z.object({ botId: z.coerce.number().int() });
/** Rows per page when the query names none, and the most one page may hold. */
export const PURCHASES_PAGE_SIZE = PAGE_SIZES.purchases;
export const PURCHASES_MAX_PAGE_SIZE = 100;
const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(PURCHASES_MAX_PAGE_SIZE).default(PURCHASES_PAGE_SIZE),
  status: PurchaseStatus.optional(),
  playerId: z.coerce.number().int().optional(),
});
const purchasePage = z.object({ items: z.array(PurchaseView), total: z.number().int() });
const retryBody = z.object({ purchaseId: z.number().int() });
const MAX_VOUCHER_CHANGE = 1_000_000;
const voucherBody = z.object({
  playerId: z.number().int(),
  kitId: z.number().int(),
  count: z.number().int().min(-MAX_VOUCHER_CHANGE).max(MAX_VOUCHER_CHANGE),
});
const vouchers = z.array(z.object({ kitId: z.number().int(), count: z.number().int() }));

/** Purchases log of the dashboard (list, retry) and kit vouchers of a player. */
export const purchaseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/purchase/list/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags: ['purchases'],
          description:
            "One page of the instance's kit purchases and voucher redemptions, newest first: `page` is 0-based, " +
            '`pageSize` 25 by default (at most 100); `status` (pending, delivered, failed) and `playerId` filter.',
          params: botParams,
          querystring: listQuery,
          response: { 200: purchasePage },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const q = req.query;
        const { rows, total } = await listPurchases(ctx, {
          botId: bot.id,
          playerId: q.playerId,
          status: q.status,
          page: q.page + 1, // the engine counts pages from 1
          pageSize: q.pageSize,
        });
        return { items: rows, total };
      },
    );

    app.post(
      '/api/purchase/retry',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['purchases'],
          description:
            'Retries a failed delivery: charges the player again (credits or one voucher) when the failed attempt ' +
            'was refunded, then re-sends the commands that did not succeed. Answers the updated purchase, whose ' +
            'status tells whether it was delivered this time. 409 for a purchase that is not failed.',
          body: retryBody,
          response: { 200: PurchaseView },
        },
      },
      async (req) => {
        const row = await getPurchaseRow(ctx.db, req.body.purchaseId);
        if (!row) throw notFound('Purchase');
        const bot = await req.instance(row.botId);
        return retryPurchase(ctx, { botId: bot.id, purchaseId: row.id, actor: actorOf(req.user) });
      },
    );

    app.put(
      '/api/player/voucher',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['players'],
          description:
            "Changes a player's vouchers for a kit of the same instance by `count` (the difference; negative " +
            "removes, never below 0). Answers the player's vouchers.",
          body: voucherBody,
          response: { 200: vouchers },
        },
      },
      async (req) => {
        const botId = await playerBotId(ctx.db, req.body.playerId);
        if (botId === null) throw notFound('Player');
        const bot = await req.instance(botId);
        return grantVoucher(ctx, { ...req.body, botId: bot.id, actor: actorOf(req.user) });
      },
    );
  };
