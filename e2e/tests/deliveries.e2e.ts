import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('deliveries: kit editor and kit settings', () => {
  it('owner: "Must be online" is on for a new kit, can be turned off and is saved', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/kits');
    await p.getByRole('heading', { name: 'Kits', level: 1 }).waitFor();
    await p.getByRole('gridcell', { name: 'Starter Set', exact: true }).waitFor();
    await p.getByRole('button', { name: 'Add kit' }).click();
    const editor = p.getByRole('dialog', { name: 'Add kit' });
    const online = editor.getByLabel('Must be online');
    await online.waitFor();
    expect(await online.isChecked()).toBe(true);
    await editor
      .getByText('Turn it off for server-wide commands such as a dino wipe.', { exact: false })
      .waitFor();
    await editor.getByLabel('Name', { exact: true }).fill('Wipe Test Kit');
    await editor.getByLabel('Description', { exact: true }).fill('Removes every wild dino');
    await editor.getByRole('button', { name: 'Add item' }).click();
    await editor.getByLabel('Command 1 of group 1', { exact: true }).fill('DestroyWildDinos');
    await online.uncheck();
    await shot(p, 'kit-must-be-online');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await p.getByRole('gridcell', { name: 'Wipe Test Kit', exact: true }).first().waitFor();
    await p.getByRole('button', { name: 'Edit Wipe Test Kit' }).click();
    const again = p.getByRole('dialog', { name: 'Edit kit Wipe Test Kit' });
    expect(await again.getByLabel('Must be online').isChecked()).toBe(false);
    await again.getByRole('button', { name: 'Close' }).click();
    await p.getByRole('button', { name: 'Delete Wipe Test Kit' }).click();
    await p.getByRole('dialog', { name: 'Delete kit?' }).getByRole('button', { name: 'Delete' }).click();
    await p.getByRole('gridcell', { name: 'Wipe Test Kit', exact: true }).waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the waiting time of kit settings is checked with the domain message and saved', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/kits');
    await p.getByRole('tab', { name: 'Settings' }).click();
    const hours = p.getByLabel('Waiting time (hours)');
    expect(await hours.inputValue()).toBe('24');
    const save = p.getByRole('button', { name: 'Save' });
    await hours.fill('0');
    await p.getByText('Waiting time must be a whole number of hours from 1 to 720.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await hours.fill('1.5');
    await p.getByText('Waiting time must be a whole number of hours from 1 to 720.').waitFor();
    await hours.fill('48');
    await save.click();
    await p.getByText('Settings saved.').first().waitFor();
    await p.reload();
    await p.getByRole('tab', { name: 'Settings' }).click();
    expect(await p.getByLabel('Waiting time (hours)').inputValue()).toBe('48');
    await p.getByLabel('Waiting time (hours)').fill('24');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Settings saved.').first().waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('deliveries: player dialog', () => {
  it('owner: resets the buy limits of a player for all kits, with a confirmation and the audit', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('button', { name: 'Edit Raptor Rick' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Raptor Rick' });
    await dialog.getByRole('tab', { name: 'Purchases' }).click();
    await dialog.getByRole('button', { name: 'Reset buy limits' }).click();
    const confirm = p.getByRole('dialog', { name: 'Reset buy limits?' });
    await confirm.getByText('Raptor Rick may buy all kits again', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await p.getByText('Buy limits reset for all kits.').waitFor();
    await dialog
      .getByTestId('buy-limit-reset')
      .getByText('Buy limits of all kits reset by Demo Owner', { exact: false })
      .waitFor();
    await shot(p, 'player-buy-limit-reset');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('viewer: no reset action', async () => {
    const s = await openAs(browser, 'viewer');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p
      .getByRole('button', { name: /Raptor Rick/ })
      .first()
      .click();
    const dialog = p.getByRole('dialog', { name: /Raptor Rick/ });
    await dialog.getByRole('tab', { name: 'Purchases' }).click();
    await dialog.getByRole('table', { name: 'Player purchases' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Reset buy limits' }).count()).toBe(0);
    await s.context.close();
  });
});
