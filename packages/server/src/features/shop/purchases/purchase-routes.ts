import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAGE_SIZES,
  PurchaseResolution,
  PurchaseView,
  purchaseFilterSchema,
  purchaseListQuerySchema,
  purchaseRefundManyResultSchema,
  purchaseRefundManySchema,
  purchaseRefundSchema,
  purchaseStatusCountsSchema,
} from '@asa/domain';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { actorOf } from '../../players/service';
import {
  grantVoucher,
  pagePurchases,
  refundMany,
  refundPurchaseView,
  purchaseStatusCounts,
  resetBuyLimits,
  resolvePurchase,
  retryPurchase,
  totalOfCounts,
} from '..';
import { purchaseFilterOf } from './purchase-filter';
import { getPurchaseRow, playerBotId } from './purchase-rows';
import { recordAudit } from '../../audit/service';
import { purchasesCsv } from './purchase-export';
import type { Db } from '../../../db/client';

const botParams = z.object({ botId: z.coerce.number().int() });
/** Rows per page when the query names none, and the most one page may hold. */
export const PURCHASES_PAGE_SIZE = PAGE_SIZES.purchases;
export const PURCHASES_MAX_PAGE_SIZE = 100;
const purchasePage = z.object({
  items: z.array(PurchaseView),
  total: z.number().int(),
  /** Purchases per status under the other filters (statuses with none are left out). */
  counts: purchaseStatusCountsSchema,
});
const retryBody = z.object({
  purchaseId: z.number().int(),
  /** The owner's explicit override: the retry does not count against the kit's buy limit. */
  ignoreBuyLimit: z.boolean().default(false),
});
const resolveBody = z.object({ purchaseId: z.number().int(), action: PurchaseResolution });
const resetBody = z.object({ playerId: z.number().int(), kitId: z.number().int().nullable().default(null) });
const resetView = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  kitId: z.number().int().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
const MAX_VOUCHER_CHANGE = 1_000_000;
const voucherBody = z.object({
  playerId: z.number().int(),
  kitId: z.number().int(),
  count: z.number().int().min(-MAX_VOUCHER_CHANGE).max(MAX_VOUCHER_CHANGE),
});
const vouchers = z.array(z.object({ kitId: z.number().int(), count: z.number().int() }));

