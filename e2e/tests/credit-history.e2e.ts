import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeScan } from '../support/a11y';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const numberOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Every row of the credit history grid, page by page (25 rows a page): [source, amount]. */
async function allRows(p: Page) {
  const rows: [string, number][] = [];
  const grid = p.getByRole('grid', { name: 'Credit history' });
  const shown = p.locator('.MuiTablePagination-displayedRows');
  for (let pageNo = 0; pageNo < 40; pageNo++) {
    // this page's rows are in: the footer names it and nothing loads any more
    await shown.filter({ hasText: new RegExp(`^${pageNo * 25 + 1}–`) }).waitFor();
    await grid.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    const cells = await grid
      .getByRole('row')
      .filter({ has: p.locator('[data-field="source"][role="gridcell"]') })
      .evaluateAll((els) =>
        els.map((el) => [
          el.querySelector('[data-field="source"]')!.textContent ?? '',
          el.querySelector('[data-field="amount"]')!.textContent ?? '',
        ]),
      );
    rows.push(...cells.map(([s, a]) => [s!, numberOf(a!)] as [string, number]));
    const next = p.getByRole('button', { name: 'Go to next page' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  return rows;
}

describe('credit history', () => {
  it("the overview's source number opens the history of that source and range; the sum matches", async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/overview');
    const tip4serv = p.getByTestId('source-tip4serv');
    await tip4serv.waitFor();
    const total = numberOf(await tip4serv.innerText());
    expect(total).toBeGreaterThan(0);
    await tip4serv.click();
    await p.waitForURL(/\/creditHistory\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&source=tip4serv$/);
    await p.getByRole('heading', { name: 'Credit History', level: 1 }).waitFor();
    await p.getByRole('combobox', { name: 'Source' }).filter({ hasText: 'Tip4Serv' }).waitFor();
    await p.getByRole('gridcell', { name: 'Tip4Serv', exact: true }).first().waitFor();
    await shot(p, 'credit-history-tip4serv');
    const hits = await axeScan(p, '/creditHistory');
    expect(hits.filter((h) => h.impact === 'serious' || h.impact === 'critical')).toEqual([]);
    const rows = await allRows(p);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map(([source]) => source))).toEqual(new Set(['Tip4Serv']));
    // the overview counts the same rows
    expect(rows.reduce((n, [, amount]) => n + amount, 0)).toBe(total);
    // without the source filter other sources show too (the filter did the work)
    await p.getByRole('combobox', { name: 'Source' }).click();
    await p.getByRole('option', { name: 'Any' }).click();
    await p.waitForURL((u) => !u.searchParams.has('source'));
    await p
      .getByRole('gridcell', { name: /^(Votes|Discord activity|Passive income|Admins|Spent)$/ })
      .first()
      .waitFor();
    // a player's name leads to the player in Players
    const name = await p.locator('[data-field="playerName"][role="gridcell"] a').first().innerText();
    await p.locator('[data-field="playerName"][role="gridcell"] a').first().click();
    await p.waitForURL(/\/players\?q=/);
    await p.getByRole('gridcell', { name, exact: true }).first().waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the table density chosen in the top bar applies to every grid and survives a reload', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/creditHistory');
    const grid = p.locator('.MuiDataGrid-root').first();
    await grid.waitFor();
    expect(await grid.getAttribute('class')).toContain('MuiDataGrid-root--densityStandard');
    await p.getByTestId('density-switch').click();
    await p.getByRole('menuitem', { name: 'Compact' }).click();
    await p.locator('.MuiDataGrid-root--densityCompact').first().waitFor();
    await p.reload();
    await p.locator('.MuiDataGrid-root--densityCompact').first().waitFor();
    // another grid (Purchases) too
    await p.goto(baseUrl() + '/purchases');
    await p.locator('.MuiDataGrid-root--densityCompact').first().waitFor();
    expect(await p.locator('.MuiDataGrid-root--densityStandard').count()).toBe(0);
    await p.getByTestId('density-switch').click();
    await p.getByRole('menuitem', { name: 'Comfortable' }).click();
    await p.locator('.MuiDataGrid-root--densityComfortable').first().waitFor();
    expect(await p.evaluate(() => localStorage.getItem('asa.gridDensity'))).toBe('comfortable');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
