import { Routes, type REST } from 'discord.js';
import { commands } from './commands';

/** Registers (overwrites) the bot's global slash commands. */
export async function registerCommands(rest: REST, applicationId: string) {
  return rest.put(Routes.applicationCommands(applicationId), { body: commands.map((c) => c.data.toJSON()) });
}
