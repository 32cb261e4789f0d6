import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { Guard, type GuardRule } from './guard';
import { ExternalRedirect, Logout, OAuthLanding } from './redirects';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

// Every route is its own lazily loaded chunk.
const pages = {
  home: page(() => import('../features/public/home-page')),
  legal: page(() => import('../features/public/legal-page')),
  terms: page(() => import('../features/public/terms-page')),
  privacy: page(() => import('../features/public/privacy-page')),
  faq: page(() => import('../features/public/faq-page')),
  sponsors: page(() => import('../features/public/sponsors-page')),
  mods: page(() => import('../features/public/mods-page')),
  patreon: page(() => import('../features/public/patreon-page')),
  missingPermissions: page(() => import('../features/errors/missing-permissions-page')),
  nitradoLoginFailed: page(() => import('../features/errors/nitrado-login-failed-page')),
  noBots: page(() => import('../features/errors/no-bots-page')),
  notFound: page(() => import('../features/errors/not-found-page')),
  settings: page(() => import('../features/account/settings-page')),
  notifications: page(() => import('../features/notifications/notifications-page')),
  admin: page(() => import('../features/admin/admin-users-page')),
  siteStatus: page(() => import('../features/admin/site-status-page')),
  servers: page(() => import('../features/servers/servers-page')),
  commandAccess: page(() => import('../features/command-access/command-access-page')),
  roles: page(() => import('../features/shop-ranks/shop-ranks-page')),
  kits: page(() => import('../features/kits/kits-page')),
  coupons: page(() => import('../features/coupons/coupons-page')),
  transfers: page(() => import('../features/transfers/transfers-page')),
  leaderboards: page(() => import('../features/leaderboards/leaderboards-page')),
  seasons: page(() => import('../features/seasons/seasons-page')),
  playtime: page(() => import('../features/playtime/playtime-page')),
  players: page(() => import('../features/players/players-page')),
  purchases: page(() => import('../features/purchases/purchases-page')),
  creditHistory: page(() => import('../features/credit-history/credit-history-page')),
  votingDas: page(() => import('../features/voting/voting-das-page')),
  votingArkServer: page(() => import('../features/voting/voting-ark-server-page')),
  asabot: page(() => import('../features/asabot/asabot-page')),
  nitrado: page(() => import('../features/nitrado/nitrado-page')),
  tip4Serv: page(() => import('../features/tip4serv/tip4serv-page')),
  inGameShop: page(() => import('../features/in-game-shop/in-game-shop-page')),
  userPortal: page(() => import('../features/user-portal/user-portal-page')),
  permissions: page(() => import('../features/permissions/permissions-page')),
  apiAccess: page(() => import('../features/api-access/api-access-page')),
  discordActivity: page(() => import('../features/discord-activity/discord-activity-page')),
  portal: page(() => import('../features/portal/portal-page')),
  auditLog: page(() => import('../features/audit-log/audit-log-page')),
  overview: page(() => import('../features/overview/overview-page')),
  webhooks: page(() => import('../features/webhooks/webhooks-page')),
};

const guarded = (path: string, P: Page, rule: GuardRule = {}): RouteObject => ({
  path,
  element: (
    <Guard rule={rule}>
      <P />
    </Guard>
  ),
});

/** Route table and guards of SPEC 2. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      guarded('/', pages.home),
      { path: '/home', element: <Navigate to="/" replace /> },
      guarded('/mods', pages.mods),
      guarded('/sponsors', pages.sponsors),
      guarded('/legal', pages.legal),
      guarded('/terms', pages.terms),
      guarded('/privacy', pages.privacy),
      guarded('/faq', pages.faq),
      guarded('/patreon', pages.patreon),
      guarded('/errors/missingPermissions', pages.missingPermissions),
      guarded('/errors/nitradoLoginFailed', pages.nitradoLoginFailed),
      guarded('/errors/noBots', pages.noBots),
      guarded('/overview', pages.overview, { login: true, permission: 'Players_View' }),
      guarded('/servers', pages.servers, { login: true }),
      guarded('/commandAccess', pages.commandAccess, { login: true }),
      guarded('/roles', pages.roles, { login: true }),
      guarded('/kits', pages.kits, { login: true }),
      guarded('/coupons', pages.coupons, { login: true, permission: 'Kits_View' }),
      guarded('/transfers', pages.transfers, { login: true, permission: 'Players_View' }),
      guarded('/leaderboards', pages.leaderboards, { login: true, permission: 'Players_View' }),
      guarded('/seasons', pages.seasons, { login: true, permission: 'Players_View' }),
      guarded('/playtime', pages.playtime, { login: true, permission: 'Players_View' }),
      guarded('/settings', pages.settings, { login: true }),
      guarded('/notifications', pages.notifications, { login: true }),
      guarded('/players', pages.players, { login: true, permission: 'Players_View' }),
      guarded('/purchases', pages.purchases, { login: true, permission: 'Players_View' }),
      guarded('/creditHistory', pages.creditHistory, { login: true, permission: 'Players_View' }),
      guarded('/nitrado', pages.nitrado, { login: true, permission: 'Nitrado_View' }),
      guarded('/asabot', pages.asabot, { login: true, permission: 'AsaBotSync_View' }),
      guarded('/votingDas', pages.votingDas, { login: true, permission: 'VotingIntegration_View' }),
      guarded('/votingArkServer', pages.votingArkServer, {
        login: true,
        permission: 'VotingIntegration_View',
      }),
      guarded('/tip4Serv', pages.tip4Serv, { login: true, permission: 'Tip4Serv_View' }),
      guarded('/inGameShop', pages.inGameShop, { login: true, permission: 'Kits_View' }),
      guarded('/userportal', pages.userPortal, { login: true, permission: 'UserPortal_View' }),
      guarded('/permissions', pages.permissions, { login: true, permission: 'Owner' }),
      guarded('/apiAccess', pages.apiAccess, { login: true, permission: 'Owner' }),
      guarded('/discordActivity', pages.discordActivity, { login: true, permission: 'Owner' }),
      guarded('/admin', pages.admin, { login: true, admin: true }),
      guarded('/admin/status', pages.siteStatus, { login: true, admin: true }),
      guarded('/auditLog', pages.auditLog, { login: true, permission: 'AuditLog_View' }),
      guarded('/webhooks', pages.webhooks, { login: true, permission: 'Owner' }),
      { path: '/oauth/:token', element: <OAuthLanding /> },
      { path: '/logout', element: <Logout /> },
      { path: '/login', element: <ExternalRedirect to="discordLoginUrl" /> },
      { path: '/joinDiscord', element: <ExternalRedirect to="discordInviteUrl" /> },
      { path: '/joinBot', element: <ExternalRedirect to="discordBotJoinUrl" /> },
      guarded('*', pages.notFound),
    ],
  },
  // the player portal: public and standalone (its own header; no dashboard layout, drawer or guard)
  {
    path: '/portal/:guildId',
    element: (
      <Suspense fallback={null}>
        <pages.portal />
      </Suspense>
    ),
  },
]);
