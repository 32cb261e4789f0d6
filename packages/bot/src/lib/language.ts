import type { BaseInteraction } from 'discord.js';
import { guildLanguage, pickLanguage } from '@asa/domain';
import type { InstanceRow } from '@asa/server';
import { textsIn, type BotTexts } from './texts';

/**
 * The texts for an answer to `interaction` (issue 27; an autocomplete's choices too): the instance's language setting, else the guild's
 * preferred locale as the interaction carries it (`guild_locale`, fresher than the stored one); outside a
 * guild the caller's own Discord locale.
 */
export function textsFor(
  interaction: BaseInteraction,
  row: Pick<InstanceRow, 'language' | 'guildLocale'> | null,
): BotTexts {
  if (!interaction.inGuild()) return textsIn(pickLanguage([interaction.locale]));
  return textsIn(guildLanguage(row?.language ?? '', interaction.guildLocale ?? row?.guildLocale));
}
