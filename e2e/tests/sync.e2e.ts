import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('hosting sync dashboards', () => {
  it('owner: logs in at Nitrado, syncs a server and adds another', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/nitrado');
    await s.page.getByRole('heading', { name: 'Nitrado Sync', level: 1 }).waitFor();
    await shot(s.page, 'nitrado-logged-out');
    await s.page.getByRole('button', { name: 'Login with Nitrado' }).click();
    // the demo Nitrado approves at once and sends the browser back to /nitrado
    await s.page.waitForURL('**/nitrado');
    await s.page.getByText('demo-nitrado').waitFor();
    await s.page.getByRole('tab', { name: 'Server Sync' }).click();
    await s.page.getByText('Sync Required').waitFor();
    await shot(s.page, 'nitrado-sync');
    await s.page.getByRole('button', { name: 'Sync The Island' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Sync The Island' });
    const confirm = dialog.getByRole('button', { name: 'Sync' });
    // a Sync Required row says which fields differ, and never shows a password (not even as asterisks)
    await dialog.getByText('Differs').first().waitFor();
    const shown = await dialog.innerText();
    expect(shown).not.toContain('demo-rcon-pass');
    expect(shown).not.toContain('*****');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirm Sync').check();
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await s.page
      .getByRole('row')
      .filter({ hasText: 'The Island' })
      .getByText('Synchronized', { exact: true })
      .waitFor();
    await s.page.getByRole('button', { name: 'Add server Aberration (not imported yet)' }).click();
    await s.page
      .getByRole('row')
      .filter({ hasText: 'Aberration' })
      .getByText('Synchronized', { exact: true })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: ASA Bot servers are listed for linking', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/asabot');
    await s.page.getByRole('heading', { name: 'ASA Bot Sync', level: 1 }).waitFor();
    await s.page.getByRole('tab', { name: 'Server Sync' }).click();
    await s.page.getByText('No Server').waitFor();
    await s.page.getByRole('button', { name: 'Link Scorched Earth' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Link Scorched Earth' });
    await dialog.getByLabel('Bot server').click();
    await s.page.getByRole('option', { name: /^Scorched Earth/ }).click();
    await dialog.getByRole('button', { name: 'Link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await s.page
      .getByRole('row')
      .filter({ hasText: 'Scorched Earth' })
      .getByText('Synchronized', { exact: true })
      .waitFor();
    await shot(s.page, 'asabot-sync');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
