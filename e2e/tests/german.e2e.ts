/**
 * Issue 27, the dashboard in German: the translated screens rendered for a German browser at 1366 px show no
 * word of the English catalogues that German does not also use (names on the allow-list), no horizontal
 * overflow and no clipped button, tab, chip or menu text; the top bar's switch changes the language, sets
 * <html lang> and is remembered in the browser and on the user (docs/i18n.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoToken } from '../../scripts/demo-server.mjs';
import { baseUrl, launch, openAs, shot } from '../support/browser';
import { GUILD, portalOn } from '../support/portal';

/**
 * The translated screens (docs/i18n.md "Converted"), each with the heading it shows in German, and where a
 * screen has a tab with texts of its own, that tab and a text it shows once loaded.
 */
type Screen = [route: string, heading: string, tab?: [name: string, shows: string]];
const screens: Screen[] = [
  ['/servers', 'Server'],
  ['/commandAccess', 'Befehlsrechte'],
  ['/apiAccess', 'API-Zugang'],
  ['/settings', 'Einstellungen'],
  ['/notifications', 'Benachrichtigungen'],
  ['/overview', 'Übersicht'],
  ['/players', 'Spieler'],
  ['/webhooks', 'Webhooks'],
  ['/coupons', 'Rabattcodes'],
  ['/purchases', 'Käufe'],
  ['/gibt/es/nicht', 'Seite nicht gefunden'],
  ['/errors/missingPermissions', 'Keine Berechtigung'],
  ['/errors/nitradoLoginFailed', 'Nitrado-Anmeldung fehlgeschlagen'],
  ['/permissions', 'Berechtigungen'],
  ['/nitrado', 'Nitrado-Sync'],
  ['/asabot', 'ASA-Bot-Sync', ['Server-Sync', 'Kein Server']],
  ['/votingDas', 'Votes (Deutsche ARK Server)'],
  ['/votingArkServer', 'Votes (ARK-Servers.net)'],
  ['/tip4Serv', 'Tip4Serv', ['Befehlsbaukasten', 'Befehlstext']],
  ['/discordActivity', 'Discord-Aktivitäts-Credits'],
  ['/inGameShop', 'Ingame-Shop'],
  ['/roles', 'Shop-Ränge'],
  ['/kits', 'Kits', ['Einstellungen', 'Standardwerte für neue Kits']],
  ['/userportal', 'Spielerportal'],
  ['/auditLog', 'Änderungsprotokoll'],
  ['/creditHistory', 'Credit-Verlauf'],
];
/** Screens only the site admin opens. */
const adminScreens: Screen[] = [['/admin', 'Nutzer']];

/** Names and words both languages use that the demo's data or the product's names bring in. */
const allowed = new Set([
  ...['asa', 'discord', 'shop', 'bot', 'ark', 'rcon', 'nitrado'],
  // the demo's servers (The Island, The Center) and hosts (*.example)
  ...['the', 'island', 'center', 'example'],
  // Discord command names (/gift, /credit) and in-game ones (+buy, +bal, +link, +help, +orders, +redeem)
  ...['gift', 'credit', 'buy', 'bal', 'link', 'help', 'orders', 'redeem'],
]);

/** The demo's people, whose names use English words of the catalogues (the admin's users list, labels). */
const names = ['Demo Owner', 'Demo Viewer', 'Demo Manager', 'Demo Admin', 'Demo Stranger', 'Demo Player'];

const locales = path.resolve(import.meta.dirname, '../../packages/web/src/locales');
/** The dashboard's catalogues and the owner notifications' (`notices`, shared with the server). */
const catalogueFiles = (lang: string) => [
  ...fs.readdirSync(path.join(locales, lang)).map((f) => path.join(locales, lang, f)),
  path.resolve(import.meta.dirname, `../../packages/domain/src/locales/${lang}/notices.json`),
];
const wordsOf = (lang: string) => {
  const words = new Set<string>();
  for (const f of catalogueFiles(lang))
    for (const text of Object.values(JSON.parse(fs.readFileSync(f, 'utf8'))))
      for (const w of String(text)
        .replace(/\{[^{}]*\}/g, ' ')
        .toLowerCase()
        .match(/\p{L}{3,}/gu) ?? [])
        words.add(w);
  return words;
};
const german = wordsOf('de');
/** English words of the catalogues that German never uses: none of them may show on a German screen. */
const englishOnly = new Set([...wordsOf('en')].filter((w) => !german.has(w) && !allowed.has(w)));

async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    // texts the server wrote (a notification from before keys, a game server's error inside a notification)
    // are English; names and descriptions the owner or a player wrote (kits, ranks, players: the demo's are English) are
    // theirs, in the page and inside labels ("Starter Set kaufen"); code samples (curl) are not texts
    const notOurs = Array.from(
      document.querySelectorAll<HTMLElement>('[data-server-text], [data-user-text], pre, code'),
    )
      .map((e) => e.innerText.trim())
      // longest first: an inline <code> may repeat a part of a code sample below it
      .sort((a, b) => b.length - a.length);
    const ours = (t: string) => notOurs.reduce((rest, n) => (n ? rest.split(n).join(' ') : rest), t);
    const labels = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')).map((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => ours(e.getAttribute(a) ?? '')).join(' '),
    );
    return `${ours(document.body.innerText)} ${labels.join(' ')} ${document.title}`;
  });
  const seen =
    names
      .reduce((t, name) => t.replaceAll(name, ' '), text)
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [];
  return [...new Set(seen.filter((w) => englishOnly.has(w)))];
}

