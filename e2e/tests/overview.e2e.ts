import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeScan } from '../support/a11y';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const seriousOrCritical = async (page: Page, screen: string) =>
  (await axeScan(page, screen)).filter((h) => h.impact === 'serious' || h.impact === 'critical');

const open = async (page: Page) => {
  await page.goto(baseUrl() + '/overview');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByTestId('credit-chart').waitFor();
};

describe('overview', () => {
  it('shows the demo economy, links a number to the filtered list, 0 serious axe hits in light and dark', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await open(p);
    // the first entry of the navigation
    const nav = p.getByRole('navigation').getByRole('link');
    expect(await nav.filter({ hasText: 'Overview' }).count()).toBe(1);
    // the demo's sixty days: credits held, purchases delivered with a median time, top kits
    const balance = p.getByTestId('stat-balance').getByRole('link');
    expect(Number((await balance.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(
      Number((await p.getByTestId('deliveries-delivered').innerText()).replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    await p.getByRole('table', { name: 'Top kits' }).waitFor();
    await p.getByText(/Median time to delivery: \d/).waitFor();
    // the chart's text alternative: a summary and a table
    expect(await p.getByRole('img', { name: /^Credits created/ }).count()).toBe(1);
    await p.getByRole('button', { name: 'Show as table' }).click();
    await p.getByRole('table', { name: 'Credits created and spent per period' }).waitFor();
    await shot(p, 'overview');
    expect(await seriousOrCritical(p, '/overview (light)')).toEqual([]);
    // by week: the range is in the URL
    await p.getByRole('combobox', { name: 'Per' }).click();
    await p.getByRole('option', { name: 'Week' }).click();
    await p.waitForURL(/bucket=week/);
    // a number links to the filtered list behind it
    await balance.click();
    await p.waitForURL(/\/players\?sort=credits&order=desc$/);
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await p.goBack();
    await p.getByTestId('deliveries-delivered').click();
    await p.waitForURL(/\/purchases\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&status=delivered$/);
    expect(s.errors).toEqual([]);
    await s.context.close();

    const dark = await openAs(browser, 'owner', { theme: 'dark' });
    await open(dark.page);
    await dark.page.getByRole('button', { name: 'Show as table' }).click();
    expect(await seriousOrCritical(dark.page, '/overview (dark)')).toEqual([]);
    expect(dark.errors).toEqual([]);
    await dark.context.close();
  });
});
