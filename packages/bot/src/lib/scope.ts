import type { ChatInputCommandInteraction, RepliableInteraction, User } from 'discord.js';
import { type AppContext, playerByDiscordId as playerOf, type PlayerRow } from '@asa/server';
import { gateRefusal, memberRoleIds, type GatedCommand } from './gates';
import { instanceForGuild, type GuildInstance } from './instance';
import { textsFor } from './language';
import { answer } from './reply';
import type { BotTexts } from './texts';
import type { BotDeps } from './deps';

/** Where a command runs: the guild's instance and the caller's roles. */
export interface Scope extends GuildInstance {
  guildId: string;
  roleIds: string[];
  /** Who acts, as written to histories: "username (discord id) via Discord". */
  actor: string;
  /** The bot's texts in the instance's language. */
  texts: BotTexts;
}

export const actorOf = (user: User) => `${user.username} (${user.id}) via Discord`;

/**
 * Resolves the instance of the interaction's guild and, for a gated command, checks the caller's role.
 * Answers the caller and returns null when the command cannot run.
 */
export async function scopeOf(
  interaction: RepliableInteraction,
  deps: BotDeps,
  gate?: GatedCommand,
): Promise<Scope | null> {
  if (!interaction.inGuild()) {
    await answer(interaction, textsFor(interaction, null).guildOnly);
    return null;
  }
  const instance = await instanceForGuild(deps.ctx, interaction.guildId);
  const texts = textsFor(interaction, instance?.row ?? null);
  if (!instance) {
    await answer(interaction, texts.noInstance);
    return null;
  }
  const roleIds = memberRoleIds(interaction.member);
  if (gate) {
    const refusal = gateRefusal(texts, instance.bot.commandSettings, gate, interaction.guildId, roleIds);
    if (refusal) {
      await answer(interaction, refusal);
      return null;
    }
  }
  return { ...instance, guildId: interaction.guildId, roleIds, actor: actorOf(interaction.user), texts };
}

export const playerByDiscordId = (ctx: AppContext, botId: number, discordId: string) =>
  playerOf(ctx.db, botId, discordId);

/** "Not registered" pointing to /register, or to an admin when /register is off. */
export const notRegisteredText = (scope: Scope) =>
  scope.bot.commandSettings.enableRegisterCommand
    ? scope.texts.notRegistered
    : scope.texts.notRegisteredNoCommand;

/** The caller's player; answers "not registered" and returns null when there is none. */
export async function callerPlayer(
  interaction: RepliableInteraction,
  deps: BotDeps,
  scope: Scope,
): Promise<PlayerRow | null> {
  const player = await playerByDiscordId(deps.ctx, scope.row.id, interaction.user.id);
  if (!player) await answer(interaction, notRegisteredText(scope));
  return player;
}

/** The registered player of a user option; answers and returns null when the user is not registered. */
export async function targetPlayer(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  scope: Scope,
  option = 'user',
): Promise<{ player: PlayerRow; user: User } | null> {
  const user = interaction.options.getUser(option, true);
  const player = await playerByDiscordId(deps.ctx, scope.row.id, user.id);
  if (!player) {
    await answer(interaction, scope.texts.targetNotRegistered(`<@${user.id}>`));
    return null;
  }
  return { player, user };
}
