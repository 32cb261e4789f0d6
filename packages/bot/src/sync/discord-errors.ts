import { DiscordAPIError } from 'discord.js';

/** Discord JSON error codes the bot reacts to. */
export const DiscordCode = {
  UnknownChannel: 10003,
  UnknownGuild: 10004,
  UnknownMessage: 10008,
  MissingAccess: 50001,
  MissingPermissions: 50013,
  UnknownUser: 10013,
  /** A DM to a user who closed their DMs or shares no server with the bot. */
  CannotSendMessagesToThisUser: 50007,
} as const;

export const discordCode = (err: unknown) => (err instanceof DiscordAPIError ? Number(err.code) : null);

/** Errors that will not go away by retrying (the channel or user is gone or the bot may not post there). */
export function isPermanent(err: unknown) {
  const code = discordCode(err);
  return (
    code === DiscordCode.UnknownChannel ||
    code === DiscordCode.UnknownGuild ||
    code === DiscordCode.MissingAccess ||
    code === DiscordCode.MissingPermissions ||
    code === DiscordCode.UnknownUser ||
    code === DiscordCode.CannotSendMessagesToThisUser
  );
}
