import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  effectiveTier,
  limitsForTier,
  limitsSchema,
  publicSettingsSchema,
  statisticsSchema,
  subscriptionStateSchema,
  Tier,
} from '@asa/domain';
import { demoLoginsEnabled } from '../../config';
import type { AppContext } from '../../context';
import { logoutOnLimitFailure } from './limits-text';
import { statistics, subscriptionStates } from './service';

export const publicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = ctx;

    app.get(
      '/api/settings/management',
      {
        config: { access: 'public' },
        schema: { tags: ['public'], security: [], response: { 200: publicSettingsSchema } },
      },
      async () => ({
        discordLoginUrl: demoLoginsEnabled(config)
          ? '/api/auth/demo?as=owner'
          : `${config.publicUrl}/api/auth/discord/login`,
        discordBotJoinUrl: `${config.publicUrl}/api/auth/discord/join`,
        discordInviteUrl: config.discord.inviteUrl,
        pledgeUrl: config.patreon.pledgeUrl,
        demoMode: config.demoMode,
      }),
    );

    app.get(
      '/api/statistics',
      {
        config: { access: 'public' },
        schema: { tags: ['public'], security: [], response: { 200: statisticsSchema } },
      },
      async () => statistics(ctx),
    );

    app.get(
      '/api/limit/all',
      {
        config: { access: 'user' },
        schema: {
          tags: ['limits'],
          description: logoutOnLimitFailure,
          querystring: z.object({ tierId: z.coerce.number().int().min(0).max(6).optional() }),
          response: { 200: limitsSchema },
        },
      },
      async (req) =>
        limitsForTier(
          (req.query.tierId as Tier | undefined) ??
            effectiveTier(req.user!.tier as Tier, ctx.config.selfHostedTier),
        ),
    );

    app.get(
      '/api/subscription/check/all',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: z.array(subscriptionStateSchema) } },
      },
      async () => subscriptionStates(ctx),
    );
  };
