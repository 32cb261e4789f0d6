import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('account and roles', () => {
  it('stranger: no bots, permission pages go to /errors/noBots', async () => {
    const s = await openAs(browser, 'stranger');
    await s.page.goto(baseUrl() + '/players');
    await s.page.waitForURL('**/errors/noBots');
    await s.page
      .getByRole('heading', { name: 'You do not have access to any ASA-Discord-Shop-Bot' })
      .waitFor();
    await s.page.goto(baseUrl() + '/servers');
    await s.page
      .getByText('You do not have any bots, yet. To start, invite a bot into your discord server!')
      .waitFor();
    // admin-only page sends a non-admin home
    await s.page.goto(baseUrl() + '/admin');
    await s.page.waitForURL(baseUrl() + '/');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the login landing stores the token and opens Servers at once; logout goes home', async () => {
    const s = await openAs(browser, 'anonymous');
    // the demo login answers with a redirect to /oauth/<token>, as the Discord OAuth callback does
    await s.page.goto(baseUrl() + '/api/auth/demo?as=owner');
    await s.page.waitForURL('**/servers');
    await s.page.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    expect(await s.page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await s.page.goto(baseUrl() + '/logout');
    await s.page.waitForURL(baseUrl() + '/');
    expect(await s.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('phone: the navigation opens as an overlay, navigates and closes', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.setViewportSize({ width: 412, height: 860 });
    await s.page.goto(baseUrl() + '/servers');
    await s.page.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    // closed at start, and not built until opened
    expect(await s.page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await s.page.getByRole('button', { name: 'Toggle navigation' }).click();
    const nav = s.page.getByRole('navigation', { name: 'Main navigation' });
    // Servers' group (Settings) is open; the Players group opens on its header
    await nav.getByRole('link', { name: 'Servers' }).waitFor();
    await nav.getByRole('button', { name: 'Players' }).click();
    await nav.getByRole('link', { name: 'Players' }).click();
    await s.page.waitForURL('**/players');
    await s.page.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await nav.waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: a copy button puts the value on the clipboard and says "Copied to clipboard"', async () => {
    const s = await openAs(browser, 'owner');
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await s.page.goto(baseUrl() + '/settings');
    await s.page.getByRole('button', { name: 'Copy Discord ID' }).click();
    await s.page.getByText('Copied to clipboard').waitFor();
    expect(await s.page.evaluate(() => navigator.clipboard.readText())).toBe('100000000000000001');
    // the API key is copied as the Authorization header's value
    await s.page.goto(baseUrl() + '/apiAccess');
    await s.page.getByRole('button', { name: 'Create new API Key' }).click();
    await s.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await s.page.getByText('A new API key has been created.').waitFor();
    const field = s.page.getByRole('textbox', { name: 'API Key', exact: true });
    await expect.poll(() => field.inputValue()).not.toBe('');
    const key = await field.inputValue();
    await s.page.getByRole('button', { name: 'Copy API Key' }).click();
    await s.page.waitForFunction((k) => navigator.clipboard.readText().then((t) => t === `BOT ${k}`), key, {
      polling: 100,
    });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: settings shows the account, notifications can be deleted and cleared', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/settings');
    await s.page.getByRole('textbox', { name: 'Discord ID' }).waitFor();
    expect(await s.page.getByRole('textbox', { name: 'Discord ID' }).inputValue()).toBe('100000000000000001');
    expect(await s.page.getByRole('textbox', { name: 'Tier', exact: true }).inputValue()).toBe('Special');
    await shot(s.page, 'settings');
    await s.page.goto(baseUrl() + '/notifications');
    await s.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const rows = s.page.getByRole('button', { name: 'Delete notification' });
    await rows.first().waitFor();
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    await shot(s.page, 'notifications');
    await rows.first().click();
    await s.page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Delete notification"]').length === n - 1,
      before,
    );
    await s.page.getByRole('button', { name: 'Clear all' }).click();
    await s.page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
    await s.page.getByText('No data available').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('admin: edits a user tier', async () => {
    const s = await openAs(browser, 'admin');
    await s.page.goto(baseUrl() + '/admin');
    await s.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await s.page.getByRole('button', { name: 'Edit user Demo Stranger' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Tier').click();
    await s.page.getByRole('option', { name: 'Tier 3' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = s.page.getByRole('row').filter({ hasText: 'Demo Stranger' });
    await row.getByText('Tier 3').waitFor();
    // expandable row shows the known IPs
    await s.page
      .getByRole('row')
      .filter({ hasText: 'Demo Owner' })
      .getByRole('button', { name: 'Expand row' })
      .click();
    await s.page.getByText('203.0.113.10').waitFor();
    await shot(s.page, 'admin-users');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: logout goes home and forgets the token', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/settings');
    await s.page.getByRole('textbox', { name: 'Discord ID' }).waitFor();
    await s.page.getByRole('link', { name: 'Logout' }).click();
    await s.page.waitForURL(baseUrl() + '/');
    expect(await s.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await s.page.getByRole('link', { name: 'Login' }).first().waitFor();
    await s.context.close();
  });
});
