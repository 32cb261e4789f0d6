import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiV1PurchaseBodySchema,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_WINDOW_HOURS,
  PurchaseView,
  shopMessages,
  shopRefusals,
  apiV1PlayerRefSchema,
  apiV1PurchaseListQuerySchema,
  apiV1PurchasePageSchema,
  apiV1VoucherBodySchema,
  apiV1VoucherResultSchema,
  GIFT_MESSAGE_MAX,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { buyKitOnce, grantVoucher, listPurchases, ShopError } from '../shop';
import { apiV1Config, apiV1Security, apiV1Tags } from './route-options';
import { API_ACTOR, findPlayer, requirePlayer } from './service';

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
            '(queued, delivering, waiting, delivered, failed, expired, unknown).',
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

    app.post(
      '/api/v1/purchases',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Buy a kit for a player',
          description:
            'Buys `kitId` for the player with `discordId` (a registered player of the instance, 404 otherwise) ' +
            'on `serverId`, charging their credits, with every rule of the shop (shop switch, kit and server ' +
            'enabled, server/role/buy limits, price with rank discount, enough credits: 4xx with a readable ' +
            '`message` otherwise). Answers the purchase in its current state: `delivered`, or `waiting` (the ' +
            'player is not on the server, or the server is unreachable; delivered later by the queue, or ' +
            `refunded when it expires), \`failed\` (refunded) or \`unknown\`. The \`Idempotency-Key\` header is ` +
            `required: the same key within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first purchase (with ` +
            'the header `Idempotent-Replayed: true`) and never charges twice. The same key with a different ' +
            'order (player, kit, server, item group or gift recipient) answers 422 and charges nothing. ' +
            'A gift: `giftTo` names the recipient (player id or Discord ID of a player of the instance; 404 ' +
            'otherwise, 400 `gift_to_self` for the buyer), `giftMessage` an optional message (at most ' +
            `${GIFT_MESSAGE_MAX} characters, cleaned). The buyer pays (with their rank discount); the recipient ` +
            "must be online and gets the kit; the recipient's rank and Discord role apply, and the gift counts " +
            "toward the buyer's buy limit (never the recipient's); a refund goes to the buyer. " +
            'The answer is the purchase of the recipient (`gift` names the buyer). ' +
            '`maxPrice` (optional): the most the buyer agrees to pay; when the charge would be higher (a sale ' +
            'ended, a rank discount was lost) the answer is 409 with `code` `price_changed` and the new `price`, ' +
            'and nothing is charged.',
          headers: z.object({
            'idempotency-key': z
              .string({ error: shopMessages.idempotencyKeyInvalid })
              .regex(IDEMPOTENCY_KEY, shopMessages.idempotencyKeyInvalid),
          }),
          body: apiV1PurchaseBodySchema,
          response: { 200: PurchaseView },
        },
      },
      async (req, reply) => {
        const botId = req.apiBot!.id;
        const player = await requirePlayer(ctx.db, botId, req.body.discordId);
        const { giftTo, giftMessage } = req.body;
        const recipient = giftTo === undefined ? null : await findPlayer(ctx.db, botId, giftTo);
        if (giftTo !== undefined && !recipient)
          throw new ShopError('not_found', 404, shopRefusals.giftRecipientNotFound);
        const { purchase, replayed } = await buyKitOnce(ctx, req.headers['idempotency-key'], {
          botId,
          playerId: player.id,
          ...(recipient ? { giftTo: recipient.id, giftMessage } : {}),
          kitId: req.body.kitId,
          serverId: req.body.serverId,
          itemGroupIndex: req.body.itemGroupIndex,
          coupon: req.body.coupon,
          shownPrice: req.body.maxPrice,
          source: 'api',
          actor: API_ACTOR,
        });
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return purchase;
      },
    );
  };
