/**
 * The owner's actions on the Purchases page, clicked in the browser: Retry on the demo's failed purchase
 * (the game refused Rex Rider's Starter Set) and the decision on its unknown one (the game server hung up on
 * Tek Titan's Starter Set). The outcome is checked in the UI and over the API (status, credits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PurchaseView } from '@asa/domain';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { demoToken } from '../../scripts/demo-server.mjs';
import { GUILD } from '../support/portal';

let browser: Browser;
let auth: Record<string, string>;
let botId: number;
beforeAll(async () => {
  browser = await launch();
  auth = { authorization: `Bearer ${await demoToken(baseUrl(), 'owner')}` };
  const bots = await getJson<{ id: number; guildId: string }[]>('/api/bots/forDiscordUser');
  botId = bots.find((b) => b.guildId === GUILD)!.id;
});
afterAll(async () => browser?.close());

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}${url}`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
/** The demo instance's purchases of one player, newest first (the owner's API). */
const allPurchases = async () =>
  (await getJson<{ items: PurchaseView[] }>(`/api/purchase/list/${botId}?pageSize=100`)).items;
const purchasesOf = async (player: string) => (await allPurchases()).filter((p) => p.playerName === player);
const purchase = async (id: number) => (await allPurchases()).find((p) => p.id === id)!;
const credits = async (playerId: number) =>
  (await getJson<{ id: number; credits: number }[]>(`/api/player/list/${botId}`)).find(
    (p) => p.id === playerId,
  )!.credits;

/** Opens the detail dialog of one purchase from the list (filtered to its status). */
async function openPurchase(p: Page, status: string, id: number) {
  await p.goto(baseUrl() + '/purchases');
  await p.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor();
  await p
    .getByRole('group', { name: 'Status filter' })
    .getByRole('button', { name: new RegExp(`^${status}( \\(|$)`) })
    .click();
  await p.getByRole('button', { name: `Details of purchase ${id}` }).click();
  const detail = p.getByRole('dialog', { name: `Purchase #${id}` });
  await detail.waitFor();
  return detail;
}

