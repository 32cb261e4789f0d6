import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leaderboardOptOutSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  portalTransferSchema,
  transferViewSchema,
} from '@asa/domain';
import type { AppContext } from '../../context';
import { leaderboard, setLeaderboardOptOut } from '../leaderboards/service';
import { sendCredits } from '../transfers/service';
import { loadPortal } from './catalog';
import { portalActor } from './orders';
import { ensurePlayer } from './player';
import { PORTAL_RATE_LIMIT, PORTAL_RATE_MESSAGE, PORTAL_RATE_WINDOW_MS } from './routes';
import { portalParams } from './schemas';

const tags = ['player portal'];

/**
 * The portal's parts of issue 37: "Send credits" (features/transfers, docs/transfers.md) and the leaderboard
 * with the player's opt-out (features/leaderboards, docs/leaderboards.md).
 */
export const portalEarnRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // per user, like the portal's orders (20 a minute)
    const limiter = app.limiter({
      name: 'portal-transfers',
      max: PORTAL_RATE_LIMIT,
      windowMs: PORTAL_RATE_WINDOW_MS,
      message: PORTAL_RATE_MESSAGE,
    });

    app.post(
      '/api/portal/:guildId/transfers',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            "Sends credits of the caller to another player of the instance (the owner's transfer rules apply; " +
            'the fee is paid on top). The same idempotency key answers the first transfer again.',
          params: portalParams,
          body: portalTransferSchema,
          response: { 200: transferViewSchema },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        await limiter(String(req.user!.id));
        const { player } = await ensurePlayer(ctx, portal, req.user!);
        const { transfer } = await sendCredits(ctx, {
          botId: portal.row.id,
          fromPlayerId: player.id,
          toPlayerId: req.body.toPlayerId,
          amount: req.body.amount,
          source: 'portal',
          actor: portalActor(req.user!),
          actorUserId: req.user!.id,
          // per caller: one player's key cannot answer another's transfer
          idempotencyKey: `portal:${req.user!.id}:${req.body.idempotencyKey}`,
        });
        return transfer;
      },
    );

    app.get(
      '/api/portal/:guildId/leaderboard',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            'The top players of the community by credits earned, votes or kits, this week, month or all time.',
          params: portalParams,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardSchema },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        return leaderboard(
          ctx,
          portal.row.id,
          req.query.metric,
          req.query.period,
          undefined,
          req.query.season,
        );
      },
    );

    app.put(
      '/api/portal/:guildId/leaderboard',
      {
        config: { access: 'user' },
        schema: {
          tags,
          description:
            'The caller leaves every leaderboard of the community (optOut true) or joins them again.',
          params: portalParams,
          body: leaderboardOptOutSchema,
          response: { 200: leaderboardOptOutSchema },
        },
      },
      async (req) => {
        const portal = await loadPortal(ctx, req.params.guildId);
        const { player } = await ensurePlayer(ctx, portal, req.user!);
        await setLeaderboardOptOut(ctx, player.id, req.body.optOut);
        return { optOut: req.body.optOut };
      },
    );
  };
