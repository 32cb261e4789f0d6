import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('players', () => {
  it('owner: add a player, change credits and see the history row, search, delete', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await p.getByRole('gridcell', { name: 'Rex Rider', exact: true }).waitFor();
    await shot(p, 'players');
    await p.getByRole('button', { name: 'Add player' }).click();
    const add = p.getByRole('dialog', { name: 'Add player' });
    await add.getByLabel('Name', { exact: true }).fill('Tek Tina');
    await add.getByLabel('Discord Name').fill('tek_tina');
    await add.getByLabel('Discord ID').fill('12345678901234');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Discord ID must be between 15 and 25 characters').waitFor();
    await add.getByLabel('Discord ID').fill('123456789012345678');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    // search finds the new player on the server
    await p.getByLabel('Search').fill('tina');
    await p.getByRole('gridcell', { name: 'Tek Tina', exact: true }).waitFor();
    await p.getByRole('gridcell', { name: 'Rex Rider', exact: true }).waitFor({ state: 'detached' });
    // credits: 0 -> 250 writes a history row
    await p.getByRole('button', { name: 'Edit Tek Tina' }).click();
    const edit = p.getByRole('dialog', { name: 'Edit Tek Tina' });
    await edit.getByLabel('Credits').fill('250');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await p
      .getByRole('row')
      .filter({ hasText: 'Tek Tina' })
      .getByRole('gridcell', { name: '250', exact: true })
      .first()
      .waitFor();
    await p.getByRole('button', { name: 'Edit Tek Tina' }).click();
    await edit.getByRole('cell', { name: '+250', exact: true }).waitFor();
    await edit.getByText('Edited by Demo Owner on the dashboard').waitFor();
    await shot(p, 'player-dialog');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await p.getByRole('button', { name: 'Delete Tek Tina' }).click();
    await p.getByRole('dialog', { name: 'Delete player?' }).getByRole('button', { name: 'Delete' }).click();
    await p.getByText('No matching records found').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('shows a seeded player credit history with the chart', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/players');
    await s.page.getByRole('button', { name: 'Edit Rex Rider' }).click();
    await s.page.getByRole('img', { name: 'Credit balance over time' }).waitFor();
    // the 4 seeded changes (plus header), and whatever the demo's vote and passive-income jobs added since
    const history = s.page.getByRole('table', { name: 'Credit history' });
    expect(await history.getByRole('row').count()).toBeGreaterThanOrEqual(5);
    for (const reason of ['Starting credits', 'Vote on ark-servers.net', 'Bought kit Starter Set'])
      expect(await history.getByText(reason).count()).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