describe('purchase actions', () => {
  it('viewer: sees the failed and the unknown purchase without Retry or the decision buttons', async () => {
    const [failed] = (await purchasesOf('Rex Rider')).filter((p) => p.status === 'failed');
    const [unknown] = (await purchasesOf('Tek Titan')).filter((p) => p.status === 'unknown');
    expect(failed && unknown).toBeTruthy();
    const s = await openAs(browser, 'viewer');
    for (const [status, id, why] of [
      ['Failed', failed!.id, 'purchase-error'],
      ['Needs decision', unknown!.id, 'purchase-unknown'],
    ] as const) {
      const detail = await openPurchase(s.page, status, id);
      await detail.getByTestId(why).waitFor();
      for (const name of ['Retry', 'Send again', 'Mark as delivered', 'Refund'])
        expect(await detail.getByRole('button', { name, exact: true }).count()).toBe(0);
      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });
      // nor in the list's rows
      for (const name of ['Retry', 'Decide'])
        expect(await s.page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: Retry on the failed purchase charges again and delivers it', async () => {
    const [failed] = (await purchasesOf('Rex Rider')).filter((p) => p.status === 'failed');
    expect(failed).toMatchObject({ refunded: true, kitName: 'Starter Set' });
    expect(failed!.error).toMatch(/Permission denied/);
    const before = await credits(failed!.playerId!);
    const s = await openAs(browser, 'owner');
    const detail = await openPurchase(s.page, 'Failed', failed!.id);
    await detail.getByTestId('purchase-error').getByText('Permission denied', { exact: false }).waitFor();
    await detail.getByRole('button', { name: 'Retry', exact: true }).click();
    const confirm = s.page.getByRole('dialog', { name: `Retry purchase #${failed!.id}` });
    await confirm.getByText('so the retry charges', { exact: false }).waitFor();
    // other browser tests may switch buy limits on; this retry is the owner's explicit override
    await confirm.getByLabel("Don't count this retry against the kit's buy limit").check();
    await shot(s.page, 'purchase-retry');
    await confirm.getByRole('button', { name: 'Retry delivery' }).click();
    await confirm.waitFor({ state: 'detached' });
    // the detail dialog shows the new state: delivered, every command OK, no Retry any more
    await detail.getByRole('row', { name: /^Status Delivered$/ }).waitFor();
    await detail.getByRole('button', { name: 'Retry', exact: true }).waitFor({ state: 'detached' });
    const after = await purchase(failed!.id);
    expect(after).toMatchObject({ status: 'delivered', refunded: false });
    expect(after.commands.every((c) => c.status === 'ok')).toBe(true);
    expect(await credits(failed!.playerId!)).toBe(before - failed!.price);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the unknown purchase offers Send again, Mark as delivered and Refund; Refund gives the credits back', async () => {
    const [unknown] = (await purchasesOf('Tek Titan')).filter((p) => p.status === 'unknown');
    expect(unknown).toMatchObject({ refunded: false, kitName: 'Starter Set' });
    const before = await credits(unknown!.playerId!);
    const s = await openAs(browser, 'owner');
    const detail = await openPurchase(s.page, 'Needs decision', unknown!.id);
    await detail
      .getByRole('table', { name: 'Commands' })
      .getByText('May have run', { exact: true })
      .first()
      .waitFor();
    // each choice asks first and says what it does; cancelling changes nothing
    for (const [label, says] of [
      ['Send again', 'gets those items twice'],
      ['Mark as delivered', 'counts as delivered'],
    ] as const) {
      await detail.getByRole('button', { name: label, exact: true }).click();
      const ask = s.page.getByRole('dialog', { name: `${label}: purchase #${unknown!.id}` });
      await ask.getByText('it may already have run', { exact: false }).waitFor();
      await ask.getByText(says, { exact: false }).waitFor();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
    }
    expect((await purchase(unknown!.id)).status).toBe('unknown');
    await detail.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = s.page.getByRole('dialog', { name: `Refund: purchase #${unknown!.id}` });
    await refund.getByText(`Tek Titan gets back`, { exact: false }).waitFor();
    await shot(s.page, 'purchase-refund-unknown');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await refund.waitFor({ state: 'detached' });
    await detail.getByRole('row', { name: /^Status Failed \(refunded\)$/ }).waitFor();
    for (const name of ['Send again', 'Mark as delivered', 'Refund'])
      expect(await detail.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await purchase(unknown!.id)).toMatchObject({ status: 'failed', refunded: true });
    expect(await credits(unknown!.playerId!)).toBe(before + unknown!.price);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: refunds part of a delivered order from its detail, then two more orders in bulk', async () => {
    const open = (await allPurchases()).filter(
      (x) => x.status === 'delivered' && !x.refunded && x.price >= 2 && x.playerId,
    );
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [one, ...rest] = open;
    const before = await credits(one!.playerId!);
    const s = await openAs(browser, 'owner');
    const p = s.page;
    // one order, in part, with a reason: the player gets those credits back and keeps the items
    const detail = await openPurchase(p, 'Delivered', one!.id);
    await detail.getByRole('button', { name: 'Refund…' }).click();
    const refund = p.getByRole('dialog', { name: `Refund purchase #${one!.id}` });
    await refund.getByText('the player keeps the items', { exact: false }).waitFor();
    await refund.getByLabel('Credits to refund').fill('1');
    await refund.getByLabel('Reason').fill('Goodwill: the server lagged');
    await shot(p, 'purchase-refund-partial');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await refund.waitFor({ state: 'detached' });
    expect(await purchase(one!.id)).toMatchObject({ status: 'delivered', refunded: true });
    expect(await credits(one!.playerId!)).toBe(before + 1);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // two more, selected in the list, refunded in full in one go
    const two = rest.slice(0, 2);
    for (const o of two) await p.locator(`[role="row"][data-id="${o.id}"] input[type="checkbox"]`).check();
    await p.getByRole('button', { name: 'Refund selected (2)' }).click();
    const bulk = p.getByRole('dialog', { name: 'Refund 2 orders' });
    await bulk.getByLabel('Reason').fill('Event cancelled');
    await bulk.getByRole('button', { name: 'Refund 2 orders' }).click();
    await p.getByRole('dialog', { name: 'Bulk refund' }).getByText('Refunded 2, refused 0.').waitFor();
    for (const o of two) expect(await purchase(o.id)).toMatchObject({ status: 'delivered', refunded: true });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
