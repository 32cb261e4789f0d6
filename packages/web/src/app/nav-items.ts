import type { CommonKey } from '../lib/common-texts';

export interface NavItem {
  to: string;
  icon: string;
}

/** Each entry's label is `nav.<route>` of the common catalogue (`nav.servers`, `nav.home` for '/'). */
export const navKey = (to: string) => `nav.${to === '/' ? 'home' : to.slice(1)}` as CommonKey;

/** Navigation groups of SPEC 2. Icons are Material Symbols names rendered by nav-icon.tsx. */
export const instanceNav: NavItem[] = [
  { to: '/overview', icon: 'insights' },
  { to: '/servers', icon: 'dns' },
  { to: '/commandAccess', icon: 'lock' },
  { to: '/roles', icon: 'military' },
  { to: '/kits', icon: 'inventory' },
  { to: '/coupons', icon: 'shop' },
  { to: '/transfers', icon: 'people' },
  { to: '/leaderboards', icon: 'insights' },
  { to: '/players', icon: 'people' },
  { to: '/purchases', icon: 'receipt' },
  { to: '/creditHistory', icon: 'history' },
  { to: '/votingDas', icon: 'vote' },
  { to: '/votingArkServer', icon: 'vote' },
  { to: '/asabot', icon: 'sync' },
  { to: '/nitrado', icon: 'cloud' },
  { to: '/tip4Serv', icon: 'shop' },
  { to: '/inGameShop', icon: 'shop' },
  { to: '/userportal', icon: 'web' },
  { to: '/permissions', icon: 'admin' },
  { to: '/apiAccess', icon: 'key' },
  { to: '/webhooks', icon: 'webhook' },
  { to: '/auditLog', icon: 'history' },
];
export const activityNav: NavItem = {
  to: '/discordActivity',
  icon: 'chat',
};
export const accountNav: NavItem[] = [
  { to: '/mods', icon: 'extension' },
  { to: '/notifications', icon: 'bell' },
  { to: '/settings', icon: 'settings' },
  { to: '/patreon', icon: 'heart' },
  { to: '/logout', icon: 'logout' },
];
export const loggedOutNav: NavItem[] = [
  { to: '/login', icon: 'login' },
  { to: '/patreon', icon: 'heart' },
];
export const adminNav: NavItem = { to: '/admin', icon: 'admin' };
export const bottomNav: NavItem[] = [
  { to: '/sponsors', icon: 'heart' },
  { to: '/legal', icon: 'info' },
  { to: '/terms', icon: 'info' },
  { to: '/privacy', icon: 'info' },
  { to: '/joinDiscord', icon: 'chat' },
];
