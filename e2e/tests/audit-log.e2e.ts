import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('audit log', () => {
  it("shows a manager's kit price change to the owner, with the filters in the URL", async () => {
    const m = await openAs(browser, 'manager');
    await m.page.goto(baseUrl() + '/kits');
    await m.page.getByRole('heading', { name: 'Kits', level: 1 }).waitFor();
    await m.page.getByRole('button', { name: 'Add kit' }).click();
    const add = m.page.getByRole('dialog', { name: 'Add kit' });
    await add.getByLabel('Name', { exact: true }).fill('Audit Pack');
    await add.getByLabel('Description', { exact: true }).fill('For the audit log');
    await add.getByLabel('Price', { exact: true }).fill('100');
    await add.getByRole('button', { name: 'Add item' }).click();
    await add
      .getByLabel('Command 1 of group 1', { exact: true })
      .fill('GiveItemToPlayer {eos_id} Stone 1 0 0');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    await m.page.getByRole('button', { name: 'Edit Audit Pack' }).click();
    const edit = m.page.getByRole('dialog', { name: 'Edit kit Audit Pack' });
    await edit.getByLabel('Price', { exact: true }).fill('175');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(m.errors).toEqual([]);
    await m.context.close();

    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/auditLog');
    await p.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await p.getByLabel('Entity').click();
    await p.getByRole('option', { name: 'Kit', exact: true }).click();
    await p.waitForURL(/entity=kit/);
    // the kit's row (the demo's in-game player also changes rows, e.g. its link): found by its price change
    const row = p
      .getByTestId('audit-row')
      .filter({ hasText: 'Update' })
      .filter({ has: p.getByTestId('change-price') })
      .first();
    await row.getByText('Demo Manager').waitFor();
    expect(await row.getByTestId('change-price').textContent()).toBe('Price: 100 → 175');
    // only the changed field is listed
    // (polled: the list refreshes while other files on this server write, and the row re-renders)
    await expect.poll(() => row.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    await shot(p, 'audit-log');
    // the URL alone reproduces the view
    await p.goto(baseUrl() + '/auditLog?entity=server');
    await p.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await p.getByLabel('Audit log').waitFor();
    expect(await p.getByTestId('change-price').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('is for the owner and staff with AuditLog_View: a viewer without it is sent away', async () => {
    const s = await openAs(browser, 'viewer');
    await s.page.goto(baseUrl() + '/auditLog');
    await s.page.waitForURL(/\/errors\/missingPermissions/);
    await s.context.close();
  });
});
