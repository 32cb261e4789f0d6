import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, navLink, openAs, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const screens = [
  ['/commandAccess', 'command-access'],
  ['/votingDas', 'voting-das'],
  ['/votingArkServer', 'voting-ark-server'],
  ['/discordActivity', 'discord-activity'],
  ['/tip4Serv', 'tip4serv'],
  ['/userportal', 'user-portal'],
  ['/permissions', 'permissions'],
  ['/apiAccess', 'api-access'],
] as const;

describe('settings pages', () => {
  it('owner: save, revert and the unsaved-changes dialog', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/userportal');
    await s.page.getByRole('heading', { name: 'User Portal', level: 1 }).waitFor();
    const save = s.page.getByRole('button', { name: 'Save' });
    const kits = s.page
      .getByRole('switch', { name: 'Kits enabled' })
      .or(s.page.getByRole('checkbox', { name: 'Kits enabled' }));
    expect(await save.isDisabled()).toBe(true);
    const before = await kits.isChecked();
    await kits.click();
    expect(await save.isEnabled()).toBe(true);
    await s.page.getByRole('button', { name: 'Revert' }).click();
    expect(await kits.isChecked()).toBe(before);
    expect(await save.isDisabled()).toBe(true);
    // leaving with unsaved changes asks first
    await kits.click();
    await (await navLink(s.page, 'Servers')).click();
    const dialog = s.page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await shot(s.page, 'unsaved-changes');
    await dialog.getByRole('button', { name: 'Stay Here' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(s.page.url()).toContain('/userportal');
    // save for real, then reload: the value stays
    await save.click();
    await s.page.waitForFunction(() =>
      document.querySelector('button[disabled]')?.textContent?.includes('Save'),
    );
    await s.page.reload();
    await s.page.getByRole('heading', { name: 'User Portal', level: 1 }).waitFor();
    await s.page.waitForTimeout(500);
    expect(await kits.isChecked()).toBe(!before);
    // and leave without the dialog now that nothing is pending
    await (await navLink(s.page, 'Servers')).click();
    await s.page.waitForURL('**/servers');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("owner: the bot's language on Command Access is saved (issue 27)", async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/commandAccess');
    const select = s.page.getByRole('combobox', { name: 'Bot language' });
    await select.waitFor();
    expect(await select.textContent()).toBe("Follow Discord (the server's language)");
    const choose = async (option: string) => {
      await select.click();
      await s.page.getByRole('option', { name: option }).click();
      await s.page.getByRole('button', { name: 'Save' }).click();
      await s.page.getByRole('button', { name: 'Save' }).and(s.page.locator('[disabled]')).waitFor();
    };
    await choose('Deutsch');
    await s.page.reload();
    await select.waitFor();
    expect(await select.textContent()).toBe('Deutsch');
    await choose("Follow Discord (the server's language)"); // the demo's bot follows Discord again
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: every settings screen renders (screenshots)', async () => {
    const s = await openAs(browser, 'owner');
    for (const [path, name] of screens) {
      await s.page.goto(baseUrl() + path);
      await s.page.locator('h1').first().waitFor();
      await s.page.waitForTimeout(300);
      await shot(s.page, name);
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the voting page shows when the vote job ran (demo votes credited)', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/votingArkServer');
    const status = s.page.getByTestId('job-status');
    // the scheduler runs the job 5 s after the server started; the page refreshes its status every 60 s
    for (let i = 0; i < 10 && !(await status.textContent().catch(() => ''))?.includes('last run'); i++) {
      await s.page.waitForTimeout(1000);
      await s.page.reload();
    }
    expect(await status.textContent()).toMatch(/Vote rewards: last run .+ \(worked\); next run/);
    const players = await s.page.evaluate(async () => {
      const res = await fetch('/api/player/list/1', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()) as { votingHistory: unknown[] }[];
    });
    expect(players.some((p) => p.votingHistory.length > 0)).toBe(true);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('owner: the Tip4Serv Command Builder writes the three command forms exactly', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/tip4Serv');
    await p.getByRole('tab', { name: 'Command Builder' }).click();
    const text = p.getByRole('textbox', { name: 'Command text', exact: true });
    const choose = async (label: string, option: RegExp | string) => {
      await p.getByRole('combobox', { name: label }).click();
      await p.getByRole('option', { name: option }).click();
    };
    expect(await text.inputValue()).toBe('credit {discord_id} 100');
    await p.getByLabel('Amount').fill('2500');
    expect(await text.inputValue()).toBe('credit {discord_id} 2500');
    await choose('Command', 'Add shop rank');
    await choose('Shop Rank', /^VIP \(ID \d+\)$/);
    const vip = /VIP \(ID (\d+)\)/.exec(
      (await p.getByRole('combobox', { name: 'Shop Rank' }).textContent()) ?? '',
    )![1];
    expect(await text.inputValue()).toBe(`rank {discord_id} add ${vip}`);
    await choose('Command', 'Remove shop rank');
    expect(await text.inputValue()).toBe(`rank {discord_id} remove ${vip}`);
    await choose('Command', 'Gift kit');
    await choose('Kit', /^Starter Set \(ID \d+\)$/);
    const kit = /\(ID (\d+)\)/.exec((await p.getByRole('combobox', { name: 'Kit' }).textContent()) ?? '')![1];
    expect(await text.inputValue()).toBe(`gift {discord_id} ${kit}`);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('viewer: view-only banner and disabled Save; owner-only pages refused', async () => {
    const s = await openAs(browser, 'viewer');
    await s.page.goto(baseUrl() + '/userportal');
    await s.page
      .getByText('You do not have the necessary permissions to edit these settings. Viewing is permitted.')
      .waitFor();
    expect(await s.page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await shot(s.page, 'viewer-user-portal');
    await s.page.goto(baseUrl() + '/apiAccess');
    await s.page.waitForURL('**/errors/missingPermissions');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
