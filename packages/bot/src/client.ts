import { Client, GatewayIntentBits, Partials } from 'discord.js';

/** Discord's REST base (without the version) from the server's DISCORD_API_URL (`.../api/v10`). */
export const restBase = (apiUrl: string) => apiUrl.replace(/\/v\d+\/?$/, '');

/**
 * The discord.js client of the bot. Intents: guilds (instances, roles, channels), guild messages (activity
 * credits; message content is not needed) and, unless BOT_MEMBERS_INTENT=false, guild members (role
 * mirroring; a privileged intent to switch on in the Discord developer portal).
 */
export function createDiscordClient(opts: { apiUrl: string; membersIntent?: boolean }) {
  const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages];
  if (opts.membersIntent !== false) intents.push(GatewayIntentBits.GuildMembers);
  return new Client({
    intents,
    partials: [Partials.GuildMember],
    rest: { api: restBase(opts.apiUrl) },
  });
}
