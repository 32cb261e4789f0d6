import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('shop ranks', () => {
  it('owner: add with the default price, edit, delete', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/roles');
    await p.getByRole('heading', { name: 'Shop Ranks', level: 1 }).waitFor();
    await p.getByRole('gridcell', { name: 'VIP', exact: true }).first().waitFor();
    await shot(p, 'shop-ranks');
    await p.getByRole('button', { name: 'Add shop rank' }).click();
    const add = p.getByRole('dialog', { name: 'Add shop rank' });
    await add.getByLabel('Name').fill('Gold');
    await add.getByLabel('Description').fill('Shiny things for shiny people');
    await add.getByLabel('Discount (%)').fill('101');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Discount must be a number between 0 and 100.').waitFor();
    await add.getByLabel('Discount (%)').fill('15');
    await add.getByLabel('Can be bought').check();
    expect(await add.getByLabel('Price').inputValue()).toBe('500');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    const row = p.getByRole('row').filter({ hasText: 'Gold' });
    await row.getByRole('gridcell', { name: '15 %' }).waitFor();
    await row.getByRole('gridcell', { name: '500', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Edit Gold' }).click();
    const edit = p.getByRole('dialog', { name: 'Edit Gold' });
    await edit.getByLabel('Discount (%)').fill('20');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('gridcell', { name: '20 %' }).waitFor();
    await p.getByRole('button', { name: 'Delete Gold' }).click();
    await p
      .getByRole('dialog', { name: 'Delete shop rank?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await p.getByRole('gridcell', { name: 'Gold', exact: true }).waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
