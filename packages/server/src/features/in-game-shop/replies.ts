/**
 * Replies in game (`ServerChatTo "<EOS id>" <text>`): ASA shows non-ASCII characters as `?`, so every reply is
 * transliterated to printable ASCII, has no quotes or newlines, and is cut into short messages.
 */
import { inGameText, type InGameTextKey, type Language, type TextParams } from '@asa/domain';
import type { InstanceRow } from '../bots/repo';
import { instanceLanguage } from '../bots/service';

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** Longest text of one in-game message. */
export const REPLY_MAX = 150;
/** A reply is never cut into more messages than this (the rest is dropped with '...'). */
export const REPLY_MAX_PARTS = 4;

/**
 * Printable ASCII only: accents dropped (é -> e; in German umlauts written out: ä -> ae, Ü -> Ue), ß -> ss,
 * quotes -> ', other characters -> '?', spaces squeezed.
 */
export function toAscii(text: string, lang: Language = 'en'): string {
  return (lang === 'de' ? text.replace(/[äöüÄÖÜ]/g, (c) => umlauts[c]!) : text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/["“”„«»‘’`]/g, "'")
    .replace(/[\r\n\t\u00a0]+/g, ' ')
    .replace(/[^\x20-\x7e]/gu, '?')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Joins `items` with `sep` into messages (ASCII in `lang`'s transliteration) of at most REPLY_MAX characters (an item longer than that is cut),
 * at most REPLY_MAX_PARTS messages; `head` starts the first one.
 */
export function packReply(lang: Language, head: string, items: string[], sep = ' | '): string[] {
  const out: string[] = [];
  let cur = toAscii(head, lang);
  let count = 0;
  for (const raw of items) {
    const item = toAscii(raw, lang).slice(0, REPLY_MAX);
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
export const oneLine = (text: string, lang: Language = 'en') => toAscii(text, lang).slice(0, REPLY_MAX);

/** The RCON command that says `text` to one player. */
export const serverChatTo = (eosId: string, text: string, lang: Language = 'en') =>
  `ServerChatTo "${eosId}" ${oneLine(text, lang)}`;

/** 1860 -> '1,860' in English, '1.860' in German (ASCII grouping, not the process's locale). */
export const n = (value: number, lang: Language = 'en') =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'de' ? '.' : ',');

/** The in-game texts of an instance in its language (made ASCII when sent: serverChatTo, packReply). */
export const textsOf =
  (bot: Pick<InstanceRow, 'language' | 'guildLocale'>) => (key: InGameTextKey, params?: TextParams) =>
    inGameText(instanceLanguage(bot), key, params);
