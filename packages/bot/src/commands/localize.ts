import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { commandText, type Language } from '@asa/domain';

type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Discord's locale of each language the bot speaks besides English (Discord: `de` is German). */
const discordLocales: Partial<Record<Language, string>> = { de: 'de' };

/** `{ de: 'kaufen' }` for a catalogue key (`packages/domain/src/locales/<lang>/commands.json`). */
function localizations(key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, locale] of Object.entries(discordLocales)) {
    const text = commandText(lang as Language, key);
    if (text) out[locale!] = text;
  }
  return out;
}

/**
 * A slash command's JSON with Discord's `name_localizations` and `description_localizations`, for the
 * command and each option (issue 27): a member whose Discord client is German sees `/kaufen` with a German
 * description; the command's own (English) name is what the bot receives either way.
 */
export function localized(json: CommandJson): CommandJson {
  const at = (key: string) => ({
    name_localizations: localizations(`${key}.name`),
    description_localizations: localizations(`${key}.description`),
  });
  return {
    ...json,
    ...at(json.name),
    ...(json.options
      ? {
          options: json.options.map((o) => ({
            ...o,
            ...at(`${json.name}.${o.name}`),
          })) as CommandJson['options'],
        }
      : {}),
  };
}
