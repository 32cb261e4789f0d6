import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { botRoutes } from './bots/routes';
import { notificationRoutes } from './notifications/routes';
import { playerRoutes } from './players/routes';
import { publicRoutes } from './public/routes';
import { rconRoutes } from './rcon/routes';
import { serverRoutes } from './servers/routes';
import { kitRoutes } from './kits/routes';
import { nitradoRoutes } from './nitrado/routes';
import { asaBotRoutes } from './asabot/routes';
import { tip4ServRoutes } from './tip4serv/routes';
import { votingRoutes } from './voting/routes';
import { shopRankRoutes } from './shop-ranks/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { userRoutes } from './users/routes';
import { apiV1Routes } from './api-v1/routes';
import { jobRoutes } from './jobs/routes';
import { purchaseRoutes } from './shop/purchases/purchase-routes';
import { portalRoutes } from './portal/routes';
import { demoRoutes } from './demo/routes';
import { healthRoutes } from './health/routes';
import { auditRoutes } from './audit/routes';
import { metricsRoutes } from './metrics/routes';
import { inGameShopRoutes } from './in-game-shop/routes';
import { overviewRoutes } from './overview/routes';
import { webhookRoutes } from './webhooks/routes';
import { couponRoutes } from './coupons/routes';
import { siteStatusRoutes } from './site-status/routes';
import { transferRoutes } from './transfers/routes';
import { leaderboardRoutes } from './leaderboards/routes';
import { seasonRoutes } from './seasons/routes';
import { portalEarnRoutes } from './portal/earn-routes';
import { playtimeRoutes } from './playtime/routes';

/** Every feature's routes; one line per feature. */
export async function registerFeatures(app: FastifyInstance, ctx: AppContext) {
  for (const feature of [
    healthRoutes,
    metricsRoutes,
    publicRoutes,
    authRoutes,
    userRoutes,
    botRoutes,
    notificationRoutes,
    serverRoutes,
    playerRoutes,
    rconRoutes,
    subscriptionRoutes,
    kitRoutes,
    shopRankRoutes,
    nitradoRoutes,
    asaBotRoutes,
    tip4ServRoutes,
    votingRoutes,
    jobRoutes,
    apiV1Routes,
    purchaseRoutes,
    portalRoutes,
    demoRoutes,
    auditRoutes,
    inGameShopRoutes,
    overviewRoutes,
    webhookRoutes,
    couponRoutes,
    siteStatusRoutes,
    transferRoutes,
    leaderboardRoutes,
    seasonRoutes,
    portalEarnRoutes,
    playtimeRoutes,
  ]) {
    await app.register(feature(ctx));
  }
}
