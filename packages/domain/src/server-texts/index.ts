/**
 * Texts the server and the bot write (issue 27): Discord replies, embeds and DMs (`bot`) and in-game chat
 * replies (`inGame`), in English (the source, word for word) and German. Catalogues:
 * `packages/domain/src/locales/<lang>/<namespace>.json`, ICU messages (./icu.ts). docs/i18n.md "Server texts".
 */
import enBot from '../locales/en/bot.json';
import deBot from '../locales/de/bot.json';
import enInGame from '../locales/en/inGame.json';
import deInGame from '../locales/de/inGame.json';
import { isLanguage, pickLanguage, type Language } from '../languages';
import { formatMessage, type TextParams } from './icu';

export { formatMessage, type TextParams } from './icu';

type Catalogue = Record<string, string>;

function translator<K extends string>(byLang: Record<Language, Catalogue>) {
  return (lang: Language, key: K, params?: TextParams): string =>
    formatMessage(lang, byLang[lang][key] ?? byLang.en[key]!, params);
}

export type BotTextKey = keyof typeof enBot;
export const botTextKeys = Object.keys(enBot) as BotTextKey[];
export type InGameTextKey = keyof typeof enInGame;

/** A Discord text (reply, embed, DM, notification) in `lang`. */
export const botText = translator<BotTextKey>({ en: enBot, de: deBot });
/** An in-game reply in `lang` (not yet ASCII: the in-game shop transliterates what it sends). */
export const inGameText = translator<InGameTextKey>({ en: enInGame, de: deInGame });

/**
 * The language a guild's instance speaks: the instance's setting ('en', 'de'), or with '' (follow Discord)
 * the guild's preferred locale from Discord (`de` -> German, anything else -> English).
 */
export function guildLanguage(setting: string, guildLocale: string | null | undefined): Language {
  return isLanguage(setting) ? setting : pickLanguage([guildLocale]);
}
