/**
 * Every screen of the dashboard and the player portal loads with the server's Content-Security-Policy on
 * (the real header from the demo server) without a single CSP violation: no inline script, no eval, styles
 * only from this origin or emotion's inserted style tags (docs/security.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs } from '../support/browser';
import { allScreens } from '../support/screens';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('Content-Security-Policy', () => {
  it('every screen loads under the CSP without a violation', async () => {
    const owner = await openAs(browser, 'owner');
    await owner.context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations: string[] = [];
    for (const screen of allScreens) {
      const res = await owner.page.goto(`${baseUrl()}${screen}`);
      expect(res?.headers()['content-security-policy'] ?? '', screen).toContain("script-src 'self'");
      await owner.page.waitForLoadState('networkidle');
      const seen = await owner.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      violations.push(...seen.map((v) => `${screen}: ${v}`));
    }
    expect(violations).toEqual([]);
    // Chromium reports CSP refusals as console errors too
    expect(owner.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    await owner.context.close();
    // it walks every screen (like the axe walks): 35 s alone, longer while the other worker runs
  }, 180_000);
});
