import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { GUILD, portalOn } from '../support/portal';

const portal = () => `${baseUrl()}/portal/${GUILD}`;

let browser: Browser;
beforeAll(async () => {
  await portalOn();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await portalOn(false); // buy limits back off for the other tests on the shared demo server
});

const balanceOf = async (p: Page) =>
  Number((await p.getByTestId('portal-balance').innerText()).replace(/\D/g, ''));

/** The portal API as the logged-in page sees it (the token the login stored). */
async function meOf(p: Page) {
  const token = await p.evaluate(() => window.localStorage.getItem('token'));
  const res = await fetch(`${baseUrl()}/api/portal/${GUILD}/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('player portal', () => {
  it('shows the catalog to visitors and a 404 message for an unknown portal', async () => {
    const s = await openAs(browser, 'anonymous');
    const p = s.page;
    await p.goto(portal());
    await p.getByTestId('portal-header').getByText('ARK Demo Cluster').waitFor();
    await p.getByRole('heading', { name: 'Starter Set' }).waitFor();
    await p.getByRole('heading', { name: 'VIP' }).waitFor();
    await p.getByText('Log in with Discord to see your credits and buy kits.').waitFor();
    expect(await p.getByRole('button', { name: 'Buy Starter Set' }).isDisabled()).toBe(true);
    // no dashboard drawer on the portal
    expect(await p.getByRole('button', { name: 'Toggle navigation' }).count()).toBe(0);
    await p.goto(`${baseUrl()}/portal/123456789012345678`);
    await p.getByText('This player portal does not exist or is not enabled.').waitFor();
    // the 404 of the catalog call is the only console error
    expect(s.errors.every((e) => e.includes('404'))).toBe(true);
    await s.context.close();
  });

  it('demo player: buy a kit (delivered), go offline and redeem (waits), come back online (delivered)', async () => {
    const s = await openAs(browser, 'anonymous');
    const p = s.page;
    await p.goto(portal());
    // the login comes back to the portal (demo mode logs in as the demo player)
    await p.getByTestId('portal-header').getByRole('link', { name: 'Log in with Discord' }).click();
    await p.getByTestId('portal-balance').waitFor();
    expect(p.url()).toBe(portal());
    await p.getByTestId('portal-header').getByText('Demo Player').waitFor();
    const before = await balanceOf(p);
    expect(before).toBeGreaterThanOrEqual(150);
    await shot(p, 'portal');

    // the demo game server lists the demo player online: delivered, 150 credits less, and the dialog says so
    await p.getByRole('button', { name: 'Buy Starter Set' }).click();
    let dialog = p.getByRole('dialog', { name: 'Buy Starter Set' });
    await dialog.getByText('This costs 150 credits.', { exact: false }).waitFor();
    // a server is preselected, so Buy is ready at once (no unexplained disabled button)
    expect(await dialog.getByLabel('Server').textContent()).not.toBe('');
    expect(await dialog.getByTestId('order-blocker').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Buy' }).isEnabled()).toBe(true);
    await dialog.getByLabel('Server').click();
    await p.getByRole('option', { name: 'The Island' }).click();
    await dialog.getByRole('button', { name: 'Buy' }).click();
    const result = dialog.getByTestId('order-result');
    await result.getByText('Starter Set was delivered to The Island.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // the focus goes to the player's orders, not to the page body
    await p.waitForFunction(() => document.activeElement?.id === 'my-orders');
    const orders = p.getByRole('table', { name: 'My orders' });
    const rows = orders.getByTestId('purchase-row');
    await rows.first().getByText('Delivered').waitFor();
    await p.waitForFunction(
      (want) =>
        document
          .querySelector('[data-testid="portal-balance"]')
          ?.textContent?.replace(/\D/g, '')
          .startsWith(String(want)),
      before - 150,
    );
    expect(await rows.first().innerText()).toContain('The Island');
    await p
      .getByRole('table', { name: 'Credit history' })
      .getByText('Bought kit Starter Set')
      .first()
      .waitFor();
    await shot(p, 'portal-bought');
    // Starter Set's daily limit (1) is used up by the delivered purchase
    const starter = p.getByTestId('kit-card').filter({ hasText: 'Starter Set' });
    await starter
      .getByTestId('kit-limit')
      .getByText(/^0 of 1 left until /)
      .waitFor();
    expect(await p.getByRole('button', { name: 'Buy Starter Set' }).isDisabled()).toBe(true);
    await starter.getByText(/^Limit reached until /).waitFor();

    // the API: each command's progress holds the demo RCON server's answer
    const me = await meOf(p);
    expect(me.player.credits).toBe(before - 150);
    const [latest] = me.purchases;
    expect(latest).toMatchObject({
      kitName: 'Starter Set',
      serverName: 'The Island',
      source: 'portal',
      price: 150,
      status: 'delivered',
    });
    expect(latest.commands.length).toBeGreaterThan(0);
    for (const c of latest.commands) {
      expect(c.status).toBe('ok');
      expect(c.command).toContain(me.player.eosId);
      expect(c.response).toBe('Server received, But no response!!');
    }

    // the DM switch (labelled, on by default) is saved for the player
    const dm = p.getByTestId('dm-notifications').getByLabel('Discord DMs about my orders');
    expect(await dm.isChecked()).toBe(true);
    await dm.click();
    await p.getByText('You will not get Discord DMs about your orders.').waitFor();
    expect((await meOf(p)).dmNotifications).toBe(false);
    await dm.click();
    await p.getByText('You will get Discord DMs about your orders.').waitFor();
    expect((await meOf(p)).dmNotifications).toBe(true);

    // the demo switch takes the player off the game servers: the redemption waits for them
    const presence = p.getByTestId('demo-presence').getByLabel('Demo: I am online on the game servers');
    expect(await presence.isChecked()).toBe(true);
    await presence.click();
    await p.getByText('You left the demo game servers.', { exact: false }).waitFor();
    expect(await presence.isChecked()).toBe(false);
    await p.waitForTimeout(6_000); // the engine asks a server who is online at most every 5 s
    await p.getByRole('button', { name: 'Redeem Mystery Box' }).click();
    dialog = p.getByRole('dialog', { name: 'Redeem Mystery Box' });
    await dialog.getByLabel('Server').click();
    await p.getByRole('option', { name: 'Scorched Earth' }).click();
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    const waited = dialog.getByTestId('order-result');
    await waited
      .getByText('Waiting for you to join Scorched Earth.', { exact: false })
      .waitFor({ timeout: 30_000 });
    expect(await waited.innerText()).not.toContain('delivered to');
    await waited.getByText('you get your voucher back', { exact: false }).waitFor();
    await shot(p, 'portal-waiting');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await rows.first().getByText('Voucher').waitFor();
    await rows.first().getByText('Waiting', { exact: true }).waitFor();
    await rows
      .first()
      .getByTestId('order-reason')
      .getByText('Waiting for you to join Scorched Earth.')
      .waitFor();
    expect(await p.getByRole('button', { name: 'Redeem Mystery Box' }).count()).toBe(0);

    // back online: the delivery queue delivers it and My orders refreshes by itself
    await presence.click();
    await p.getByText('You are on the demo game servers again.', { exact: false }).waitFor();
    await rows.first().getByText('Delivered').waitFor({ timeout: 90_000 });
    expect(await balanceOf(p)).toBe(before - 150);

    // log out: the catalog stays
    await p.getByTestId('portal-header').getByRole('button', { name: 'Log out' }).click();
    await p.getByText('Log in with Discord to see your credits and buy kits.').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 180_000);
});
