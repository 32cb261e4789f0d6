export interface NavItem {
  to: string;
  label: string;
  icon: string;
}

/** Navigation groups of SPEC 2. Icons are Material Symbols names rendered by nav-icon.tsx. */
export const instanceNav: NavItem[] = [
  { to: '/servers', label: 'Servers', icon: 'dns' },
  { to: '/commandAccess', label: 'Command Access', icon: 'lock' },
  { to: '/roles', label: 'Shop Ranks', icon: 'military' },
  { to: '/kits', label: 'Kits', icon: 'inventory' },
  { to: '/coupons', label: 'Coupons', icon: 'shop' },
  { to: '/players', label: 'Players', icon: 'people' },
  { to: '/purchases', label: 'Purchases', icon: 'receipt' },
  { to: '/votingDas', label: 'Voting (Deutsche ARK Server)', icon: 'vote' },
  { to: '/votingArkServer', label: 'Voting (ARK-Servers.net)', icon: 'vote' },
  { to: '/asabot', label: 'ASA Bot Sync', icon: 'sync' },
  { to: '/nitrado', label: 'Nitrado Sync', icon: 'cloud' },
  { to: '/tip4Serv', label: 'Tip4Serv', icon: 'shop' },
  { to: '/inGameShop', label: 'In-game Shop', icon: 'shop' },
  { to: '/userportal', label: 'User Portal', icon: 'web' },
  { to: '/permissions', label: 'Permissions', icon: 'admin' },
  { to: '/apiAccess', label: 'API Access', icon: 'key' },
  { to: '/auditLog', label: 'Audit Log', icon: 'history' },
];
export const activityNav: NavItem = {
  to: '/discordActivity',
  label: 'Discord Activity Credits',
  icon: 'chat',
};
export const accountNav: NavItem[] = [
  { to: '/mods', label: 'Mod Recommendations', icon: 'extension' },
  { to: '/notifications', label: 'Notifications', icon: 'bell' },
  { to: '/settings', label: 'Settings', icon: 'settings' },
  { to: '/patreon', label: 'Patreon Pledges', icon: 'heart' },
  { to: '/logout', label: 'Logout', icon: 'logout' },
];
export const loggedOutNav: NavItem[] = [
  { to: '/login', label: 'Login', icon: 'login' },
  { to: '/patreon', label: 'Patreon Pledges', icon: 'heart' },
];
export const adminNav: NavItem = { to: '/admin', label: 'Admin', icon: 'admin' };
export const bottomNav: NavItem[] = [
  { to: '/sponsors', label: 'Sponsors', icon: 'heart' },
  { to: '/legal', label: 'Legal Notice', icon: 'info' },
  { to: '/terms', label: 'Terms of Service', icon: 'info' },
  { to: '/privacy', label: 'Privacy Policy', icon: 'info' },
  { to: '/joinDiscord', label: 'Join our Discord', icon: 'chat' },
];
