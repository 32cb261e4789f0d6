import { Routes, type REST } from 'discord.js';
import { commands } from './commands';
import { localized } from './commands/localize';

/** The registration payload: every command's JSON with its German names and descriptions. */
export const commandsPayload = () => commands.map((c) => localized(c.data.toJSON()));

/** Registers (overwrites) the bot's global slash commands. */
export async function registerCommands(rest: REST, applicationId: string) {
  return rest.put(Routes.applicationCommands(applicationId), { body: commandsPayload() });
}
