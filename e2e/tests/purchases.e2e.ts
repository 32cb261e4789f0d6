import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('purchases', () => {
  it('owner: the log shows seeded delivered and waiting purchases, filters by status, and per-command progress', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    // The Center's RCON host does not resolve: the purchase waits for the server to come back
    const waitingRow = p.getByRole('row').filter({ hasText: 'Wyvern Queen' });
    await waitingRow.getByText('Waiting', { exact: true }).waitFor();
    const delivered = p.getByRole('row').filter({ hasText: 'Dodo Whisperer' });
    await delivered.getByText('Delivered', { exact: true }).waitFor();
    await p
      .getByRole('row')
      .filter({ hasText: 'Raptor Rick' })
      .getByText('Voucher', { exact: true })
      .waitFor();
    expect(await p.getByTestId('view-only').count()).toBe(0);
    await shot(p, 'purchases');
    // every status of the state machine has a filter
    const filter = p.getByRole('group', { name: 'Status filter' });
    for (const label of [
      'All',
      'Waiting',
      'Needs decision',
      'Delivered',
      'Failed',
      'Expired',
      'Queued',
      'Delivering',
    ])
      // each chip shows its count once the list has loaded: "Waiting (1)"
      await filter.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).waitFor();
    await filter.getByRole('button', { name: /^Waiting( \(\d+\))?$/ }).click();
    await delivered.waitFor({ state: 'detached' });
    expect(await waitingRow.count()).toBe(1);
    // nothing to retry or decide on a waiting purchase
    expect(await waitingRow.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    // detail: why it waits, until when, and each command not sent yet
    await waitingRow.getByRole('button', { name: /^Details of purchase/ }).click();
    const detail = p.getByRole('dialog', { name: /^Purchase #\d+$/ });
    const why = detail.getByTestId('purchase-waiting');
    await why.getByText(/^Waiting for The Center to come back \(.+\)\.$/).waitFor();
    await why
      .getByText('the purchase expires and Wyvern Queen gets back what they paid', { exact: false })
      .waitFor();
    const commands = detail.getByRole('table', { name: 'Commands' });
    await commands.getByText('GiveItemToPlayer', { exact: false }).first().waitFor();
    expect(await commands.getByText('Not sent yet', { exact: true }).count()).toBeGreaterThan(0);
    expect(await detail.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await p.waitForTimeout(400); // the dialog's fade-in
    await shot(p, 'purchase-waiting');
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });
    // a delivered purchase: every command OK with the server's answer and its times
    await filter.getByRole('button', { name: /^Delivered( \(\d+\))?$/ }).click();
    await waitingRow.waitFor({ state: 'detached' });
    await delivered.getByRole('button', { name: /^Details of purchase/ }).click();
    const done = p.getByRole('dialog', { name: /^Purchase #\d+$/ });
    const rows = done.getByTestId('purchase-command');
    await rows.first().waitFor();
    const n = await rows.count();
    expect(await done.getByRole('table', { name: 'Commands' }).getByText('OK', { exact: true }).count()).toBe(
      n,
    );
    // ARK's "Server received, But no response!!" reads as accepted; the raw answer is one click away
    expect(await rows.first().innerText()).toContain('Accepted by the server');
    await rows.first().getByText('Accepted by the server').click();
    expect(await rows.first().innerText()).toContain('Server received, But no response!!');
    await done.getByRole('row', { name: /Buyer must be online Yes/ }).waitFor();
    await done.getByRole('button', { name: 'Close' }).click();
    await filter.getByRole('button', { name: /^All( \(\d+\))?$/ }).click();
    await waitingRow.waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('viewer: sees the log with the view-only banner and no owner actions', async () => {
    const s = await openAs(browser, 'viewer');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p.getByTestId('view-only').waitFor();
    const waitingRow = p.getByRole('row').filter({ hasText: 'Wyvern Queen' });
    await waitingRow.getByRole('button', { name: /^Details of purchase/ }).click();
    const detail = p.getByRole('dialog', { name: /^Purchase #\d+$/ });
    await detail.getByTestId('purchase-waiting').waitFor();
    for (const name of ['Retry', 'Send again', 'Mark as delivered', 'Refund'])
      expect(await detail.getByRole('button', { name }).count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the player dialog shows the purchases and changes vouchers', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/players');
    await p.getByRole('button', { name: 'Edit Raptor Rick' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Raptor Rick' });
    await dialog.getByRole('tab', { name: 'Purchases' }).click();
    const bought = dialog.getByRole('table', { name: 'Player purchases' });
    await bought.getByRole('row').filter({ hasText: 'Mystery Box' }).getByText('Delivered').waitFor();
    await dialog.getByRole('tab', { name: 'Vouchers' }).click();
    const vouchers = dialog.getByRole('table', { name: 'Vouchers' });
    await vouchers
      .getByRole('row')
      .filter({ hasText: 'Starter Set' })
      .getByRole('cell', { name: '2' })
      .waitFor();
    await dialog.getByLabel('Kit').click();
    await p.getByRole('option', { name: 'Mystery Box' }).click();
    await dialog.getByLabel('Count').fill('3');
    await dialog.getByRole('button', { name: 'Add voucher' }).click();
    await vouchers
      .getByRole('row')
      .filter({ hasText: 'Mystery Box' })
      .getByRole('cell', { name: '3' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Remove one Starter Set voucher' }).click();
    await vouchers
      .getByRole('row')
      .filter({ hasText: 'Starter Set' })
      .getByRole('cell', { name: '1' })
      .waitFor();
    await shot(p, 'player-vouchers');
    // the details tab still saves the player, without touching the vouchers
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Edit Raptor Rick' }).click();
    await dialog.getByRole('tab', { name: 'Vouchers' }).click();
    await vouchers
      .getByRole('row')
      .filter({ hasText: 'Mystery Box' })
      .getByRole('cell', { name: '3' })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
