// The dashboard's screens of one bot instance, in the navigation's order (packages/web/src/app/nav-items.ts),
// and the account screens: one list for every check that walks them (the browser tests' axe and CSP walks,
// e2e/support/screens.ts, which also checks it against the navigation; the transfer budget,
// scripts/check-bundle.mjs; the design audit, scripts/design-audit.mjs and e2e/support/design-walk.ts).
export const instanceRoutes = [
  '/overview',
  '/kits',
  '/roles',
  '/coupons',
  '/purchases',
  '/inGameShop',
  '/userportal',
  '/players',
  '/creditHistory',
  '/transfers',
  '/leaderboards',
  '/playtime',
  '/discordActivity',
  '/votingDas',
  '/votingArkServer',
  '/asabot',
  '/nitrado',
  '/tip4Serv',
  '/webhooks',
  '/servers',
  '/commandAccess',
  '/permissions',
  '/apiAccess',
  '/auditLog',
  '/seasons',
];
/** The logged-in user's own screens (beside the instance's). */
export const accountRoutes = ['/settings', '/notifications'];
/** Both, as the dashboard's screens a walk visits. */
export const dashboardRoutes = [...instanceRoutes, ...accountRoutes];
