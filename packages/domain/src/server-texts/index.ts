/**
 * Texts the server and the bot write (issue 27): Discord replies, embeds and DMs (`bot`) and in-game chat
 * replies (`inGame`) and the shop engine's refusals (`shop`), in English (the source, word for word) and German.
 * Catalogues:
 * `packages/domain/src/locales/<lang>/<namespace>.json`, ICU messages (./icu.ts). docs/i18n.md "Server texts".
 */
import enBot from '../locales/en/bot.json';
import deBot from '../locales/de/bot.json';
import enInGame from '../locales/en/inGame.json';
import deInGame from '../locales/de/inGame.json';
import enCommands from '../locales/en/commands.json';
import deCommands from '../locales/de/commands.json';
import enShop from '../locales/en/shop.json';
import deShop from '../locales/de/shop.json';
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

export type ShopTextKey = keyof typeof enShop;
/**
 * A refusal (or notice) of the shop engine as a catalogue key and its parameters
 * (`packages/domain/src/locales/<lang>/shop.json`): the API answers its English (`shopText('en', ...)`), the
 * Discord bot and the in-game shop render it in the instance's language. Made by `shopRefusals`.
 */
export interface ShopText {
  key: ShopTextKey;
  params?: TextParams;
}
const shopTranslator = translator<ShopTextKey>({ en: enShop, de: deShop });
/** A shop refusal in `lang` (in game: made ASCII by the in-game shop). */
export const shopText = (lang: Language, text: ShopText): string =>
  shopTranslator(lang, text.key, text.params);

const commandCatalogues: Record<Language, Record<string, string>> = { en: enCommands, de: deCommands };
/**
 * A slash command's name or description, or one of its options' (`buy.name`, `buy.description`,
 * `buy.for.name`, `buy.for.description`; catalogue `commands.json`), in `lang`; undefined when it has none.
 * The bot registers them as Discord's `name_localizations` / `description_localizations`.
 */
export const commandText = (lang: Language, key: string): string | undefined => commandCatalogues[lang][key];
/** The name of the slash command `name` a reader of `lang` types (`buy` -> `kaufen` in German). */
export const commandName = (lang: Language, name: string): string =>
  commandText(lang, `${name}.name`) ?? name;

/**
 * The language a guild's instance speaks: the instance's setting ('en', 'de'), or with '' (follow Discord)
 * the guild's preferred locale from Discord (`de` -> German, anything else -> English).
 */
export function guildLanguage(setting: string, guildLocale: string | null | undefined): Language {
  return isLanguage(setting) ? setting : pickLanguage([guildLocale]);
}
