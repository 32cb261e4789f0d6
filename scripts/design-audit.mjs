// Design audit (issue 38): starts the built demo server and, for each route in the given languages and
// viewports, measures the layout shift (CLS of the load), horizontal page overflow, clipped controls
// (buttons, chips, tabs, menu items, nav labels, table heads whose text is wider than the control) and,
// with SHOTS=dir, saves a screenshot. Nav reachability: every link of the main navigation inside the viewport.
// Usage: node scripts/design-audit.mjs [routes...]  (env: LANGS=en,de SIZES=1366x900,390x844 SHOTS=/tmp/x)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { demoToken as demoTokenOf, startDemoServer } from './demo-server.mjs';
import { dashboardRoutes } from './dashboard-routes.mjs';

const all = [...dashboardRoutes, '/', '/portal/@demo'];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : all;
const langs = (process.env.LANGS ?? 'en,de').split(',');
const sizes = (process.env.SIZES ?? '1366x900,390x844').split(',').map((s) => s.split('x').map(Number));
const shots = process.env.SHOTS;
if (shots) fs.mkdirSync(shots, { recursive: true });

// BASE=http://127.0.0.1:4000 audits a demo server already running
const { base, demoToken, stop } = process.env.BASE
  ? {
      base: process.env.BASE,
      demoToken: (p) => demoTokenOf(process.env.BASE, p),
      stop: async () => {},
    }
  : await startDemoServer({
      entry: process.env.SERVER_ENTRY ?? 'packages/server/src/main.ts',
      tag: 'audit',
      timeoutMs: 120_000,
    });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let bad = 0;
try {
  const token = await demoToken(process.env.PERSONA ?? 'owner');
  // the demo guild's portal, switched on (the demo's own instance; e2e/support/portal.ts does the same)
  const guild = '900000000000000001';
  const auth = { authorization: `Bearer ${token}` };
  const bots = await (await fetch(`${base}/api/bots/forDiscordUser`, { headers: auth })).json();
  const bot = bots.find((b) => b.guildId === guild);
  if (bot) {
    bot.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
    await fetch(`${base}/api/bots`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ bot }),
    });
  }
  for (const lang of langs)
    for (const [width, height] of sizes) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: lang === 'de' ? 'de-DE' : 'en-US',
      });
      await context.addInitScript(
        ([t, l]) => {
          window.localStorage.setItem('token', t);
          window.localStorage.setItem('cookieConsent', 'true');
          window.localStorage.setItem('language', l);
          // every layout shift of the page's life, with what moved (each source: its top and height before -> after)
          window.__cls = 0;
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              if (e.hadRecentInput) continue;
              window.__cls += e.value;
              window.__shifts.push(
                `${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms ${(e.sources ?? []).map((s) => `${s.node?.nodeName}.${String(s.node?.className ?? '').split(' ')[0]} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`).join(', ')}`,
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [token, lang],
      );
      const page = await context.newPage();
      for (const r of routes) {
        const route = r.replace('@demo', guild);
        await page.goto(base + route, { timeout: 120_000 });
        await page.locator('h1').first().waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(1500);
        const res = await page.evaluate(() => {
          const found = [];
          const root = document.documentElement;
          if (root.scrollWidth > root.clientWidth + 1)
            found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
          const sel =
            '.MuiButton-root, .MuiTab-root, .MuiChip-label, .MuiToggleButton-root, .MuiMenuItem-root, .MuiListItemText-primary, .MuiFormControlLabel-label, .MuiTableCell-head, .MuiInputLabel-root, .MuiDataGrid-columnHeaderTitle';
          for (const el of document.querySelectorAll(sel)) {
            if (!el.offsetParent || !el.innerText.trim()) continue;
            if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
              found.push(
                `clipped ${el.className.split(' ')[0]} "${el.innerText.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`,
              );
          }
          const nav = document.querySelector('nav[aria-label]');
          if (nav) {
            for (const a of nav.querySelectorAll('a, [role=button], button')) {
              const b = a.getBoundingClientRect();
              if (b.bottom > window.innerHeight + 1 || b.right > window.innerWidth + 1)
                found.push(`nav item outside the screen: ${a.textContent}`);
            }
          }
          return { cls: window.__cls, shifts: window.__shifts, found };
        });
        const flag = res.cls > 0.1 || res.found.length;
        if (flag) bad++;
        console.log(`${lang} ${width}x${height} ${route}  CLS ${res.cls.toFixed(3)}${flag ? '  <--' : ''}`);
        for (const f of res.found) console.log(`    ${f}`);
        if (res.cls > 0.1) for (const s of res.shifts) console.log(`    shift ${s}`);
        if (shots)
          await page.screenshot({
            path: path.join(shots, `${lang}-${width}-${route.replace(/\W+/g, '_') || 'home'}.png`),
          });
      }
      await context.close();
    }
} finally {
  await browser.close();
  await stop();
}
console.log(bad ? `${bad} screens with findings` : 'no findings');
