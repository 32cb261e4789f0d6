import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('purchases', () => {
  it('owner: the log shows seeded delivered and failed purchases, a failed one in detail, and a retry', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
    const failedRow = p.getByRole('row').filter({ hasText: 'Wyvern Queen' });
    await failedRow.getByText('Failed (refunded)').waitFor();
    const delivered = p.getByRole('row').filter({ hasText: 'Dodo Whisperer' });
    await delivered.getByText('Delivered', { exact: true }).waitFor();
    await p
      .getByRole('row')
      .filter({ hasText: 'Raptor Rick' })
      .getByText('Voucher', { exact: true })
      .waitFor();
    expect(await p.getByTestId('view-only').count()).toBe(0);
    await shot(p, 'purchases');
    // status filter: only the failed purchase is left
    await p.getByRole('button', { name: 'Failed', exact: true }).click();
    await delivered.waitFor({ state: 'detached' });
    expect(await failedRow.count()).toBe(1);
    // detail: each command with its result and the server's answer, and the error
    await failedRow.getByRole('button', { name: /^Details of purchase/ }).click();
    const detail = p.getByRole('dialog', { name: /^Purchase #\d+$/ });
    await detail.getByTestId('purchase-error').waitFor();
    const commands = detail.getByRole('table', { name: 'Commands' });
    await commands.getByText('GiveItemToPlayer', { exact: false }).first().waitFor();
    expect(await commands.getByText('Failed', { exact: true }).count()).toBeGreaterThan(0);
    await p.waitForTimeout(400); // the dialog's fade-in
    await shot(p, 'purchase-detail');
    // The Center is still unreachable: the retry fails again and the purchase stays refunded
    await detail.getByRole('button', { name: 'Retry' }).click();
    await p.getByText('Delivery failed again').waitFor();
    await detail.getByText('Failed (refunded)').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'All', exact: true }).click();
    await delivered.waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('viewer: sees the log with the view-only banner and a disabled Retry', async () => {
    const s = await openAs(browser, 'viewer');
    const p = s.page;
    await p.goto(baseUrl() + '/purchases');
    await p.getByTestId('view-only').waitFor();
    const failedRow = p.getByRole('row').filter({ hasText: 'Wyvern Queen' });
    const retry = failedRow.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await retry.isDisabled()).toBe(true);
    await failedRow.getByRole('button', { name: /^Details of purchase/ }).click();
    const detail = p.getByRole('dialog', { name: /^Purchase #\d+$/ });
    expect(await detail.getByRole('button', { name: 'Retry' }).isDisabled()).toBe(true);
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
