/** Issue 27: the server's texts (bot replies, DMs, in-game replies) through the server's ICU formatter. */
import { describe, expect, it } from 'vitest';
import { botText, botTextKeys, formatMessage, guildLanguage, inGameText } from '../src';
import enBot from '../src/locales/en/bot.json';
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

  it("follows the guild's preferred locale unless the instance chose a language", () => {
    expect(guildLanguage('', 'de')).toBe('de');
    expect(guildLanguage('', 'en-US')).toBe('en');
    expect(guildLanguage('', 'fr')).toBe('en');
    expect(guildLanguage('', '')).toBe('en');
    expect(guildLanguage('en', 'de')).toBe('en');
    expect(guildLanguage('de', 'en-GB')).toBe('de');
  });
});
