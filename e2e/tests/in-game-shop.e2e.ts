import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { UNVERIFIED_INTEGRATION_TITLE } from '../../packages/domain/src/integration-evidence';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { GUILD, portalOn } from '../support/portal';

/** The demo player's EOS id (packages/server/src/features/demo/portal-player.ts). */
const DEMO_PLAYER_EOS_ID = '00020000000000000000000000007777';

let browser: Browser;
beforeAll(async () => {
  await portalOn(false);
  browser = await launch();
});
afterAll(async () => browser?.close());

const shopSwitch = (p: Page) =>
  p
    .getByRole('switch', { name: 'Enable the in-game shop' })
    .or(p.getByRole('checkbox', { name: 'Enable the in-game shop' }));

/** On the In-game Shop page: sets the switch and saves (nothing to save when it already is so). */
async function setShop(p: Page, on: boolean) {
  await p.goto(baseUrl() + '/inGameShop');
  await p.getByRole('heading', { name: 'In-game Shop', level: 1 }).waitFor();
  const sw = shopSwitch(p);
  await sw.waitFor();
  if ((await sw.isChecked()) === on) return;
  await sw.click();
  const save = p.getByRole('button', { name: 'Save' });
  await save.click();
  await expect.poll(() => save.isDisabled()).toBe(true);
  expect(await sw.isChecked()).toBe(on);
}

describe('in-game shop', () => {
  it('owner: the page shows the switch, settings and each read server; the player dialog the EOS id', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await setShop(p, true);
    await p.getByLabel('Command prefix').waitFor();
    expect(await p.getByLabel('Command prefix').inputValue()).toBe('+');
    await p.getByLabel('Poll interval (seconds)').waitFor();
    const toGame = /relay channel into the game/;
    await p
      .getByRole('switch', { name: toGame })
      .or(p.getByRole('checkbox', { name: toGame }))
      .waitFor();
    // the demo reads The Island's chat: its reader is listed
    const readers = p.getByRole('table', { name: 'Chat readers' });
    await readers.getByRole('row').filter({ hasText: 'The Island' }).waitFor();
    await p.getByRole('table', { name: 'Recent in-game commands' }).waitFor();
    await p.getByRole('note').filter({ hasText: UNVERIFIED_INTEGRATION_TITLE }).waitFor();
    await shot(p, 'in-game-shop');

    await p.goto(baseUrl() + '/players');
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await p.getByLabel('Search').fill('Demo Player');
    await p.getByRole('button', { name: 'Edit Demo Player' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Demo Player' });
    const link = dialog.getByLabel('In-game link');
    await link.getByText(`EOS ID ${DEMO_PLAYER_EOS_ID}`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('portal: the demo player gets a link code only while the owner has the in-game shop on', async () => {
    await portalOn(false);
    const owner = await openAs(browser, 'owner');
    await setShop(owner.page, false);

    const s = await openAs(browser, 'anonymous');
    const p = s.page;
    await p.goto(`${baseUrl()}/portal/${GUILD}`);
    await p.getByTestId('portal-header').getByRole('link', { name: 'Log in with Discord' }).click();
    await p.getByTestId('portal-balance').waitFor();
    await p.getByTestId('portal-header').getByText('Demo Player').waitFor();
    expect(await p.getByRole('button', { name: 'Get a link code' }).count()).toBe(0);

    await setShop(owner.page, true);
    await p.reload();
    await p.getByRole('button', { name: 'Get a link code' }).click();
    const typed = p.getByText(/Type \+link [A-Z0-9]{6} in the game chat within 15 minutes\./);
    await typed.waitFor();
    await shot(p, 'portal-link-code');
    expect(s.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
    await s.context.close();
    await owner.context.close();
  });
});