/** Horizontal overflow of the page, and controls whose text is wider than the control (clipped). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    const selector =
      '.MuiButton-root, .MuiTab-root, .MuiChip-label, .MuiToggleButton-root, .MuiMenuItem-root, .MuiListItemText-primary, .MuiFormControlLabel-label, .MuiTableCell-head, .MuiInputLabel-root';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!el.offsetParent || !el.innerText.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
        found.push(
          `${el.className.split(' ')[0]} "${el.innerText.trim()}": ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
        );
    }
    return found;
  });
}

/** Opens a route, waits for its German heading and collects English words and clipped or overflowing text. */
async function check(p: Page, route: string, heading: string, problems: string[]) {
  await p.goto(baseUrl() + route);
  await p.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
  await p.waitForLoadState('networkidle');
  expect(await p.evaluate(() => document.documentElement.lang)).toBe('de');
  const english = await englishWords(p);
  if (english.length) problems.push(`${route}: English words ${english.join(', ')}`);
  for (const o of await overflow(p)) problems.push(`${route}: ${o}`);
}

let browser: Browser;
beforeAll(async () => {
  await portalOn();
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('the dashboard in German', () => {
  it('a German browser gets the translated screens in German, nothing English, nothing clipped at 1366 px', async () => {
    const problems: string[] = [];
    for (const [persona, list] of [
      ['owner', screens],
      ['admin', adminScreens],
    ] as const) {
      const s = await openAs(browser, persona, { locale: 'de-DE', viewport: { width: 1366, height: 768 } });
      const p = s.page;
      const check = async (where: string) => {
        await p.waitForLoadState('networkidle');
        const english = await englishWords(p);
        if (english.length) problems.push(`${where}: English words ${english.join(', ')}`);
        for (const o of await overflow(p)) problems.push(`${where}: ${o}`);
      };
      for (const [route, heading, tab] of list) {
        await p.goto(baseUrl() + route);
        await p.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
        expect(await p.evaluate(() => document.documentElement.lang)).toBe('de');
        await check(route);
        if (!tab) continue;
        await p.getByRole('tab', { name: tab[0] }).click();
        await p.getByText(tab[1], { exact: true }).first().waitFor();
        await check(`${route} ${tab[0]}`);
      }
      if (persona === 'owner') {
        await shot(p, 'german-servers');
        // the kit editor brings its own texts (namespace kitEditor) with its lazily loaded chunk
        await p.goto(baseUrl() + '/kits');
        await p.getByRole('button', { name: 'Kit hinzufügen', exact: true }).click();
        await p
          .getByRole('dialog', { name: 'Kit hinzufügen' })
          .getByText('Angebot', { exact: true })
          .waitFor();
        await check('/kits editor');
      }
      expect(s.errors).toEqual([]);
      await s.context.close();
    }
    expect(problems).toEqual([]);
    // it walks every screen as owner and viewer (like the axe walks): about 40 s alone
  }, 180_000);

  it('a visitor gets Home and the FAQ in German, the demo player the portal (logged in)', async () => {
    const s = await openAs(browser, 'anonymous', { locale: 'de-DE', viewport: { width: 1366, height: 768 } });
    const p = s.page;
    const problems: string[] = [];
    await check(p, '/', 'Willkommen beim ASA Discord Shop Bot', problems);
    await check(p, '/faq', 'FAQ', problems);
    await p.goto(`${baseUrl()}/portal/${GUILD}`);
    await p.getByTestId('portal-header').getByRole('link', { name: 'Mit Discord anmelden' }).click();
    await p.getByTestId('portal-balance').waitFor();
    await p.getByRole('table', { name: 'Meine Bestellungen' }).waitFor();
    await p.waitForLoadState('networkidle');
    const english = await englishWords(p);
    if (english.length) problems.push(`portal: English words ${english.join(', ')}`);
    for (const o of await overflow(p)) problems.push(`portal: ${o}`);
    await shot(p, 'german-portal');
    expect(problems).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('the switch in the top bar changes the language, remembered in the browser and on the user', async () => {
    const s = await openAs(browser, 'manager');
    const p = s.page;
    try {
      await p.goto(baseUrl() + '/servers');
      await p.getByRole('heading', { name: 'Servers', level: 1 }).waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
      await p.getByRole('button', { name: 'Language' }).click();
      await p.getByRole('menuitem', { name: 'Deutsch' }).click();
      await p.getByRole('heading', { name: 'Server', level: 1, exact: true }).waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await p.evaluate(() => window.localStorage.getItem('language'))).toBe('de');
      await p.reload();
      await p.getByRole('heading', { name: 'Server', level: 1, exact: true }).waitFor();
      // on the user: a fresh browser (nothing stored) of the same user opens in German
      await expect
        .poll(async () => {
          const token = await demoToken(baseUrl(), 'manager');
          const r = await fetch(baseUrl() + '/api/user/self', {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await r.json()) as { language: string }).language;
        })
        .toBe('de');
      expect(s.errors).toEqual([]);
    } finally {
      // the other browser tests of this server log in as the manager in English
      const token = await demoToken(baseUrl(), 'manager');
      await fetch(baseUrl() + '/api/user/language', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en' }),
      });
      await s.context.close();
    }
  });
});
