import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openAs } from '../support/browser';
import { fundDemoPlayer, GUILD, portalOn } from '../support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Name of the focused element as a user hears it: aria-label, its label, or its text. */
const focusedName = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const label = el.labels?.[0]?.textContent ?? '';
    return (el.getAttribute('aria-label') || label || el.textContent || '').replace(/\s*\*$/, '').trim();
  });

/** Presses Tab (at most 200 times: the portal lists orders, kits and its own controls before a kit) until the focused element is called `name`; fails otherwise. */
async function tabTo(p: Page, name: string | RegExp) {
  for (let i = 0; i < 200; i++) {
    await p.keyboard.press('Tab');
    const now = await focusedName(p);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Replaces the focused input's value by typing (select all, then type). */
async function typeHere(p: Page, text: string) {
  await p.keyboard.press('ControlOrMeta+a');
  await p.keyboard.type(text);
}

/** Presses Tab until the focused element has `role` (MUI selects are role="combobox" divs). */
async function tabToRole(p: Page, role: string) {
  for (let i = 0; i < 200; i++) {
    await p.keyboard.press('Tab');
    if (await p.evaluate((r) => document.activeElement?.getAttribute('role') === r, role)) return;
  }
  throw new Error(`Tab never reached a ${role}`);
}

describe('keyboard only', () => {
  it("adds a server and edits a player's credits without the mouse", async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/servers');
    await p.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    await tabTo(p, 'Add server');
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: 'Add server' });
    await dialog.waitFor();
    await tabTo(p, 'Name');
    await typeHere(p, 'Keyboard Valguero');
    await tabTo(p, 'Host/IP');
    await typeHere(p, '198.51.100.44');
    await tabTo(p, 'RCON Password');
    await typeHere(p, 'keyboard-pass');
    await tabTo(p, 'Sorting Index');
    await typeHere(p, '77');
    await tabTo(p, 'Save');
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await p.getByRole('cell', { name: 'Keyboard Valguero', exact: true }).waitFor();

    // players: open a player's dialog, change the credits, save
    await p.goto(baseUrl() + '/players');
    await p.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await tabTo(p, 'Edit Rex Rider');
    await p.keyboard.press('Enter');
    const edit = p.getByRole('dialog', { name: 'Edit Rex Rider' });
    await edit.waitFor();
    await tabTo(p, 'Credits');
    await typeHere(p, '4321');
    await tabTo(p, 'Save');
    await p.keyboard.press('Enter');
    await edit.waitFor({ state: 'detached' });
    await p.getByRole('gridcell', { name: '4,321' }).first().waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('adds a kit with one command without the mouse', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/kits');
    await p.getByRole('heading', { name: 'Kits', level: 1 }).waitFor();
    await p.getByRole('gridcell', { name: 'Starter Set', exact: true }).waitFor();
    await tabTo(p, 'Add kit');
    await p.keyboard.press('Enter');
    const editor = p.getByRole('dialog', { name: 'Add kit' });
    await editor.waitFor();
    await tabTo(p, 'Name');
    await typeHere(p, 'Keyboard Kit');
    await tabTo(p, 'Description');
    await typeHere(p, 'Typed without a mouse');
    await tabTo(p, 'Price');
    await typeHere(p, '25');
    await tabTo(p, /^Add item/);
    await p.keyboard.press('Enter');
    await tabTo(p, 'Command 1 of group 1');
    await typeHere(p, 'GiveItemToPlayer {eos_id} "Blueprint\'/Game/Key.Key\'" 1 0 0');
    await tabTo(p, 'Save');
    await p.keyboard.press('Enter');
    await editor.waitFor({ state: 'detached' });
    await p.getByRole('gridcell', { name: 'Keyboard Kit', exact: true }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
  it('buys a kit in the player portal without the mouse', async () => {
    await portalOn(false); // other tests may have switched the portal's kits off
    await fundDemoPlayer(3000); // and spent the demo player's credits (a Buy it cannot pay is disabled)
    const s = await openAs(browser, 'anonymous');
    const p = s.page;
    await p.goto(`${baseUrl()}/portal/${GUILD}`);
    await tabTo(p, 'Log in with Discord');
    await p.keyboard.press('Enter');
    await p.getByTestId('portal-balance').waitFor();
    // the kit added without the mouse above: 25 credits, no buy limit
    await tabTo(p, /^Buy Keyboard Kit/);
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: 'Buy Keyboard Kit' });
    await dialog.waitFor();
    await tabToRole(p, 'combobox');
    await p.keyboard.press('ArrowDown');
    const island = p.getByRole('option', { name: 'The Island' });
    await island.waitFor();
    for (let i = 0; i < 10 && !(await island.evaluate((el) => el === document.activeElement)); i++)
      await p.keyboard.press('ArrowDown');
    await p.keyboard.press('Enter');
    await tabTo(p, 'Buy');
    await p.keyboard.press('Enter');
    await dialog
      .getByTestId('order-result')
      .getByText('Keyboard Kit was delivered to The Island.')
      .waitFor({ timeout: 30_000 });
    await tabTo(p, 'Close');
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
