import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('permissions', () => {
  it('owner: the Add User form checks the Discord ID, adds a manager locally and refuses a duplicate', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/permissions');
    await p.getByRole('heading', { name: 'Permissions', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Add User' }).click();
    let add = p.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('Discord ID').fill('abc');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Discord ID must be a number').waitFor();
    await add.getByLabel('Discord ID').fill('123456789012345678');
    await add.getByLabel('Servers').click();
    await p.getByRole('option', { name: 'View', exact: true }).click();
    await add.getByLabel('Discord ID').press('Enter');
    await add.waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Edit 123456789012345678' }).waitFor();
    await p.getByRole('button', { name: 'Add User' }).click();
    add = p.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('Discord ID').fill('123456789012345678');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('This user already has permissions.').waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    await s.context.close();
  });
});
