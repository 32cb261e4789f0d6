import type { Page } from 'playwright-core';
import { GUILD } from './portal';

/**
 * The screens the browser-wide checks walk (support/axe-walk.ts, csp.e2e.ts): one list, so a new screen is
 * added once and every check visits it.
 */
export const publicScreens = [
  '/',
  '/mods',
  '/sponsors',
  '/legal',
  '/terms',
  '/privacy',
  '/faq',
  '/patreon',
  '/errors/missingPermissions',
  '/errors/nitradoLoginFailed',
  '/errors/noBots',
];
/** The dashboard's screens of the selected bot instance (owner and managers). */
export const instanceScreens = [
  '/overview',
  '/servers',
  '/commandAccess',
  '/roles',
  '/kits',
  '/coupons',
  '/players',
  '/purchases',
  '/creditHistory',
  '/playtime',
  '/votingDas',
  '/votingArkServer',
  '/asabot',
  '/nitrado',
  '/tip4Serv',
  '/userportal',
  '/permissions',
  '/apiAccess',
  '/auditLog',
  '/webhooks',
  '/discordActivity',
  '/settings',
  '/notifications',
];
/** The site admin's screen. */
export const adminScreens = ['/admin'];
/** The demo guild's player portal. */
export const portalScreen = `/portal/${GUILD}`;
/** Every screen, for the owner (who is also a site admin in the demo). */
export const allScreens = [...publicScreens, ...instanceScreens, ...adminScreens, portalScreen];

/** Waits until the page has rendered its content (a level-1 heading, or the portal's header) and data. */
export async function settle(page: Page) {
  await page.locator('h1, main [role="alert"], [data-testid="portal-header"]').first().waitFor();
  // data still loading shows a progress indicator; most pages have none by now
  const loading = page.locator('main [role="progressbar"]');
  if (await loading.count())
    await loading
      .first()
      .waitFor({ state: 'detached', timeout: 3_000 })
      .catch(() => {});
}
