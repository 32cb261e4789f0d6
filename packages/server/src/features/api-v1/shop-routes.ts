import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiV1PlayerRefSchema,
  apiV1PurchaseListQuerySchema,
  apiV1PurchasePageSchema,
  apiV1VoucherBodySchema,
  apiV1VoucherResultSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { grantVoucher, listPurchases } from '../shop/engine';
import { apiV1Config, apiV1Security, apiV1Tags } from './route-options';
import { API_ACTOR, requirePlayer } from './service';

const config = apiV1Config;
const tags = apiV1Tags;
const security = apiV1Security;

/** Key API routes backed by the shop engine: kit vouchers and purchases. */
export const apiV1ShopRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/players/:playerRef/vouchers',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Grant kit vouchers to a player',
          description:
            '`playerRef` is the player id or Discord ID of a player of the instance. Adds `count` vouchers ' +
            '(a whole number, not 0, at most 1000 either way; negative removes, never below 0) for `kitId`, ' +
            "a kit of the key's instance (404 otherwise). A voucher lets the player redeem the kit without " +
            "credits. Answers the player's vouchers.",
          params: apiV1PlayerRefSchema,
          body: apiV1VoucherBodySchema,
          response: { 200: apiV1VoucherResultSchema },
        },
      },
      async (req) => {
        const botId = req.apiBot!.id;
        const player = await requirePlayer(ctx.db, botId, req.params.playerRef);
        // the engine checks that the kit belongs to this instance (404 otherwise)
        const kitVouchers = await grantVoucher(ctx, {
          botId,
          playerId: player.id,
          kitId: req.body.kitId,
          count: req.body.count,
          actor: API_ACTOR,
        });
        return { playerId: player.id, kitVouchers };
      },
    );

    app.get(
      '/api/v1/purchases',
      {
        config,
        schema: {
          tags,
          security,
          summary: "List the instance's kit purchases",
          description:
            'Kit purchases and voucher redemptions, newest first. `page` is 1-based, `pageSize` at most 100 ' +
            '(default 50); filter by `playerId` (a player of the instance, 404 otherwise) and `status` ' +
            '(pending, delivered, failed).',
          querystring: apiV1PurchaseListQuerySchema,
          response: { 200: apiV1PurchasePageSchema },
        },
      },
      async (req) => {
        const botId = req.apiBot!.id;
        const { page, pageSize, playerId, status } = req.query;
        if (playerId !== undefined) await requirePlayer(ctx.db, botId, String(playerId));
        const { rows, total } = await listPurchases(ctx, { botId, playerId, status, page, pageSize });
        return { items: rows, total, page, pageSize };
      },
    );
  };
