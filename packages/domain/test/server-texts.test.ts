/** Issue 27: the server's texts (bot replies, DMs, in-game replies) through the server's ICU formatter. */
import { describe, expect, it } from 'vitest';
import {
  botText,
  botTextKeys,
  formatMessage,
  guildLanguage,
  inGameText,
  shopMessages,
  shopRefusals,
  shopText,
  type ShopTextKey,
} from '../src';
import enBot from '../src/locales/en/bot.json';
import enShop from '../src/locales/en/shop.json';
import { placeholders } from './i18n-catalogues.test';

describe('server texts (issue 27)', () => {
  it('formats arguments, plurals (with #, =N and the language rules) and selects', () => {
    const gift = '{count, plural, =0 {no voucher} one {# voucher} other {# vouchers}} for {user}';
    expect(formatMessage('en', gift, { count: 0, user: 'Rex' })).toBe('no voucher for Rex');
    expect(formatMessage('en', gift, { count: 1, user: 'Rex' })).toBe('1 voucher for Rex');
    expect(formatMessage('de', gift, { count: 2, user: 'Rex' })).toBe('2 vouchers for Rex');
    expect(formatMessage('en', "{ok, select, true {it's {n}} other {none}}!", { ok: 'true', n: 3 })).toBe(
      "it's 3!",
    );
    expect(formatMessage('en', '{ok, select, true {yes} other {no}}', { ok: 'false' })).toBe('no');
  });

  it('keeps the English word for word and speaks German', () => {
    expect(botText('en', 'balance', { credits: 1860 })).toBe('You have 1860 credits.');
    expect(botText('de', 'balance', { credits: 1860 })).toBe('Du hast 1860 Credits.');
    expect(botText('en', 'gifted', { count: 1, kit: 'Starter', user: '<@1>' })).toBe(
      'Gave 1 voucher for "Starter" to <@1>. They can use it with /redeem.',
    );
    expect(botText('de', 'dmCreditsRefunded', { count: 150 })).toBe('Deine 150 Credits wurden erstattet.');
    expect(inGameText('de', 'unknownCommand', { help: '+help' })).toBe('Unbekannter Befehl. Schreib +help');
  });

  it('fills every placeholder of every bot text in both languages', () => {
    for (const key of botTextKeys) {
      const params = Object.fromEntries(placeholders(enBot[key]).map((p) => [p, p === 'count' ? 2 : 'x']));
      for (const lang of ['en', 'de'] as const) {
        const text = botText(lang, key, params);
        expect(text, key).not.toMatch(/[{}]/);
        expect(text.includes(String.fromCharCode(0)), key).toBe(false);
      }
    }
  });

  it("renders the shop engine's refusals: the API's English word for word, and German", () => {
    // English: what the API answers (shopMessages is shop.json in English)
    expect(shopMessages.serverNotAllowed('Starter', 'Island', ['Center', 'Ragnarok'])).toBe(
      '"Starter" cannot be delivered to "Island". Choose one of: Center, Ragnarok.',
    );
    expect(shopMessages.serverNotAllowed('Starter', 'Island', [])).toBe(
      '"Starter" cannot be delivered to any server at the moment.',
    );
    expect(shopMessages.buyLimitReached('Starter', 1, 'daily', '2026-11-28 00:00 UTC')).toBe(
      'You have reached the limit of 1 purchase of "Starter" per day. It resets at 2026-11-28 00:00 UTC.',
    );
    expect(shopMessages.buyLimitReached('Starter', 3, 'never', null)).toBe(
      'You have reached the limit of 3 purchases of "Starter".',
    );
    expect(shopMessages.couponPlayerLimit('SPRING', 1)).toBe(
      'You have already used the coupon "SPRING" once, its limit per player.',
    );
    expect(shopMessages.couponPlayerLimit('SPRING', 3)).toBe(
      'You have already used the coupon "SPRING" 3 times, its limit per player.',
    );
    expect(shopMessages.rankRequired('VIP Box', 'VIP', 'redeem')).toBe(
      'You need the shop rank "VIP" to redeem "VIP Box".',
    );
    expect(shopMessages.salePriceChanged(120, 150)).toBe(
      'The price changed to 150 credits (you were shown 120): the sale ended before your order was charged.',
    );
    expect(shopMessages.shopDisabled).toBe('The shop is closed at the moment.');
    // German
    expect(shopText('de', shopRefusals.notEnoughCredits('Starter', 150, 20))).toBe(
      '„Starter“ kostet 150 Credits, du hast aber nur 20.',
    );
    expect(shopText('de', shopRefusals.buyLimitReached('Starter', 2, 'weekly', '2026-11-30 00:00 UTC'))).toBe(
      'Du hast das Limit von 2 Käufen von „Starter“ pro Woche erreicht. Es wird am 2026-11-30 00:00 UTC zurückgesetzt.',
    );
    expect(shopText('de', shopRefusals.rankRequired('VIP Box', 'VIP', 'redeem'))).toBe(
      'Du brauchst den Shop-Rang „VIP“, um „VIP Box“ einzulösen.',
    );
    expect(shopText('de', shopRefusals.couponPlayerLimit('SPRING', 1))).toContain('schon einmal benutzt');
    expect(shopText('de', shopRefusals.shopDisabled)).toBe('Der Shop ist gerade geschlossen.');
  });

  it('fills every placeholder of every shop refusal in both languages', () => {
    for (const key of Object.keys(enShop) as ShopTextKey[]) {
      const params = Object.fromEntries(placeholders(enShop[key]).map((p) => [p, 'x']));
      for (const lang of ['en', 'de'] as const) {
        const text = shopText(lang, { key, params });
        expect(text, key).not.toMatch(/[{}]/);
      }
    }
  });

  it("follows the guild's preferred locale unless the instance chose a language", () => {
    expect(guildLanguage('', 'de')).toBe('de');
    expect(guildLanguage('', 'en-US')).toBe('en');
    expect(guildLanguage('', 'fr')).toBe('en');
    expect(guildLanguage('', '')).toBe('en');
    expect(guildLanguage('en', 'de')).toBe('en');
    expect(guildLanguage('de', 'en-GB')).toBe('de');
  });
});
