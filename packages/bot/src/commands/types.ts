import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotDeps } from '../lib/deps';

/** One slash command: its definition for Discord, its handler and (for options with autocomplete) choices. */
export interface SlashCommand {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, deps: BotDeps): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, deps: BotDeps): Promise<void>;
}
