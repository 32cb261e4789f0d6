import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('public pages', () => {
  it('asks for cookie consent on the first visit and stores the choice', async () => {
    const s = await openAs(browser, 'anonymous', { consent: false });
    await s.page.goto(baseUrl());
    const dialog = s.page.getByRole('dialog', { name: 'Cookies and local storage' });
    await dialog.waitFor();
    await shot(s.page, 'cookie-consent');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await s.page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    // the footer button reopens it; Decline stores false
    await s.page.getByRole('button', { name: 'Cookie consent' }).click();
    await s.page
      .getByRole('dialog', { name: 'Cookies and local storage' })
      .getByRole('button', { name: 'Decline' })
      .click();
    expect(await s.page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('shows every public page with its content', async () => {
    const s = await openAs(browser, 'anonymous');
    const pages: [string, string][] = [
      ['/', 'Welcome to the ASA Discord Shop Bot'],
      ['/legal', 'Impressum / Legal Notice'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Data Privacy Policy'],
      ['/faq', 'FAQ'],
      ['/sponsors', 'Sponsors'],
      ['/mods', 'Mod Recommendations'],
      ['/patreon', 'Patreon Pledges'],
      ['/errors/missingPermissions', 'Permission Denied'],
      ['/errors/nitradoLoginFailed', 'Nitrado login failed'],
      ['/errors/noBots', 'You do not have access to any ASA-Discord-Shop-Bot'],
    ];
    for (const [path, heading] of pages) {
      await s.page.goto(baseUrl() + path);
      await s.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await shot(s.page, `public${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
    }
    await s.page.goto(baseUrl() + '/terms');
    await s.page.getByText('Last updated: 06/11/2023').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('rotates the home carousel every 5 seconds', async () => {
    const s = await openAs(browser, 'anonymous');
    await s.page.goto(baseUrl());
    const slide = s.page.getByTestId('carousel-slide');
    const first = await slide.textContent();
    await s.page.waitForFunction(
      (t) => document.querySelector('[data-testid="carousel-slide"]')?.textContent !== t,
      first,
      // a timer in the page, not an event the test can wait on: 5 s plus headroom for a loaded machine
      { timeout: 15_000 },
    );
    expect(await slide.textContent()).not.toBe(first);
    expect(await s.page.getByRole('button', { name: /^Slide \d/ }).count()).toBe(7);
    await s.context.close();
  });

  it('sends logged-out visitors of a login page to the login address', async () => {
    const s = await openAs(browser, 'anonymous');
    await s.page.goto(baseUrl() + '/servers');
    // demo mode: the login address logs in as the demo owner and comes back to /servers
    await s.page.waitForURL('**/servers');
    await s.page.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    expect(await s.page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await s.context.close();
  });
});
