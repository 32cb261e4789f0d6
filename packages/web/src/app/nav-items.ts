import type { CommonKey } from '../lib/common-texts';

export interface NavItem {
  to: string;
  icon: string;
}

/** A collapsible group of the navigation: its label is `nav.group.<id>` of the common catalogue. */
export interface NavGroup {
  id: 'shop' | 'players' | 'integrations' | 'settings' | 'admin';
  icon: string;
  items: NavItem[];
}

/** Each entry's label is `nav.<route>` of the common catalogue (`nav.servers`, `nav.home` for '/'). */
export const navKey = (to: string) => `nav.${to === '/' ? 'home' : to.slice(1)}` as CommonKey;

/** Above the groups, logged in. */
export const topNav: NavItem[] = [{ to: '/overview', icon: 'insights' }];

/**
 * The routes of SPEC 2 in groups (issue 38): one group is open at a time (the current route's), so every entry
 * fits a 1366x900 screen and a 390x844 phone without scrolling. Icons are names of nav-icon.tsx, one per route.
 * `/discordActivity` is listed only with the instance's activity points (`conditionalNav`), `admin` only for
 * admins. A new route also goes into scripts/dashboard-routes.mjs (the browser walks check it). At most six
 * entries a group: with a group of seven open, the bottom links leave a 390x844 phone (e2e/support/design-walk.ts).
 */
export const navGroups: NavGroup[] = [
  {
    id: 'shop',
    icon: 'shop',
    items: [
      { to: '/kits', icon: 'inventory' },
      { to: '/roles', icon: 'military' },
      { to: '/coupons', icon: 'coupon' },
      { to: '/purchases', icon: 'receipt' },
      { to: '/inGameShop', icon: 'game' },
      { to: '/userportal', icon: 'web' },
    ],
  },
  {
    id: 'players',
    icon: 'groups',
    items: [
      { to: '/players', icon: 'people' },
      { to: '/creditHistory', icon: 'wallet' },
      { to: '/transfers', icon: 'swap' },
      { to: '/leaderboards', icon: 'trophy' },
      { to: '/playtime', icon: 'timer' },
      { to: '/discordActivity', icon: 'chat' },
    ],
  },
  {
    id: 'integrations',
    icon: 'hub',
    items: [
      { to: '/votingDas', icon: 'vote' },
      { to: '/votingArkServer', icon: 'thumb' },
      { to: '/asabot', icon: 'sync' },
      { to: '/nitrado', icon: 'cloud' },
      { to: '/tip4Serv', icon: 'payments' },
      { to: '/webhooks', icon: 'webhook' },
    ],
  },
  {
    id: 'settings',
    icon: 'tune',
    items: [
      { to: '/servers', icon: 'dns' },
      { to: '/commandAccess', icon: 'terminal' },
      { to: '/permissions', icon: 'shield' },
      { to: '/apiAccess', icon: 'key' },
      { to: '/auditLog', icon: 'history' },
      { to: '/seasons', icon: 'season' },
    ],
  },
  { id: 'admin', icon: 'admin', items: [{ to: '/admin', icon: 'admin' }] },
];

/** Entries shown only under a condition of the session (checked by the drawer). */
export const conditionalNav = { discordActivity: '/discordActivity', admin: '/admin' } as const;

/** Every instance route (flat, in the groups' order; document titles and older imports). */
export const instanceNav: NavItem[] = [
  ...topNav,
  ...navGroups.flatMap((g) => (g.id === 'admin' ? [] : g.items)),
].filter((i) => i.to !== conditionalNav.discordActivity);
export const activityNav: NavItem = { to: '/discordActivity', icon: 'chat' };
export const accountNav: NavItem[] = [
  { to: '/notifications', icon: 'bell' },
  { to: '/settings', icon: 'account' },
  { to: '/mods', icon: 'extension' },
  { to: '/patreon', icon: 'heart' },
  { to: '/logout', icon: 'logout' },
];
export const loggedOutNav: NavItem[] = [
  { to: '/login', icon: 'login' },
  { to: '/patreon', icon: 'heart' },
];
export const adminNav: NavItem = { to: '/admin', icon: 'admin' };
/** Always at the bottom (SPEC 2), as a row of small text links. */
export const bottomNav: NavItem[] = [
  { to: '/sponsors', icon: 'heart' },
  { to: '/legal', icon: 'info' },
  { to: '/terms', icon: 'info' },
  { to: '/privacy', icon: 'info' },
  { to: '/joinDiscord', icon: 'chat' },
];

/** The group holding a route, if any. */
export const groupOf = (pathname: string) =>
  navGroups.find((g) => g.items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`)))?.id;
