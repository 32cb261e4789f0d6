import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { axeScan } from '../support/a11y';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** WCAG contrast ratio of two computed CSS colours ('rgb(r, g, b)' / 'rgba(...)'). */
function contrast(fg: string, bg: string) {
  const lum = (css: string) => {
    const [r, g, b] = css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

/** Elements inside `selector` whose right edge passes the viewport's (clipped or pushed off-screen). */
const overflowing = (p: Page, selector: string) =>
  p.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(sel))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName);
  }, selector);

describe('finish', () => {
  it('dark theme: the top bar text has at least 4.5:1 against its plain background', async () => {
    const s = await openAs(browser, 'owner', { theme: 'dark' });
    await s.page.goto(baseUrl() + '/servers');
    const bar = s.page.getByTestId('top-bar');
    await bar.getByText('ASA Discord Shop Bot').waitFor();
    // closed, then open: the shop is left open for the files that run after this one on the same server
    for (const shop of ['false', 'true']) {
      if ((await bar.getAttribute('data-shop')) !== shop) {
        await bar.getByLabel('Shop enabled').click();
        await s.page.locator(`[data-testid="top-bar"][data-shop="${shop}"]`).waitFor();
      }
      const css = await bar.evaluate((el) => {
        const bar = getComputedStyle(el);
        const title = Array.from(el.querySelectorAll('*')).find(
          (n) => n.textContent === 'ASA Discord Shop Bot',
        )!;
        return { bg: bar.backgroundColor, image: bar.backgroundImage, fg: getComputedStyle(title).color };
      });
      expect(css.image).toBe('none');
      expect(contrast(css.fg, css.bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('an unknown address shows a 404 page instead of going Home', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/no/such/page');
    await s.page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/no/such/page');
    await s.page.getByRole('link', { name: 'Go to Home' }).click();
    await s.page.waitForURL(baseUrl() + '/');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a stranger sees one and the same "no bots" message on every instance page', async () => {
    const s = await openAs(browser, 'stranger');
    const texts: string[] = [];
    for (const path of ['/servers', '/players', '/kits', '/errors/noBots']) {
      await s.page.goto(baseUrl() + path);
      const box = s.page.getByTestId('no-bots');
      await box
        .getByRole('heading', { name: 'You do not have access to any ASA-Discord-Shop-Bot' })
        .waitFor();
      texts.push((await box.innerText()).trim());
    }
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('You do not have any bots, yet.');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("dates follow the browser's language (de-DE: 26.11.2026, not 11/26/2026)", async () => {
    const s = await openAs(browser, 'owner', { locale: 'de-DE' });
    await s.page.goto(baseUrl() + '/purchases');
    await s.page.getByRole('heading', { name: 'Käufe', level: 1 }).waitFor();
    const cell = s.page.getByRole('gridcell', { name: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/ }).first();
    await cell.waitFor();
    expect(await s.page.getByRole('gridcell', { name: /\d{1,2}\/\d{1,2}\/\d{4}/ }).count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('Purchases at 1366 px shows the whole Actions column; on a 390 px phone nothing pushes the page wider', async () => {
    const s = await openAs(browser, 'owner', { viewport: { width: 1366, height: 800 } });
    await s.page.goto(baseUrl() + '/purchases');
    await s.page.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    await s.page.getByRole('row').nth(1).waitFor();
    await shot(s.page, 'finish-purchases-1366');
    expect(await overflowing(s.page, '[role="row"] button')).toEqual([]);
    await s.context.close();

    const phone = await openAs(browser, 'owner', { viewport: { width: 390, height: 844 } });
    await phone.page.goto(baseUrl() + '/purchases');
    await phone.page.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    await phone.page.getByTestId('phone-row').first().waitFor();
    await shot(phone.page, 'finish-purchases-phone');
    const widths = await phone.page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    expect(await overflowing(phone.page, '[data-testid="top-bar"] button')).toEqual([]);
    await phone.context.close();
  });

  it('Shop Ranks: the row actions fit at 1366 px', async () => {
    const s = await openAs(browser, 'owner', { viewport: { width: 1366, height: 800 } });
    await s.page.goto(baseUrl() + '/roles');
    await s.page.getByRole('gridcell', { name: 'VIP', exact: true }).first().waitFor();
    await shot(s.page, 'finish-ranks-1366');
    const del = s.page.getByRole('button', { name: 'Delete VIP' });
    const box = (await del.boundingBox())!;
    const grid = (await s.page.getByRole('grid').first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(grid.x + grid.width);
    await s.context.close();
  });

  it('Logout is reachable without scrolling at 900 px height', async () => {
    const s = await openAs(browser, 'owner', { viewport: { width: 1400, height: 900 } });
    await s.page.goto(baseUrl() + '/servers');
    const logout = s.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Logout' });
    await logout.waitFor();
    const box = (await logout.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await s.context.close();
  });

  it('purchase detail at 1366 px: commands wrap inside the dialog, "accepted by the server" with the raw answer on demand', async () => {
    const s = await openAs(browser, 'owner', { viewport: { width: 1366, height: 800 } });
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Delivered' }).click();
    const row = p.getByRole('row').filter({ hasText: 'Dodo Whisperer' }).first();
    await row.getByRole('button', { name: /^Details of purchase/ }).click();
    const dialog = p.getByRole('dialog');
    const accepted = dialog.getByText('Accepted by the server').first();
    await accepted.waitFor();
    const raw = dialog.getByText('Server received, But no response!!').first();
    expect(await raw.isVisible()).toBe(false);
    await accepted.click();
    await raw.waitFor();
    const region = dialog.getByRole('region', { name: /^Details of purchase/ });
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await shot(p, 'finish-purchase-detail');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the Needs-decision purchase dialog: its scrolling content takes focus (axe: no serious/critical)', async () => {
    const s = await openAs(browser, 'owner', { viewport: { width: 1366, height: 600 } });
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p
      .getByRole('group', { name: 'Status filter' })
      .getByRole('button', { name: 'Needs decision' })
      .click();
    await p.waitForURL(/status=unknown/);
    // a row of the filtered list (while it loads, the page still shows the previous one)
    await p
      .getByRole('row')
      .filter({ hasText: 'Needs decision' })
      .first()
      .getByRole('button', { name: /^Details of purchase/ })
      .click();
    const dialog = p.getByRole('dialog');
    await dialog.getByTestId('purchase-unknown').waitFor();
    const region = dialog.getByRole('region', { name: /^Details of purchase/ });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const hits = await axeScan(p, 'purchase-unknown', undefined, '[role="dialog"]');
    expect(hits.filter((h) => h.impact === 'serious' || h.impact === 'critical')).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('focus: dialogs start on their first field; Add item / Add group move to the new field', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/roles');
    await p.getByRole('button', { name: 'Add shop rank' }).click();
    const add = p.getByRole('dialog', { name: 'Add shop rank' });
    await p.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await add.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await add.getByRole('button', { name: 'Cancel' }).click();

    await p.goto(baseUrl() + '/kits');
    await p.getByRole('button', { name: 'Add kit' }).click();
    const editor = p.getByRole('dialog', { name: 'Add kit' });
    await editor.getByRole('button', { name: 'Add item' }).first().click();
    const command = editor.getByLabel('Command 1 of group 1', { exact: true });
    await p.waitForFunction(() => document.activeElement?.id === 'kit-group-0-command-0');
    await command.fill('GiveItemToPlayer {eos_id} Stone 1 0 0');
    await editor.getByRole('button', { name: 'Add group' }).click();
    await p.waitForFunction(() => document.activeElement?.id === 'kit-group-1-name');
    expect(await editor.getByLabel('Group 2 name').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('Nitrado: a greyed-out Server Sync tab says why', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    // a token Nitrado refuses (the answer of the verify call), without changing the shared demo data
    await p.route('**/api/nitrado/auth/verify/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );
    await p.goto(baseUrl() + '/nitrado');
    const tab = p.getByRole('tab', { name: 'Server Sync' });
    await p.getByTestId('server-sync-locked').waitFor();
    expect(await tab.isDisabled()).toBe(true);
    expect(await tab.getAttribute('aria-describedby')).toBe('server-sync-locked');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('Permissions lists managers by avatar and name, not only a raw Discord id', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/permissions');
    const row = s.page.getByRole('row').filter({ hasText: '100000000000000003' });
    await row.getByText('Demo Manager').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('Players: Export CSV downloads every player as UTF-8 CSV with a BOM', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    // the list's secondary actions are in its toolbar's "More actions" menu
    await p.getByRole('button', { name: 'More actions' }).click();
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('menuitem', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^players-\d+\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFid,name,discordId')).toBe(true);
    expect(text).toContain('Dodo Whisperer');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('Purchases: Export CSV applies the status filter of the page', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    const chips = p.getByRole('group', { name: 'Status filter' });
    await chips.getByRole('button', { name: /^Delivered/ }).click();
    // the filter is in the URL (and so in the export) once its chip shows as pressed
    await chips.getByRole('button', { name: /^Delivered/, pressed: true }).waitFor();
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^purchases-\d+-delivered\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]!.startsWith('\uFEFFid,createdAt')).toBe(true);
    expect(lines[0]).toContain(',status,refunded,');
    expect(lines.length).toBeGreaterThan(1);
    // status then refunded (true/false) on every row
    for (const line of lines.slice(1)) expect(line).toMatch(/,delivered,(true|false),/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
