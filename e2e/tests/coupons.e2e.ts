import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openAs } from '../support/browser';
import { fundDemoPlayer, GUILD, portalOn } from '../support/portal';
import { demoToken } from '../../scripts/demo-server.mjs';

let browser: Browser;
beforeAll(async () => {
  await portalOn(false);
  await fundDemoPlayer(3000);
  browser = await launch();
});
const added: number[] = [];
afterAll(async () => {
  await browser?.close();
  // the other tests share the demo server: its kits stay as they were
  const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  for (const kitId of added)
    await fetch(`${baseUrl()}/api/kit`, {
      method: 'DELETE',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ kitId }),
    });
});

/** Adds a kit of the demo instance through the owner's API (stock 0: sold out). */
async function addKit(kit: Record<string, unknown>) {
  const auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
  const botId = bots.find((b: { guildId: string }) => b.guildId === GUILD).id;
  const res = await fetch(`${baseUrl()}/api/kit`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      kit: {
        botId,
        description: 'issue 26',
        mustBeOnline: false,
        itemGroups: [
          { index: 0, name: 'G', items: [{ index: 0, command: 'ServerChat {player_name} coupon' }] },
        ],
        ...kit,
      },
    }),
  });
  expect(res.status).toBe(200);
  added.push(((await res.json()) as { id: number }).id);
}

describe('coupons', () => {
  it('owner creates a coupon for a chosen kit, the player buys with it in the portal, the use is counted; a sold-out kit', async () => {
    await addKit({ name: 'Coupon Crate', price: 100 });
    await addKit({ name: 'Founder Crate', price: 10, stock: 0 });

    const owner = await openAs(browser, 'owner');
    await owner.page.goto(`${baseUrl()}/coupons`);
    await owner.page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill('E2E20');
    await dialog.getByLabel('Amount').fill('20');
    await dialog.getByLabel('Creator tag').fill('rex_tv');
    // only for the chosen kit, until a date
    await dialog.getByLabel('Valid for').click();
    await owner.page.getByRole('option', { name: 'Chosen kits' }).click();
    await dialog.getByLabel('Valid to', { exact: true }).fill('12/31/2099');
    await dialog.getByLabel('Valid to: time').fill('11:59 PM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Choose at least one kit.').waitFor();
    await dialog.getByLabel('Kits').click();
    await owner.page.getByRole('option', { name: 'Coupon Crate' }).click();
    await owner.page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = owner.page.getByTestId('coupon-row').filter({ hasText: 'E2E20' });
    await row.getByText('1 chosen kit').waitFor();
    await row.getByTestId('coupon-uses').getByText('0 of unlimited').waitFor();

    const player = await openAs(browser, 'anonymous');
    const p = player.page;
    await p.goto(`${baseUrl()}/portal/${GUILD}`);
    await p.getByTestId('portal-header').getByRole('link', { name: 'Log in with Discord' }).click();
    await p.getByTestId('portal-balance').waitFor();
    const founder = p.getByTestId('kit-card').filter({ hasText: 'Founder Crate' });
    await founder.getByTestId('kit-stock').getByText('Sold out').waitFor();
    expect(await p.getByRole('button', { name: 'Buy Founder Crate' }).isDisabled()).toBe(true);

    await p.getByRole('button', { name: 'Buy Coupon Crate' }).click();
    const buy = p.getByRole('dialog', { name: 'Buy Coupon Crate' });
    await buy.getByLabel('Coupon code (optional)').fill('e2e20');
    await buy.getByRole('button', { name: 'Buy' }).click();
    await buy
      .getByTestId('order-result')
      .getByText(/Coupon E2E20: \d+ credits off, you paid 80\./)
      .waitFor({ timeout: 30_000 });
    await buy.getByRole('button', { name: 'Close' }).click();

    await owner.page.reload();
    await row.getByTestId('coupon-uses').getByText('1 of unlimited').waitFor();
    await owner.page.getByRole('table', { name: 'Coupon uses' }).getByText('rex_tv').waitFor();
    // the purchases list names the coupon
    await owner.page.goto(`${baseUrl()}/purchases`);
    await owner.page.getByRole('gridcell', { name: '80 (E2E20)' }).first().waitFor();
    await player.context.close();
    await owner.context.close();
  });
});
