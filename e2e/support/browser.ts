import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { demoToken } from '../../scripts/demo-server.mjs';

/** This worker's server (global-setup.ts starts one per worker; VITEST_POOL_ID numbers the workers from 1). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
};
export type Persona = 'owner' | 'viewer' | 'manager' | 'admin' | 'stranger';

const screenshotDir = path.resolve(import.meta.dirname, '..', 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far; every test asserts this stays empty. */
  errors: string[];
}

/**
 * A browser context logged in as a demo persona: the token comes from the demo login endpoint and is put in
 * localStorage with cookie consent already given, so each test starts from a known state.
 */
export async function openAs(
  browser: Browser,
  persona: Persona | 'anonymous',
  opts: {
    consent?: boolean;
    theme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
    locale?: string;
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1400, height: 900 },
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  let token = '';
  if (persona !== 'anonymous') {
    token = await demoToken(baseUrl(), persona);
  }
  const consent = opts.consent ?? true;
  await context.addInitScript(
    ([t, c, theme]) => {
      // once per tab: later navigations (e.g. after /logout) keep whatever the app stored
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      if (t) window.localStorage.setItem('token', t);
      if (c) window.localStorage.setItem('cookieConsent', 'true');
      if (theme) window.localStorage.setItem('themeMode', theme);
    },
    [token, consent, opts.theme ?? ''] as const,
  );
  const page = await context.newPage();
  // a cap on each event-driven wait (an element, a navigation), not a pause: 20 s leaves a loaded 2-core
  // machine room, and a passing test takes no longer for it
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export async function shot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * The dashboard navigation's link named `name`, with its group opened first: the navigation shows one group
 * at a time (issue 38), so a link of a closed group is not on the page until its group header is clicked.
 */
export async function navLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  await nav.waitFor();
  if ((await link.count()) > 0) return link.first();
  const groups = nav.locator('[data-testid^="nav-group-"]');
  for (let i = 0, n = await groups.count(); i < n; i++) {
    if ((await groups.nth(i).getAttribute('aria-expanded')) === 'true') continue;
    await groups.nth(i).click();
    if ((await link.count()) > 0) return link.first();
  }
  throw new Error(`no navigation link named ${name}`);
}
