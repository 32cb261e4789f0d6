import {
  InteractionContextType,
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { addShopRank, removeShopRank, listRanks, type ShopRankRow } from '@asa/server';
import type { BotDeps } from '../lib/deps';
import { instanceForGuild } from '../lib/instance';
import { kitChoices } from '../lib/kits';
import { answer } from '../lib/reply';
import { scopeOf, targetPlayer } from '../lib/scope';
import { mirrorRankRole } from '../lib/rank-role';
import type { SlashCommand } from './types';

export async function findRank(deps: BotDeps, botId: number, value: string): Promise<ShopRankRow | null> {
  const ranks = await listRanks(deps.ctx.db, botId);
  const v = value.trim();
  return (
    ranks.find((r) => String(r.id) === v) ??
    ranks.find((r) => r.name.toLowerCase() === v.toLowerCase()) ??
    null
  );
}

/**
 * /shoproleadd and /shoproleremove user rank: give or take a shop rank (no charge, no refund). Gated by
 * commandSettings.roleCommandAccessRole. When the rank mirrors a Discord role (either role mode) the member's
 * Discord role is changed too, so the periodic role sync keeps the change.
 */
export function shopRankCommand(name: 'shoproleadd' | 'shoproleremove'): SlashCommand {
  const adding = name === 'shoproleadd';
  return {
    data: new SlashCommandBuilder()
      .setName(name)
      .setDescription(adding ? 'Give a player a shop rank' : 'Take a shop rank from a player')
      .setContexts(InteractionContextType.Guild)
      .addUserOption((o) => o.setName('user').setDescription('The player').setRequired(true))
      .addStringOption((o) =>
        o
          .setName('rank')
          .setDescription('The shop rank')
          .setRequired(true)
          .setAutocomplete(true)
          .setMaxLength(100),
      ),
    async execute(interaction: ChatInputCommandInteraction, deps: BotDeps) {
      const scope = await scopeOf(interaction, deps, name);
      if (!scope) return;
      const rank = await findRank(deps, scope.row.id, interaction.options.getString('rank', true));
      if (!rank) return answer(interaction, scope.texts.rankNotFound);
      const target = await targetPlayer(interaction, deps, scope);
      if (!target) return;
      const input = { botId: scope.row.id, playerId: target.player.id, rankId: rank.id, actor: scope.actor };
      await (adding ? addShopRank : removeShopRank)(deps.ctx, input);
      await mirrorRankRole(
        interaction,
        deps,
        rank,
        adding ? { add: target.user.id } : { remove: target.user.id },
      );
      const mention = `<@${target.user.id}>`;
      await answer(
        interaction,
        adding ? scope.texts.rankAdded(mention, rank.name) : scope.texts.rankRemoved(mention, rank.name),
      );
    },
    async autocomplete(interaction: AutocompleteInteraction, deps: BotDeps) {
      const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
      if (!instance) return interaction.respond([]);
      await interaction.respond(
        kitChoices(await listRanks(deps.ctx.db, instance.row.id), interaction.options.getFocused()),
      );
    },
  };
}
