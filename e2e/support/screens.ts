import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { GUILD } from './portal';
import { dashboardRoutes } from '../../scripts/dashboard-routes.mjs';

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
/** The site admin's screen. */
export const adminScreens = ['/admin'];
/**
 * The dashboard's screens of the selected bot instance (owner and managers) and the account's: the one list
 * of scripts/dashboard-routes.mjs, which must name every entry of the navigation (checked here, so a new
 * screen left out of it fails every walk instead of going unchecked).
 */
export const instanceScreens = dashboardRoutes;
const navSource = fs.readFileSync(
  new URL('../../packages/web/src/app/nav-items.ts', import.meta.url),
  'utf8',
);
const navGroupsSource = navSource.slice(
  navSource.indexOf('export const topNav'),
  navSource.indexOf('export const conditionalNav'),
);
const missing = [...navGroupsSource.matchAll(/to: '([^']+)'/g)]
  .map((m) => m[1]!)
  .filter((to) => !adminScreens.includes(to) && !instanceScreens.includes(to));
if (missing.length) throw new Error(`scripts/dashboard-routes.mjs lacks ${missing.join(', ')}`);
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
