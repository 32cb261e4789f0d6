import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('list filters in the URL and bulk credits', () => {
  it('owner: filter and sort players, reload keeps the view, grant credits to a rank with a preview', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('gridcell', { name: 'Dodo Whisperer', exact: true }).waitFor();
    // only Rex Rider holds VIP
    await p.getByRole('combobox', { name: 'Shop rank' }).click();
    await p.getByRole('option', { name: 'VIP', exact: true }).click();
    await p.getByRole('gridcell', { name: 'Dodo Whisperer', exact: true }).waitFor({ state: 'detached' });
    await p.getByRole('gridcell', { name: 'Rex Rider', exact: true }).waitFor();
    await p.getByRole('columnheader', { name: 'Credits', exact: true }).click();
    await p.waitForURL(/sort=credits/);
    const url = new URL(p.url());
    expect(url.searchParams.get('rank')).toMatch(/^\d+$/);
    expect(url.searchParams.get('order')).toMatch(/^(asc|desc)$/);
    // a reload (or the link shared) shows the same view
    await p.reload();
    await p.getByRole('gridcell', { name: 'Rex Rider', exact: true }).waitFor();
    expect(await p.getByRole('gridcell', { name: 'Dodo Whisperer', exact: true }).count()).toBe(0);
    await p.getByRole('combobox', { name: 'Shop rank' }).filter({ hasText: 'VIP' }).waitFor();
    // credits are written with the language's grouping ("1,250")
    const before = Number(
      (
        await p
          .getByRole('row')
          .filter({ hasText: 'Rex Rider' })
          .locator('[data-field="credits"]')
          .innerText()
      ).replace(/\D/g, ''),
    );
    // bulk grant to everyone holding the filtered rank: preview, then apply
    await p.getByRole('button', { name: 'Grant / take credits' }).click();
    const dialog = p.getByRole('dialog', { name: 'Grant or take credits' });
    await dialog.getByLabel('Credits (negative takes)').fill('7');
    await dialog.getByLabel('Reason').fill('Event prize');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('1 player, total 7 credits').waitFor();
    await shot(p, 'bulk-credits-preview');
    // the toast shows for 2 s (SPEC), from when the dialog starts closing: watched from the click on
    const granted = p.getByText('Credits granted.').waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await Promise.all([granted, dialog.waitFor({ state: 'detached' })]);
    await p
      .getByRole('row')
      .filter({ hasText: 'Rex Rider' })
      .getByRole('gridcell', { name: (before + 7).toLocaleString('en-US'), exact: true })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the purchases status and player filters come from the URL, with counts', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases?status=delivered&sort=price&order=desc');
    const chip = p.getByRole('button', { name: /^Delivered \(\d+\)$/ });
    await chip.waitFor();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await p.getByRole('button', { name: /^Failed \(\d+\)$/ }).click();
    await p.waitForURL(/status=failed/);
    await p.reload();
    const failed = p.getByRole('button', { name: /^Failed \(\d+\)$/ });
    await failed.waitFor();
    expect(await failed.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(p.url()).searchParams.get('sort')).toBe('price');
    // the player picker searches by name; the player stays in the URL (all statuses: the demo's Rex Rider
    // need not have a failed purchase)
    await p.getByRole('button', { name: /^All( \(\d+\))?$/ }).click();
    await p.waitForURL((u) => !u.searchParams.has('status'));
    const player = p.getByRole('combobox', { name: 'Player' });
    await player.fill('Rex');
    await p.getByRole('option', { name: 'Rex Rider', exact: true }).click();
    await p.waitForURL(/playerId=\d+/);
    await p.reload();
    await p.getByRole('gridcell', { name: 'Rex Rider', exact: true }).first().waitFor();
    expect(await player.inputValue()).toBe('Rex Rider');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("owner: a bad value in a shared link shows the server's message", async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/players?active=0');
    await s.page.getByRole('alert').filter({ hasText: 'Active within must be' }).waitFor();
    await s.context.close();
  });
});
