import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, navLink, openAs } from '../support/browser';
import { demoToken } from '../../scripts/demo-server.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A bearer header for a demo persona (the API as the page uses it). */
async function auth(persona: 'owner' | 'admin') {
  return {
    authorization: `Bearer ${await demoToken(baseUrl(), persona)}`,
    'content-type': 'application/json',
  };
}

/** The admin sets the demo owner's tier (what a Patreon sync does when a pledge drops). */
async function setOwnerTier(tier: number) {
  const admin = await auth('admin');
  const list = (await (await fetch(`${baseUrl()}/api/user/all`, { headers: admin })).json()) as {
    id: number;
    discordId: string;
    role: number;
    bonusType: number;
  }[];
  const owner = list.find((u) => u.discordId === '100000000000000001')!;
  const res = await fetch(`${baseUrl()}/api/user/`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      user: { id: owner.id, tier, role: owner.role, bonusType: owner.bonusType, patreonEmail: '' },
    }),
  });
  expect(res.status).toBe(200);
}

const background = (p: import('playwright-core').Page) =>
  p.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** A light page background: every channel above 200 (the light theme's is a near-white grey, the dark's below 50). */
const light = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).every((c) => Number(c) > 200);

describe('spec points', () => {
  it('the theme is light by default even when the system prefers dark; the toggle choice persists', async () => {
    const s = await openAs(browser, 'anonymous');
    await s.page.emulateMedia({ colorScheme: 'dark' });
    await s.page.goto(baseUrl() + '/');
    await s.page.locator('h1').first().waitFor();
    expect(light(await background(s.page))).toBe(true);
    await s.page.getByRole('button', { name: 'Toggle dark theme' }).click();
    expect(light(await background(s.page))).toBe(false);
    await s.page.reload();
    await s.page.locator('h1').first().waitFor();
    expect(light(await background(s.page))).toBe(false);
    await s.context.close();
  });

  it('the cookie dialog and the privacy page name exactly what the app stores in the browser', async () => {
    const s = await openAs(browser, 'owner', { consent: false });
    const p = s.page;
    await p.goto(baseUrl() + '/servers');
    const dialog = p.getByRole('dialog', { name: 'Cookies and local storage' });
    const text = await dialog.innerText();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    // use what writes to the browser: pick the bot, switch the theme, visit a few pages
    await p.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Toggle dark theme' }).click();
    await (await navLink(p, 'Kits')).click();
    await p.getByRole('link', { name: 'Privacy Policy' }).click();
    await p.getByRole('heading', { name: 'Data Privacy Policy' }).waitFor();
    const privacy = await p.locator('main').innerText();
    const keys = await p.evaluate(() => Object.keys(window.localStorage).sort());
    expect(keys).toEqual(['cookieConsent', 'selectedBot', 'themeMode', 'token']);
    expect(await s.context.cookies()).toEqual([]);
    for (const said of [text, privacy]) {
      for (const what of [
        'login token',
        'consent choice',
        'bot you selected',
        'light or dark theme',
        'language you chose',
      ])
        expect(said).toContain(what);
    }
    expect(text).toContain('No cookies');
    expect(privacy).toContain('It sets no cookies.');
    await s.context.close();
  });

  it('the delete-account confirmation is persistent: Escape and a click beside it keep it open', async () => {
    const s = await openAs(browser, 'viewer');
    const p = s.page;
    await p.goto(baseUrl() + '/settings');
    await p.getByRole('button', { name: 'Delete account' }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete account?' });
    await dialog.waitFor();
    await p.keyboard.press('Escape');
    await p.mouse.click(5, 450);
    await p.waitForTimeout(400);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await s.context.close();
  });

  it('the server dialog requires Max Players and refuses a sorting index another server uses', async () => {
    const s = await openAs(browser, 'owner');
    const p = s.page;
    await p.goto(baseUrl() + '/servers');
    await p.getByRole('button', { name: 'Add server' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add server' });
    await dialog.getByLabel('Name').fill('Aberration');
    await dialog.getByLabel('Host/IP').fill('198.51.100.9');
    await dialog.getByLabel('RCON Password', { exact: true }).fill('secret-pass');
    await dialog.getByLabel('Max Players').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Max players must be between 1 and 1000').waitFor();
    await dialog.getByLabel('Max Players').fill('60');
    await dialog.getByLabel('Sorting Index').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Another server of this bot already uses this sorting index.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await s.context.close();
  });

  it('the Tip4Serv page does not offer to sell for real money', async () => {
    const s = await openAs(browser, 'owner');
    await s.page.goto(baseUrl() + '/tip4Serv');
    await s.page.getByRole('heading', { name: 'Tip4Serv', level: 1 }).waitFor();
    const text = await s.page.locator('main').innerText();
    expect(text).not.toMatch(/sell[^.]*real money/i);
    expect(text).toContain("Offer only what the game's licence terms allow");
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('a pledge drop pauses the gated features: notice, "Paused: needs Tier N", controls disabled, save refused', async () => {
    const owner = await auth('owner');
    const [bot] = await (await fetch(`${baseUrl()}/api/bots/forDiscordUser`, { headers: owner })).json();
    expect(bot.userPortalSettings.isEnabled).toBe(true);
    await setOwnerTier(0);
    try {
      const s = await openAs(browser, 'owner');
      const p = s.page;
      // a switch-on feature of each gating kind: Tier 3 (portal) and Tier 2 (API access / voting / Tip4Serv)
      await p.goto(baseUrl() + '/userportal');
      await p.getByText('User Portal is a Tier 3 feature.').waitFor();
      await p.getByTestId('feature-paused').getByText('Paused: needs Tier 3').waitFor();
      const portalSwitch = p
        .getByRole('switch', { name: 'Enable User Portal' })
        .or(p.getByRole('checkbox', { name: 'Enable User Portal' }));
      expect(await portalSwitch.isChecked()).toBe(true);
      expect(await portalSwitch.isDisabled()).toBe(true);
      expect(await p.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await (await navLink(p, 'Tip4Serv')).click();
      await p.getByText('Tip4Serv is a Tier 2 feature.').waitFor();
      await (await navLink(p, 'API Access')).click();
      await p.getByText('API Access is a Tier 2 feature.').waitFor();
      const apiSwitch = p
        .getByRole('switch', { name: 'Enable API Access' })
        .or(p.getByRole('checkbox', { name: 'Enable API Access' }));
      expect(await apiSwitch.isDisabled()).toBe(true);
      // the API agrees: an edit of the paused portal is refused, the portal is closed, the data is kept
      const edit = {
        ...bot,
        userPortalSettings: {
          ...bot.userPortalSettings,
          isKitsEnabled: !bot.userPortalSettings.isKitsEnabled,
        },
      };
      const res = await fetch(`${baseUrl()}/api/bots`, {
        method: 'PUT',
        headers: owner,
        body: JSON.stringify({ bot: edit }),
      });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('User Portal is a Tier 3 feature.');
      expect((await fetch(`${baseUrl()}/api/portal/${bot.guildId}`)).status).toBe(404);
      await s.context.close();
    } finally {
      await setOwnerTier(5);
    }
    expect((await fetch(`${baseUrl()}/api/portal/${bot.guildId}`)).status).toBe(200);
  });
});
