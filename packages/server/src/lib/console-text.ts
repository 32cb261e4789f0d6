/**
 * THE rule for text that reaches the game console (docs/security.md "Text on the game console"): every RCON
 * command line built from text someone else chose (a player's chat, a Discord name or message, a kit or
 * player name) puts that text through `consoleText`. What comes out is printable ASCII (0x20-0x7e) with
 * none of `|` `;` `\` `"` `'` `` ` `` and no control characters, at most `max` characters: it can neither
 * close a quoted argument nor start another console command, whatever the game does with those characters
 * (docs/integrations.md "Console command chaining").
 */
import type { Language } from '@asa/domain';

/** Longest console text by default (one in-game chat message). */
export const CONSOLE_TEXT_MAX = 150;

/** Characters that can end a command, start another or end a quoted argument: never on the console. */
export const CONSOLE_FORBIDDEN = /[|;\\"'`]/;
const FORBIDDEN_ALL = new RegExp(CONSOLE_FORBIDDEN.source, 'g');

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
/** Letters NFKD does not take apart. */
const letters: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
};

/**
 * Printable ASCII as a player reads it: accents dropped (é -> e; in German umlauts written out: ä -> ae),
 * ß -> ss, typographic quotes -> ', control characters and any space or line break -> space, invisible
 * format characters (zero-width, right-to-left marks) dropped, other characters -> '?', spaces squeezed.
 * Keeps `|`, `;`, `\` and quotes: for comparing names (kit lookup), never for the console.
 */
export function asciiText(text: string, lang: Language = 'en'): string {
  return (lang === 'de' ? text.replace(/[äöüÄÖÜ]/g, (c) => umlauts[c]!) : text)
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/[ßẞæÆøØłŁđĐıœŒþÞ]/g, (c) => letters[c]!)
    .replace(/["“”„«»‘’`]/g, "'")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]+/gu, ' ')
    .replace(/[^\x20-\x7e]/gu, '?')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Any text -> safe on the game console: asciiText, then `|` and `\` -> `/`, `;` -> `,`, quotes dropped,
 * spaces squeezed, cut to `max` characters.
 */
export function consoleText(text: string, opts: { lang?: Language; max?: number } = {}): string {
  return asciiText(text, opts.lang)
    .replace(/[|\\]/g, '/')
    .replace(/;/g, ',')
    .replace(FORBIDDEN_ALL, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, opts.max ?? CONSOLE_TEXT_MAX)
    .trim();
}

/** Whether a text is what consoleText makes (the tests' and the senders' check). */
export const isConsoleSafe = (text: string, max = CONSOLE_TEXT_MAX) =>
  text.length <= max && /^[\x20-\x7e]*$/.test(text) && !CONSOLE_FORBIDDEN.test(text);

/** An EOS id as a quoted argument: hex digits only (whatever the game printed). */
export const consoleEosId = (eosId: string) => eosId.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
