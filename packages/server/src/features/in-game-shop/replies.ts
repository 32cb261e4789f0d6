/**
 * Replies in game (`ServerChatTo "<EOS id>" <text>`): ASA shows non-ASCII characters as `?`, and a reply may
 * quote what a player typed, so every reply goes through consoleText (lib/console-text.ts: printable ASCII,
 * no `|` `;` `\` quotes or line breaks) and is cut into short messages.
 */
import { inGameText, type InGameTextKey, type Language, type TextParams } from '@asa/domain';
import { asciiText, CONSOLE_TEXT_MAX, consoleEosId, consoleText } from '../../lib/console-text';
import type { InstanceRow } from '../bots/repo';
import { instanceLanguage } from '../bots/service';

/** Longest text of one in-game message. */
export const REPLY_MAX = CONSOLE_TEXT_MAX;
/** A reply is never cut into more messages than this (the rest is dropped with '...'). */
export const REPLY_MAX_PARTS = 4;

/** Printable ASCII for comparing (lib/console-text.ts asciiText); replies go through consoleText. */
export const toAscii = asciiText;

/**
 * Joins `items` with `sep` into messages (ASCII in `lang`'s transliteration) of at most REPLY_MAX characters (an item longer than that is cut),
 * at most REPLY_MAX_PARTS messages; `head` starts the first one.
 */
export function packReply(lang: Language, head: string, items: string[], sep = ' / '): string[] {
  const out: string[] = [];
  let cur = consoleText(head, { lang });
  let count = 0;
  for (const raw of items) {
    const item = consoleText(raw, { lang, max: REPLY_MAX });
    const joined = cur ? `${cur}${count ? sep : ' '}${item}` : item;
    if (joined.length <= REPLY_MAX) {
      cur = joined;
      count++;
    } else {
      if (cur) out.push(cur);
      cur = item;
      count = 1;
    }
  }
  if (cur) out.push(cur);
  if (out.length <= REPLY_MAX_PARTS) return out;
  return [...out.slice(0, REPLY_MAX_PARTS - 1), `${out[REPLY_MAX_PARTS - 1]!.slice(0, REPLY_MAX - 4)} ...`];
}

/** One message, ASCII and cut to REPLY_MAX. */
export const oneLine = (text: string, lang: Language = 'en') => consoleText(text, { lang, max: REPLY_MAX });

/** The RCON command that says `text` to one player (the id as hex digits, the text console-safe). */
export const serverChatTo = (eosId: string, text: string, lang: Language = 'en') =>
  `ServerChatTo "${consoleEosId(eosId)}" ${oneLine(text, lang)}`;

/** 1860 -> '1,860' in English, '1.860' in German (ASCII grouping, not the process's locale). */
export const n = (value: number, lang: Language = 'en') =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'de' ? '.' : ',');

/** The in-game texts of an instance in its language (made ASCII when sent: serverChatTo, packReply). */
export const textsOf =
  (bot: Pick<InstanceRow, 'language' | 'guildLocale'>) => (key: InGameTextKey, params?: TextParams) =>
    inGameText(instanceLanguage(bot), key, params);
