import { Routes, type ChatInputCommandInteraction } from 'discord.js';
import type { ShopRankRow } from '@asa/server';
import { mirroredRanks } from '../sync/role-mirror';
import type { BotDeps } from './deps';

/** Gives or takes the Discord role a rank mirrors (the periodic role sync would do it within minutes). */
export async function mirrorRankRole(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  rank: ShopRankRow,
  change: { add?: string; remove?: string },
) {
  if (!mirroredRanks([rank]).length || !interaction.guildId) return;
  const reason = `/${interaction.commandName} by ${interaction.user.username}`;
  const route = (userId: string) =>
    Routes.guildMemberRole(interaction.guildId!, userId, rank.assignDiscordRoleId);
  const log = (err: unknown) => deps.log(`Could not change the Discord role of rank ${rank.id}`, err);
  if (change.add) await interaction.client.rest.put(route(change.add), { reason }).catch(log);
  if (change.remove) await interaction.client.rest.delete(route(change.remove), { reason }).catch(log);
}
