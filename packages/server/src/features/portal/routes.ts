import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorMessages,
  PlayerSearchQuery,
  PlayerSearchResult,
  PLAYER_SEARCH_LIMIT,
  PLAYER_SEARCH_MIN,
  PurchaseView,
  portalCatalogSchema,
  portalMeSchema,
  portalNotificationsSchema,
  portalOrderSchema,
  portalRankBoughtSchema,
  portalRankOrderSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { loadPortal, portalCatalog } from './catalog';
import { KITS_NOT_OFFERED, portalKitOrder, portalRankOrder } from './orders';
import { ensurePlayer, inGameCommands, portalMe, setDmNotifications } from './player';
import { compiledSerializer } from '../../lib/compiled-serializer';
import { HttpError } from '../../lib/errors';
import { createLinkCode } from '../in-game-shop/service';
import { portalParams } from './schemas';
import { searchPortalPlayers } from './player-search';
import { transferSettingsOn } from '../transfers/service';

const tags = ['player portal'];
const catalogSerializer = compiledSerializer(portalCatalogSchema);
export const PORTAL_RATE_LIMIT = 20;
export const PORTAL_RATE_WINDOW_MS = 60_000;
export const IN_GAME_SHOP_OFF = errorMessages.inGameShopOff;
export const PORTAL_RATE_MESSAGE = 'Too many shop actions. Please wait a minute and try again.';

/**
 * The player portal (User Portal, Tier 3): a public catalog per instance at /portal/{guildId}, and for a
 * logged-in player their balance, history, vouchers and purchases, buying and redeeming kits and buying
 * shop ranks. Every route answers 404 unless the owner switched the portal on and their tier includes it.
 */
export const portalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // per user, across instances and processes: purchases reach game servers
    const limiter = app.limiter({
      name: 'portal-orders',
      max: PORTAL_RATE_LIMIT,
      windowMs: PORTAL_RATE_WINDOW_MS,
      message: PORTAL_RATE_MESSAGE,
    });

    app.get(
      '/api/portal/:guildId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security: [],
          description: 'The public catalog of a player portal (404 when it does not exist or is off).',
          params: portalParams,
          response: { 200: portalCatalogSchema },
        },
        // written by a function compiled from the schema, not zod-parsed per request (lib/compiled-serializer.ts)
        serializerCompiler: catalogSerializer,
      },
      async (req) => portalCatalog(ctx, await loadPortal(ctx, req.params.guildId)),
    );

    app.get(
      '/api/portal/:guildId/me',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            "The caller's player on the instance, matched by Discord id; created with 0 credits on the first visit.",
          params: portalParams,
          response: { 200: portalMeSchema },
        },
      },
      async (req) => portalMe(ctx, await loadPortal(ctx, req.params.guildId), req.user!),
    );

    for (const mode of ['buy', 'redeem'] as const) {
      app.post(
        `/api/portal/:guildId/${mode}`,
        {
          config: { access: 'user' },
          schema: {
            tags,
            description:
              mode === 'buy'
                ? 'Buys a kit for credits and delivers it to the chosen server.'
                : 'Redeems one voucher of a kit and delivers it to the chosen server.',
            params: portalParams,
            body: portalOrderSchema,
            response: { 200: PurchaseView },
          },
        },
        async (req) => {
          const portal = await loadPortal(ctx, req.params.guildId);
          await limiter(String(req.user!.id));
          return portalKitOrder(ctx, portal, req.user!, req.body, mode);
        },
      );
    }

    // per user: the gift dialog searches as the player types
    const searchLimiter = app.limiter({
      name: 'portal-player-search',
      max: 60,
      windowMs: PORTAL_RATE_WINDOW_MS,
      message: PORTAL_RATE_MESSAGE,
    });
    app.get(
      '/api/portal/:guildId/players',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            `The recipient search of a gift: players of the instance whose name contains \`q\` (at least ` +
            `${PLAYER_SEARCH_MIN} characters, case-insensitive), the caller left out, by name, at most ` +
            `${PLAYER_SEARCH_LIMIT}; ids and names only (404 while kits are not offered). Only for registered ` +
            "players of the instance (a player with the caller's Discord id who holds or earned credits, a " +
            'voucher, a kit or a shop rank, or linked a game account; the empty player the first visit creates ' +
            'does not count): 403 for anybody else.',
          params: portalParams,
          querystring: PlayerSearchQuery,
          response: { 200: PlayerSearchResult },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        // also the recipient search of "Send credits" (issue 37) while transfers are on
        if (!portal.bot.userPortalSettings.isKitsEnabled && !(await transferSettingsOn(ctx, portal.row)))
          throw new HttpError(404, KITS_NOT_OFFERED);
        await searchLimiter(String(req.user!.id));
        return searchPortalPlayers(ctx, portal, req.user!, req.query.q);
      },
    );

    app.put(
      '/api/portal/:guildId/notifications',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            'Switches the Discord DMs the caller gets about their orders (delivered after waiting, expired, failed).',
          params: portalParams,
          body: portalNotificationsSchema,
          response: { 200: portalNotificationsSchema },
        },
      },
      async (req) =>
        setDmNotifications(
          ctx,
          await loadPortal(ctx, req.params.guildId),
          req.user!,
          req.body.dmNotifications,
        ),
    );

    app.post(
      '/api/portal/:guildId/linkCode',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            'A one-time code (15 minutes) the player types in game as `+link <code>` to link their game account (404 while the in-game shop is off).',
          params: portalParams,
          response: { 200: z.object({ code: z.string(), expiresAt: z.string() }) },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        if (!(await inGameCommands(ctx, portal))) throw new HttpError(404, IN_GAME_SHOP_OFF);
        await limiter(String(req.user!.id));
        const { player } = await ensurePlayer(ctx, portal, req.user!);
        const { code, expiresAt } = await createLinkCode(ctx, portal.row.id, player.id);
        return { code, expiresAt: expiresAt.toISOString() };
      },
    );

    app.post(
      '/api/portal/:guildId/buyRank',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: 'Buys a shop rank for credits.',
          params: portalParams,
          body: portalRankOrderSchema,
          response: { 200: portalRankBoughtSchema },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        await limiter(String(req.user!.id));
        return portalRankOrder(ctx, portal, req.user!, req.body.rankId);
      },
    );
  };