/** Purchases log of the dashboard (list, retry) and kit vouchers of a player. */
/** A manager's action on a purchase, for the audit log (after it succeeded). */
const auditPurchase = (
  db: Db,
  row: { id: number; botId: number; status: string },
  action: string,
  status: string,
  extra: Record<string, unknown> = {},
) =>
  recordAudit(db, {
    botId: row.botId,
    entity: 'purchase',
    entityId: row.id,
    action,
    before: { status: row.status },
    after: { status, ...extra },
  });

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
            '`pageSize` 25 by default (at most 100); `status` (queued, delivering, waiting, delivered, failed, ' +
            'expired, unknown), `playerId`, `kit`, `server` (ids), `source` and `from`/`to` (YYYY-MM-DD, UTC ' +
            'days, inclusive) filter; `sort` (createdAt, price, playerName, kitName) with `order` (asc, desc; ' +
            'desc by default) orders. `counts` has the purchases per status under the other filters. Each ' +
            'purchase lists its commands with their progress.',
          params: botParams,
          querystring: purchaseListQuerySchema,
          response: { 200: purchasePage },
        },
      },
      async (req) => {
        const bot = await req.instance(req.params.botId);
        const q = req.query;
        const filter = purchaseFilterOf(q);
        // the total is the status counts' (one count of the instance's purchases per request, not two)
        const [rows, counts] = await Promise.all([
          pagePurchases(ctx, {
            botId: bot.id,
            ...filter,
            page: q.page + 1, // the engine counts pages from 1
            pageSize: q.pageSize,
          }),
          purchaseStatusCounts(ctx, bot.id, filter),
        ]);
        return { items: rows, total: totalOfCounts(counts, filter.status), counts };
      },
    );

    app.get(
      '/api/purchase/export/:botId',
      {
        config: { access: 'Players_View' },
        schema: {
          tags: ['purchases'],
          description:
            "The instance's purchases as CSV, oldest first, filtered like the list (status, source, playerId, " +
            'kit, server, from/to as YYYY-MM-DD UTC days, inclusive; sort is ignored). UTF-8 CSV with a ' +
            'byte-order mark and a header line, streamed.',
          params: botParams,
          querystring: purchaseFilterSchema,
          produces: ['text/csv'],
        },
      },
      async (req, reply) => {
        const bot = await req.instance(req.params.botId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="purchases-${bot.id}.csv"`)
          .send(purchasesCsv(ctx.db, bot.id, purchaseFilterOf(req.query)));
      },
    );

    app.post(
      '/api/purchase/retry',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['purchases'],
          description:
            'Retries a failed or expired delivery: charges the player again (credits or one voucher) when it was ' +
            'refunded, counting against the buy limit unless `ignoreBuyLimit` is true, then queues the commands ' +
            'that did not succeed and tries at once. Answers the updated purchase (delivered, waiting, ...). ' +
            '409 for a purchase that is not failed or expired.',
          body: retryBody,
          response: { 200: PurchaseView },
        },
      },
      async (req) => {
        const row = await getPurchaseRow(ctx.db, req.body.purchaseId);
        if (!row) throw notFound('Purchase');
        const bot = await req.instance(row.botId);
        const done = await retryPurchase(ctx, {
          botId: bot.id,
          purchaseId: row.id,
          actor: actorOf(req.user),
          ignoreBuyLimit: req.body.ignoreBuyLimit,
        });
        await auditPurchase(ctx.db, row, 'retry', done.status, { ignoreBuyLimit: req.body.ignoreBuyLimit });
        return done;
      },
    );

    app.post(
      '/api/purchase/resolve',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['purchases'],
          description:
            "The owner's decision on a purchase whose delivery is `unknown` (a command may have run): " +
            '`send-again` re-sends the unknown commands (and the rest), `mark-delivered` counts them as done ' +
            '(sending any never sent), `refund` gives back what was paid. 409 for other statuses.',
          body: resolveBody,
          response: { 200: PurchaseView },
        },
      },
      async (req) => {
        const row = await getPurchaseRow(ctx.db, req.body.purchaseId);
        if (!row) throw notFound('Purchase');
        const bot = await req.instance(row.botId);
        const done = await resolvePurchase(ctx, {
          botId: bot.id,
          purchaseId: row.id,
          action: req.body.action,
          actor: actorOf(req.user),
        });
        await auditPurchase(ctx.db, row, req.body.action, done.status);
        return done;
      },
    );

    app.post(
      '/api/purchase/refund',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['purchases'],
          description:
            "An owner's refund of an order (issue 36): delivered, queued, waiting, unknown, or failed / expired " +
            'when nothing was given back. `amount` credits go back to whoever paid (at most what was paid; ' +
            'absent or null: all of it; a voucher redemption gives back its voucher and takes no amount), with ' +
            'the coupon use, the stock unit and the buy-limit count, in one transaction with a `refund` ledger ' +
            'entry linked to the order, an audit row and a `purchase.refunded` webhook event. A queued or ' +
            'waiting order becomes `failed` and is never delivered; the others keep their status, `refunded`. ' +
            '409 `already_refunded` (once per order), 409 `purchase_delivering` (a command may be in flight: ' +
            'try again once it finished), 400 `refund_too_large`.',
          body: purchaseRefundSchema,
          response: { 200: PurchaseView },
        },
      },
      async (req) => {
        const row = await getPurchaseRow(ctx.db, req.body.purchaseId);
        if (!row) throw notFound('Purchase');
        const bot = await req.instance(row.botId);
        return refundPurchaseView(ctx, {
          botId: bot.id,
          purchaseId: row.id,
          amount: req.body.amount,
          reason: req.body.reason,
          actor: actorOf(req.user),
          actorUserId: req.user?.id ?? null,
        });
      },
    );

    app.post(
      '/api/purchase/refund-many',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['purchases'],
          description:
            "Full refunds of up to 100 orders of one instance with one reason (the Purchases screen's " +
            'selection), each as `POST /api/purchase/refund` in its own transaction: one refused does not stop ' +
            'the others. Answers the refunded orders and each refused one with its `code` and `message` ' +
            '(already_refunded, purchase_delivering, not_found, ...).',
          body: purchaseRefundManySchema,
          response: { 200: purchaseRefundManyResultSchema },
        },
      },
      async (req) => {
        const bot = await req.instance(req.body.botId);
        return refundMany(ctx, {
          botId: bot.id,
          purchaseIds: req.body.purchaseIds,
          reason: req.body.reason,
          actor: actorOf(req.user),
          actorUserId: req.user?.id ?? null,
        });
      },
    );

    app.post(
      '/api/player/buy-limits/reset',
      {
        config: { access: 'Players_Edit' },
        schema: {
          tags: ['players'],
          description:
            "Resets a player's kit buy limits: one kit (`kitId`) or every kit (`kitId` null). Limits then count " +
            'only purchases made after the reset; the reset is recorded with who made it and when.',
          body: resetBody,
          response: { 200: resetView },
        },
      },
      async (req) => {
        const botId = await playerBotId(ctx.db, req.body.playerId);
        if (botId === null) throw notFound('Player');
        const bot = await req.instance(botId);
        const done = await resetBuyLimits(ctx, { ...req.body, botId: bot.id, actor: actorOf(req.user) });
        await recordAudit(ctx.db, {
          botId: bot.id,
          entity: 'player',
          entityId: req.body.playerId,
          action: 'resetBuyLimits',
          before: {},
          after: { kitId: req.body.kitId ?? null },
        });
        return done;
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
        const done = await grantVoucher(ctx, { ...req.body, botId: bot.id, actor: actorOf(req.user) });
        await recordAudit(ctx.db, {
          botId: bot.id,
          entity: 'player',
          entityId: req.body.playerId,
          action: 'vouchers',
          before: {},
          after: { kitId: req.body.kitId, count: req.body.count },
        });
        return done;
      },
    );
  };
