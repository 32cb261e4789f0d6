/**
 * The design check (issue 38), registered by tests/design-en.e2e.ts and tests/design-de.e2e.ts (one language
 * each, so two browser-test workers share its walks: one file of six walks was the longest of the block,
 * 206-237 s). The design at 1366x900 and on a 390x844 phone, in English and German: every navigation entry is
 * reachable and inside the screen (each group opened in turn), no screen is wider than the window, no button,
 * chip or tab is clipped (scrollWidth > clientWidth), and the layout shift of a screen's load (CLS) stays at
 * or under 0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs } from './browser';
import { GUILD, portalOn } from './portal';
import { dashboardRoutes } from '../../scripts/dashboard-routes.mjs';

const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
const routes = dashboardRoutes;

let browser: Browser;

/** Counts the layout shift of every page load of the tab (the score of the load, as Lighthouse's CLS). */
const clsScript = () => {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Page overflow and controls whose text does not fit (the German test's check, for every control kind). */
const problemsOf = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    const sel =
      '.MuiButton-root, .MuiTab-root, .MuiChip-label, .MuiToggleButton-root, .MuiListItemText-primary, .MuiFormControlLabel-label, .MuiDataGrid-columnHeaderTitle';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (!el.offsetParent || !el.innerText.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`clipped "${el.innerText.trim()}" ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return found;
  });

/** The walks in `langs` at both sizes, and with `navigation` the navigation check at both sizes. */
export function designChecks(langs: ('en' | 'de')[], navigation: boolean) {
  beforeAll(async () => {
    await portalOn();
    browser = await launch();
  });
  afterAll(async () => browser?.close());
  describe(`design (issue 38): ${langs.join(', ')}`, () => {
    if (navigation)
      for (const size of sizes)
        it(`every navigation entry is reachable and on screen at ${size.width}x${size.height}`, async () => {
          const s = await openAs(browser, 'owner', { viewport: size });
          const p = s.page;
          await p.goto(baseUrl() + '/overview');
          await p.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
          if (size.width < 600) await p.getByRole('button', { name: 'Toggle navigation' }).click();
          const nav = p.getByRole('navigation', { name: 'Main navigation' });
          const headers = nav.locator('[aria-expanded]');
          const groups = await headers.count();
          // Shop, Players, Integrations, Settings, and Admin for a site admin
          const admin = groups === 5;
          expect(groups).toBeGreaterThanOrEqual(4);
          const seen = new Set<string>();
          const iconOf = new Map<string, string>();
          for (let i = 0; i < groups; i++) {
            const header = headers.nth(i);
            if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
            await p.waitForTimeout(250);
            for (const link of await nav.getByRole('link').all()) {
              const box = (await link.boundingBox())!;
              const href = (await link.getAttribute('href'))!;
              expect(box, href).toBeTruthy();
              expect(box.y + box.height, `${href} bottom`).toBeLessThanOrEqual(size.height);
              expect(box.x + box.width, `${href} right`).toBeLessThanOrEqual(size.width);
              seen.add(href);
              const icon = await link
                .locator('svg[data-testid]')
                .first()
                .getAttribute('data-testid', { timeout: 500 })
                .catch(() => null);
              if (icon) iconOf.set(href, icon);
            }
          }
          for (const r of [
            ...routes.filter((r) => r !== '/discordActivity'),
            ...(admin ? ['/admin'] : []),
            '/logout',
          ])
            expect(seen.has(r), r).toBe(true);
          // distinct icons: no two entries draw the same icon
          const icons = await nav
            .locator('a svg[data-testid]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
          const entries = icons.filter((i) => i !== 'InfoIcon');
          expect(new Set(entries).size, icons.join(' ')).toBe(entries.length);
          expect(s.errors).toEqual([]);
          await s.context.close();
        });

    for (const size of sizes)
      for (const lang of langs)
        it(`${lang} at ${size.width}x${size.height}: no clipped control, no page wider than the screen, CLS <= 0.1`, async () => {
          const s = await openAs(browser, 'owner', {
            viewport: size,
            locale: lang === 'de' ? 'de-DE' : 'en-US',
          });
          const p = s.page;
          await p.addInitScript(clsScript);
          const problems: string[] = [];
          for (const r of [...routes, `/portal/${GUILD}`]) {
            await p.goto(baseUrl() + r);
            await p.getByRole('heading', { level: 1 }).first().waitFor();
            await p.waitForLoadState('networkidle');
            await p.waitForTimeout(300);
            for (const f of await problemsOf(p)) problems.push(`${r}: ${f}`);
            const cls = await p.evaluate(() => (window as unknown as { __cls: number }).__cls);
            if (cls > 0.1) problems.push(`${r}: CLS ${cls.toFixed(3)}`);
          }
          expect(problems).toEqual([]);
          expect(s.errors).toEqual([]);
          await s.context.close();
        }, 180_000);
  });
}
