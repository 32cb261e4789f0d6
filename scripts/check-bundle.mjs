// Transfer budget, measured in a real browser: starts the built server (demo mode, fresh embedded database),
// loads the dashboard in Debian's Chromium and sums the bytes that crossed the wire (headers plus the
// encoded body, as the browser's network layer reports them) — so compression and caching count.
// - first screen: Home, opened fresh (empty cache) as a visitor and as the demo owner: at most 250 KB each;
// - each further route, reached in the app from Home as the owner (the chunks and API calls it adds, each
//   route on its own): at most 135 KB (150 KB until issue 38), except the routes that still load the MUI X
//   DataGrid (107 KB brotli of the about 147 they transfer): at most 150 KB until a lighter list replaces it
//   (docs/performance.md "Transfer budget at 135 KB").
// Usage: node scripts/check-bundle.mjs  (after npm run build:web; SERVER_ENTRY picks the server to start;
// BUNDLE_ROUTES=/players,/kits measures only those routes, BUNDLE_PARALLEL=2 fewer at a time on a busy machine)
import { chromium } from 'playwright-core';
import { demoToken as demoTokenOf, startDemoServer } from './demo-server.mjs';
import { dashboardRoutes } from './dashboard-routes.mjs';

const FIRST = 250 * 1024;
const FURTHER = 135 * 1024;
const GRID = 150 * 1024;
const gridRoutes = new Set([
  '/players',
  '/purchases',
  '/creditHistory',
  '/kits',
  '/roles',
  '/permissions',
  '/notifications',
]);
const allRoutes = [...dashboardRoutes, '/faq', '/patreon'];
const routes = process.env.BUNDLE_ROUTES ? process.env.BUNDLE_ROUTES.split(',') : allRoutes;
const parallel = Number(process.env.BUNDLE_PARALLEL ?? 4);

// BASE=http://127.0.0.1:4000 measures a demo server already running (a busy machine starts one slowly)
const { base, demoToken, stop } = process.env.BASE
  ? { base: process.env.BASE, demoToken: (p) => demoTokenOf(process.env.BASE, p), stop: async () => {} }
  : await startDemoServer({
      entry: process.env.SERVER_ENTRY ?? 'packages/server/src/main.ts',
      tag: 'bundle',
      stdout: 'inherit',
      timeoutMs: 90_000,
    }).catch((e) => {
      console.error(`check-bundle: ${e.message}`);
      process.exit(1);
    });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
try {
  const token = await demoToken('owner');
  const report = (label, bytes, budget) => {
    const over = bytes > budget;
    failed ||= over;
    console.log(
      `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${label}${over ? `  OVER (${budget / 1024} KB)` : ''}`,
    );
  };
  console.log(
    `transferred bytes (first screen <= ${FIRST / 1024} KB, further route <= ${FURTHER / 1024} KB, DataGrid routes <= ${GRID / 1024} KB):`,
  );
  {
    const { page, meter, context } = await open('');
    await page.goto(`${base}/`);
    await meter.settle();
    report('Home, visitor (first screen)', meter.take(), FIRST);
    await context.close();
  }
  // each route on its own from a freshly loaded Home, reached in the app (what a click on the menu does:
  // React Router follows the history change), so it pays for every chunk it needs itself. Routes are
  // measured 4 at a time, each in its own context (own cache, own byte meter); lines print in route order.
  const lines = await inBatches(['', ...routes], parallel, async (route) => {
    const { page, meter, context } = await open(token);
    try {
      await page.goto(`${base}/`);
      await meter.settle();
      const home = meter.take();
      if (!route) return ['Home, owner (first screen)', home, FIRST];
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.waitForURL(`${base}${route}`);
      await meter.settle();
      return [`${route} (from Home)`, meter.take(), gridRoutes.has(route) ? GRID : FURTHER];
    } finally {
      await context.close();
    }
  });
  for (const [label, bytes, budget] of lines) report(label, bytes, budget);
} finally {
  await browser.close();
  await stop();
}
if (failed) {
  console.error('check-bundle: over budget');
  process.exit(1);
}

/** `fn` over `items`, at most `size` at a time; the results in the items' order. */
async function inBatches(items, size, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/** A fresh context (empty cache) with the token and cookie consent stored, and a meter of its traffic. */
async function open(token) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((t) => {
    if (t) window.localStorage.setItem('token', t);
    window.localStorage.setItem('cookieConsent', 'true');
  }, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let last = Date.now();
  const urls = new Map();
  const inflight = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    inflight.add(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inflight.delete(e.requestId);
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    inflight.delete(e.requestId);
    last = Date.now();
    bytes += e.encodedDataLength;
    if (process.env.BUNDLE_VERBOSE)
      console.log(`      ${(e.encodedDataLength / 1024).toFixed(1).padStart(7)} KB ${urls.get(e.requestId)}`);
  });
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => requests++);
  const quiet = async () => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      if (inflight.size === 0 && Date.now() - last > 1000) return;
    }
  };
  const meter = {
    /**
     * Resolves once nothing was in flight for 1 s (lazy chunks, then the API calls they make) and the page's
     * main thread went idle without asking for more: on a loaded machine parsing a big chunk takes longer
     * than 1 s, and the chunks it then imports must not be counted for the next route.
     */
    settle: async () => {
      for (;;) {
        await quiet();
        const before = requests;
        await page.evaluate(
          () => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 10_000 })),
        );
        await quiet();
        if (requests === before) return;
      }
    },
    take: () => {
      const b = bytes;
      bytes = 0;
      return b;
    },
  };
  return { context, page, meter };
}
