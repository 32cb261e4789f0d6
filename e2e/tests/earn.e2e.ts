import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, navLink, openAs } from '../support/browser';

/**
 * Issue 37's pages on the demo's earn data (server/src/demo-earn.ts): Leaderboards (a past season's frozen
 * board, the weekly post saved), Transfers (the demo's transfer listed, a rule saved), Seasons (the preview's
 * counts, the two seasons so far; no season is started: the tests of this worker share the server's balances)
 * and Playtime (a rule saved). No demo player is renamed or changed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const saved = (p: Page) => p.getByRole('button', { name: 'Save' }).and(p.locator('[disabled]')).waitFor();

describe('earn pages (issue 37)', () => {
  it("owner: Leaderboards shows season 1's frozen board; the weekly post is saved", async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/');
    await (await navLink(p, 'Leaderboards')).click();
    await p.getByRole('heading', { name: 'Leaderboards', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'This season' }).click();
    const season = p.getByRole('combobox', { name: 'Season' });
    await season.waitFor();
    expect(await season.textContent()).toBe('Current season (2)');
    await season.click();
    await p.getByRole('option', { name: 'Season 1', exact: true }).click();
    const frozen = p.getByTestId('leaderboard-frozen');
    await frozen.waitFor();
    expect(await frozen.textContent()).toMatch(/^Season 1 ran from .+ to .+: its board no longer changes\.$/);
    expect(await p.getByTestId('leaderboard').getByRole('row').count()).toBeGreaterThan(1);

    const post = p
      .getByRole('switch', { name: 'Post the top players every week' })
      .or(p.getByRole('checkbox', { name: 'Post the top players every week' }));
    expect(await post.isChecked()).toBe(false);
    await post.click();
    await p.getByRole('combobox', { name: 'Channel' }).click();
    await p.getByRole('option', { name: /general/ }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await saved(p);
    await p.reload();
    await p.getByRole('heading', { name: 'Leaderboards', level: 1 }).waitFor();
    await post.waitFor();
    expect(await post.isChecked()).toBe(true);
    expect(await p.getByRole('combobox', { name: 'Channel' }).textContent()).toMatch(/general/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("owner: Transfers lists the demo's transfer and saves a rule", async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/transfers');
    await p.getByRole('heading', { name: 'Transfers', level: 1 }).waitFor();
    const row = p.getByRole('row').filter({ hasText: 'Argy Ace' }).filter({ hasText: 'Dodo Whisperer' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('100');
    const fee = p.getByRole('textbox', { name: 'Fee (percent)' });
    expect(await fee.inputValue()).toBe('5');
    await fee.fill('7');
    await p.getByRole('button', { name: 'Save' }).click();
    await saved(p);
    await p.reload();
    await fee.waitFor();
    expect(await fee.inputValue()).toBe('7');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: Seasons previews the counts and lists the two seasons so far', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/seasons');
    await p.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
    await p.getByRole('cell', { name: 'Season 2: Scorched Earth' }).waitFor();
    await p.getByRole('cell', { name: 'Season 1: The Island' }).waitFor();
    await p.getByRole('textbox', { name: 'Name of the new season' }).fill('Season 3');
    await p.getByRole('button', { name: 'Preview' }).click();
    const summary = p.getByText(/^\d+ players; \d+ of them lose credits\./);
    await summary.waitFor();
    const [, players] = /^(\d+) players/.exec((await summary.textContent()) ?? '') ?? [];
    expect(Number(players)).toBeGreaterThan(10);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: Playtime is on in the demo and a rule is saved', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/playtime');
    await p.getByRole('heading', { name: 'Playtime credits', level: 1 }).waitFor();
    const on = p
      .getByRole('switch', { name: 'Give credits for time online' })
      .or(p.getByRole('checkbox', { name: 'Give credits for time online' }));
    await on.waitFor();
    expect(await on.isChecked()).toBe(true);
    const cap = p.getByRole('textbox', { name: 'Daily cap per player' });
    expect(await cap.inputValue()).toBe('200');
    await cap.fill('300');
    await p.getByRole('button', { name: 'Save' }).click();
    await saved(p);
    await p.reload();
    await cap.waitFor();
    expect(await cap.inputValue()).toBe('300');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
