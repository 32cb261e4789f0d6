import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs, type Persona } from './browser';
import { axeScan, summarize, writeReport, type Hit } from './a11y';
import { instanceScreens, portalScreen, publicScreens, settle } from './screens';

/**
 * axe-core on every screen and every tab of the dashboard (plus its main dialogs and the player portal), as
 * the owner and as a viewer, in the light theme (all rules) and the dark theme (the contrast rules again:
 * the palette is all a theme changes). Any serious or critical violation fails the build; the full report lands in
 * e2e/screenshots/axe-*.json. One browser per file, one logged-in context per persona and theme. The walks
 * are split over three files (tests/accessibility-*.e2e.ts) so the browser-test workers share them; the
 * viewer's walks run in a German browser (issue 27: the axe walk in both languages).
 */
/** Dialogs worth their own scan: [screen, button that opens it, dialog name]. */
const dialogs: [string, string, string][] = [
  ['/servers', 'Add server', 'Add server'],
  ['/roles', 'Add shop rank', 'Add shop rank'],
  ['/players', 'Edit Rex Rider', 'Edit Rex Rider'],
  ['/players', 'Grant / take credits', 'Grant or take credits'],
  ['/settings', 'Delete account', 'Delete account?'],
];

let browser: Browser;

/** Inside the dashboard, follows the drawer's link (no page load); anything else is loaded. */
async function open(page: Page, screen: string) {
  const link = page.locator(`nav[aria-label="Main navigation"] a[href="${screen}"]`);
  const from = new URL(page.url()).pathname;
  if (from !== screen && (await link.count()) === 1) {
    await link.click();
    // a guard may send the viewer elsewhere (e.g. to the missing-permissions page): any new address will do
    await page.waitForURL((u) => u.pathname !== from, { timeout: 3_000 }).catch(() => {});
  } else await page.goto(baseUrl() + screen);
  await settle(page);
}

const CONTRAST = ['color-contrast', 'link-in-text-block'];

/** Scans a screen, then each of its tabs in turn. */
async function scanScreen(page: Page, screen: string, hits: Hit[], only?: string[]) {
  const t0 = Date.now();
  await open(page, screen);
  const t1 = Date.now();
  hits.push(...(await axeScan(page, screen, only)));
  let scans = 1;
  const tabs = page.locator('main [role="tab"]:not([disabled]):not([aria-disabled="true"])');
  const n = await tabs.count();
  for (let i = 1; i < n; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    hits.push(...(await axeScan(page, `${screen} [tab ${name}]`, only, 'main')));
    scans++;
  }
  if (process.env.AXE_TIMING) console.info(`${screen}: open ${t1 - t0} ms, scans ${Date.now() - t1} ms`);
  return scans;
}

async function walk(persona: Persona, theme: 'light' | 'dark', hits: Hit[], locale?: string) {
  const s = await openAs(browser, persona, { theme, ...(locale ? { locale } : {}) });
  const only = theme === 'dark' ? CONTRAST : undefined;
  let scans = 0;
  try {
    const list = persona === 'owner' ? [...publicScreens, ...instanceScreens] : instanceScreens;
    await s.page.goto(baseUrl() + list[0]);
    for (const screen of list) scans += await scanScreen(s.page, screen, hits, only);
    if (persona === 'owner') {
      for (const [screen, button, name] of dialogs) {
        await open(s.page, screen);
        await s.page.getByRole('button', { name: button, exact: true }).first().click();
        await s.page.getByRole('dialog', { name }).waitFor();
        hits.push(...(await axeScan(s.page, `${screen} [dialog ${name}]`, only)));
        scans++;
        await s.page.getByRole('dialog', { name }).getByRole('button', { name: 'Cancel' }).click();
      }
      await open(s.page, portalScreen);
      hits.push(...(await axeScan(s.page, '/portal', only)));
      scans++;
    }
  } finally {
    await s.context.close();
  }
  return scans;
}

const blocking = (hits: Hit[]) => hits.filter((h) => h.impact === 'serious' || h.impact === 'critical');
const show = (hits: Hit[]) =>
  hits.map((h) => `${h.impact} ${h.rule} on ${h.screen}: ${h.targets.join(' | ')}`);

/**
 * Registers the axe walk of `persona` in each of `themes` as one test each, in the browser language
 * `locale` (the viewer walks in German, the owner in English: every screen and tab is scanned in both
 * languages without a fifth walk).
 */
export function axeWalks(persona: 'owner' | 'viewer', themes: ('light' | 'dark')[], locale?: string) {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());
  describe('accessibility (axe-core)', () => {
    for (const theme of themes)
      it(`${persona}, ${theme} theme${locale ? `, ${locale}` : ''}: no serious or critical violation on any screen, tab or dialog`, async () => {
        const hits: Hit[] = [];
        let scans = 0;
        try {
          scans = await walk(persona, theme, hits, locale);
        } finally {
          writeReport(`axe-${persona}-${theme}`, scans, hits);
          console.info(`axe ${persona} ${theme}: ${scans} scans`, JSON.stringify(summarize(hits)));
        }
        expect(show(blocking(hits))).toEqual([]);
      }, 480_000);
  });
}
