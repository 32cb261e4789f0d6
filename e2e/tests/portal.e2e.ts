import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs, shot } from '../support/browser';

const GUILD = '900000000000000001'; // the demo guild (packages/server/src/features/demo/personas.ts)
const portal = () => `${baseUrl()}/portal/${GUILD}`;

/**
 * Other tests share the demo server and may flip the portal's switches (settings-pages turns kits off):
 * the owner switches the portal, its kits and shop ranks on again through the API.
 */
async function portalOn(buyLimits = true) {
  const login = await fetch(`${baseUrl()}/api/auth/demo?as=owner`, { redirect: 'manual' });
  const auth = { authorization: `Bearer ${(login.headers.get('location') ?? '').replace('/oauth/', '')}` };
  const bots = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: auth })).json();
  const bot = bots.find((b: { guildId: string }) => b.guildId === GUILD);
  bot.userPortalSettings = { isEnabled: true, isKitsEnabled: true, isShopRanksEnabled: true };
  // buy limits on (the demo's Starter Set may be bought once a day); off again after the tests
  bot.kitSettings = { ...bot.kitSettings, enableBuyLimits: buyLimits };
  const res = await fetch(`${baseUrl()}/api/bots`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ bot }),
  });
  expect(res.status).toBe(200);
}

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

  it('demo player: log in, buy a kit, see the balance drop and the purchase delivered', async () => {
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

    // a server that cannot be reached: failed and refunded
    await p.getByRole('button', { name: 'Buy Starter Set' }).click();
    let dialog = p.getByRole('dialog', { name: 'Buy Starter Set' });
    await dialog.getByText('This costs 150 credits.', { exact: false }).waitFor();
    await dialog.getByLabel('Server').click();
    await p.getByRole('option', { name: 'The Center' }).click();
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    const rows = p.getByTestId('purchase-row');
    await rows.first().getByText('Failed (refunded)').waitFor();
    expect(await balanceOf(p)).toBe(before);

    // the demo RCON server: delivered, 150 credits less
    await p.getByRole('button', { name: 'Buy Starter Set' }).click();
    dialog = p.getByRole('dialog', { name: 'Buy Starter Set' });
    await dialog.getByLabel('Server').click();
    await p.getByRole('option', { name: 'The Island' }).click();
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await rows.first().getByText('Delivered').waitFor();
    await p.waitForFunction(
      (want) =>
        document.querySelector('[data-testid="portal-balance"]')?.textContent?.startsWith(String(want)),
      before - 150,
    );
    expect(await rows.first().innerText()).toContain('The Island');
    await p
      .getByRole('table', { name: 'Credit history' })
      .getByText('Bought kit Starter Set')
      .first()
      .waitFor();
    await shot(p, 'portal-bought');
    // Starter Set's daily limit (1) is used up by the delivered purchase; the refunded one does not count
    const starter = p.getByTestId('kit-card').filter({ hasText: 'Starter Set' });
    await starter
      .getByTestId('kit-limit')
      .getByText(/^0 of 1 left until /)
      .waitFor();
    expect(await p.getByRole('button', { name: 'Buy Starter Set' }).isDisabled()).toBe(true);
    await starter.getByText(/^Limit reached until /).waitFor();

    // the API: the purchase results hold the demo RCON server's answers
    const me = await meOf(p);
    expect(me.player.credits).toBe(before - 150);
    const [latest, failed] = me.purchases;
    expect(latest).toMatchObject({
      kitName: 'Starter Set',
      serverName: 'The Island',
      source: 'portal',
      price: 150,
    });
    expect(latest.status).toBe('delivered');
    expect(latest.results.length).toBeGreaterThan(0);
    for (const r of latest.results) {
      expect(r.ok).toBe(true);
      expect(r.command).toContain(me.player.eosId);
      expect(r.response).toBe('Server received, But no response!!');
    }
    expect(failed).toMatchObject({ serverName: 'The Center', status: 'failed', refunded: true });

    // the voucher: redeem without paying
    await p.getByRole('button', { name: 'Redeem Mystery Box' }).click();
    dialog = p.getByRole('dialog', { name: 'Redeem Mystery Box' });
    await dialog.getByLabel('Server').click();
    await p.getByRole('option', { name: 'Scorched Earth' }).click();
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await rows.first().getByText('Voucher').waitFor();
    await rows.first().getByText('Delivered').waitFor();
    expect(await p.getByRole('button', { name: 'Redeem Mystery Box' }).count()).toBe(0);
    expect(await balanceOf(p)).toBe(before - 150);

    // log out: the catalog stays
    await p.getByTestId('portal-header').getByRole('button', { name: 'Log out' }).click();
    await p.getByText('Log in with Discord to see your credits and buy kits.').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
