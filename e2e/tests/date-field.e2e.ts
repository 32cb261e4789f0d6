/**
 * Issue 38: the date field in German on a browser whose region writes dates otherwise: a day typed as
 * 24.12.2026 is kept as 2026-12-24 (a list's filter in the URL, a coupon's end saved through the API), the
 * calendar (weeks from Monday, German month names) picks a day by keyboard, a day that is none says how to
 * write one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoToken } from '../../scripts/demo-server.mjs';
import { baseUrl, launch, openAs } from '../support/browser';
import { GUILD } from '../support/portal';

const CODE = 'DATUM24';
let browser: Browser;

async function api(method: string, url: string) {
  const token = await demoToken(baseUrl(), 'owner');
  return fetch(baseUrl() + url, { method, headers: { authorization: `Bearer ${token}` } });
}
const botId = async () =>
  ((await (await api('GET', '/api/bots/forDiscordUser')).json()) as { id: number; guildId: string }[]).find(
    (b) => b.guildId === GUILD,
  )!.id;
async function removeCoupon() {
  const id = await botId();
  const coupons = (await (await api('GET', `/api/coupon/list/${id}`)).json()) as {
    id: number;
    code: string;
  }[];
  for (const c of coupons.filter((x) => x.code === CODE)) await api('DELETE', `/api/coupon/${id}/${c.id}`);
}

beforeAll(async () => {
  browser = await launch();
  await removeCoupon();
});
afterAll(async () => {
  await removeCoupon();
  await browser?.close();
});

// German chosen in the app; the browser's own region is the US (mm/dd/yyyy in a native date input)
const german = { locale: 'en-US', viewport: { width: 1366, height: 900 } } as const;
const chooseGerman = async (p: Page) => p.evaluate(() => window.localStorage.setItem('language', 'de'));

describe('the date field in German', () => {
  it('reads 24.12.2026 as 2026-12-24 and picks a day in the calendar by keyboard', async () => {
    const s = await openAs(browser, 'owner', german);
    const p = s.page;
    await p.goto(baseUrl() + '/auditLog');
    await chooseGerman(p);
    await p.goto(baseUrl() + '/auditLog');
    await p.getByRole('heading', { name: 'Änderungsprotokoll', level: 1 }).waitFor();
    const from = p.getByLabel('Von', { exact: true });
    expect(await from.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await from.fill('24.12.2026');
    await p.waitForURL(/from=2026-12-24/);
    await from.blur();
    expect(await from.inputValue()).toBe('24.12.2026');

    // not a day: the field says how to write one and the URL keeps the last day
    const to = p.getByLabel('Bis', { exact: true });
    await to.fill('31.02.2026');
    await to.blur();
    await p.getByText('Datum als TT.MM.JJJJ eingeben.').waitFor();
    expect(p.url()).not.toContain('to=');
    await to.fill('');

    // a day from the URL is shown in German; the calendar opens on it, weeks start on Monday
    await p.goto(baseUrl() + '/auditLog?from=2026-01-05');
    expect(await from.inputValue()).toBe('05.01.2026');
    const button = p.getByRole('button', { name: 'Von im Kalender wählen' });
    await button.click();
    const calendar = p.getByRole('dialog', { name: 'Kalender: Von' });
    await calendar.getByText('Januar 2026').waitFor();
    const heads = await calendar.getByRole('columnheader').allInnerTexts();
    expect(heads[0]).toMatch(/^Mo/);
    expect(heads[6]).toMatch(/^So/);
    // the focus is on the shown day: right one day, down one week, Enter picks 13 January
    await expect
      .poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Montag, 5. Januar 2026');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    await p.waitForURL(/from=2026-01-13/);
    expect(await from.inputValue()).toBe('13.01.2026');
    // Page Down shows the next month; Escape closes and gives the focus back to the button
    await button.click();
    await calendar.getByText('Januar 2026').waitFor();
    await expect
      .poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Dienstag, 13. Januar 2026');
    await p.keyboard.press('PageDown');
    await calendar.getByText('Februar 2026').waitFor();
    await p.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Von im Kalender wählen',
    );
    expect(p.url()).toContain('from=2026-01-13');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('saves a coupon valid to 24.12.2026 18:30 as that instant', async () => {
    const s = await openAs(browser, 'owner', german);
    const p = s.page;
    await p.goto(baseUrl() + '/coupons');
    await chooseGerman(p);
    await p.goto(baseUrl() + '/coupons');
    await p.getByRole('button', { name: 'Neuer Rabattcode' }).click();
    const dialog = p.getByRole('dialog', { name: 'Neuer Rabattcode' });
    await dialog.getByLabel('Code', { exact: true }).fill(CODE);
    await dialog.getByLabel('Höhe', { exact: true }).fill('10');
    await dialog.getByLabel('Gültig bis', { exact: true }).fill('24.12.2026');
    await dialog.getByLabel('Gültig bis: Uhrzeit').fill('18:30');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const expected = await p.evaluate(() => new Date(2026, 11, 24, 18, 30).toISOString());
    const coupons = (await (await api('GET', `/api/coupon/list/${await botId()}`)).json()) as {
      code: string;
      validTo: string | null;
    }[];
    const saved = coupons.find((c) => c.code === CODE)!;
    expect(new Date(saved.validTo!).toISOString()).toBe(expected);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
