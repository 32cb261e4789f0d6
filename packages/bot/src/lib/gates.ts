import type { CommandSettings } from '@asa/domain';
import type { BaseInteraction, GuildMember, APIInteractionGuildMember } from 'discord.js';
import type { BotTexts } from './texts';

/** The role-gated commands and the Command Access setting that holds each one's Discord role. */
export const commandGates = {
  credit: 'creditCommandAccessRole',
  shoproleadd: 'roleCommandAccessRole',
  shoproleremove: 'roleCommandAccessRole',
  gift: 'giftCommandAccessRole',
  voteStats: 'voteCommandAccessRole',
} as const satisfies Record<string, keyof CommandSettings>;
export type GatedCommand = keyof typeof commandGates;

/** Role ids of the member behind an interaction (a cached GuildMember or the raw API member). */
export function memberRoleIds(member: BaseInteraction['member'] | GuildMember | null): string[] {
  if (!member) return [];
  const roles = (member as GuildMember | APIInteractionGuildMember).roles;
  if (Array.isArray(roles)) return [...roles];
  return [...(roles as GuildMember['roles']).cache.keys()];
}

/**
 * Whether a member may use a gated command: the member must hold the role chosen in Command Access. An
 * empty choice (None) means nobody may use it, the guild owner included. Choosing @everyone (its id is the
 * guild's id) lets every member use it. Answers the refusal text, or null when allowed.
 */
export function gateRefusal(
  texts: BotTexts,
  settings: CommandSettings,
  command: GatedCommand,
  guildId: string,
  roleIds: string[],
): string | null {
  const roleId = settings[commandGates[command]];
  const name = command.toLowerCase();
  if (!roleId) return texts.commandOff(name);
  if (roleId === guildId || roleIds.includes(roleId)) return null;
  return texts.missingRole(name);
}
