import { InteractionContextType, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { buyShopRank, tradeShopRank, listRanks } from '@asa/server';
import type { BotDeps } from '../lib/deps';
import { instanceForGuild } from '../lib/instance';
import { textsFor } from '../lib/language';
import { kitChoices } from '../lib/kits';
import { answer } from '../lib/reply';
import { callerPlayer, playerByDiscordId, scopeOf, targetPlayer } from '../lib/scope';
import { mirrorRankRole } from '../lib/rank-role';
import { findRank } from './shop-rank-command';
import type { SlashCommand } from './types';

const rankOption = (b: SlashCommandBuilder, description: string) =>
  b.addStringOption((o) =>
    o.setName('rank').setDescription(description).setRequired(true).setAutocomplete(true).setMaxLength(100),
  );

/** The caller's player and the chosen rank; answers and returns null when either is missing. */
async function callerAndRank(interaction: ChatInputCommandInteraction, deps: BotDeps) {
  const scope = await scopeOf(interaction, deps);
  if (!scope) return null;
  const player = await callerPlayer(interaction, deps, scope);
  if (!player) return null;
  const rank = await findRank(deps, scope.row.id, interaction.options.getString('rank', true));
  if (!rank) {
    await answer(interaction, scope.texts.rankNotFound);
    return null;
  }
  return { scope, player, rank };
}

/** /buyrank rank: buys a shop rank with credits (when the owner enabled rank buying and the rank is for sale). */
export const buyrank: SlashCommand = {
  data: rankOption(
    new SlashCommandBuilder()
      .setName('buyrank')
      .setDescription('Buy a shop rank with your credits')
      .setContexts(InteractionContextType.Guild),
    'The shop rank to buy',
  ),
  async execute(interaction, deps) {
    const found = await callerAndRank(interaction, deps);
    if (!found) return;
    const { scope, player, rank } = found;
    const after = await buyShopRank(deps.ctx, {
      botId: scope.row.id,
      playerId: player.id,
      rankId: rank.id,
      actor: scope.actor,
    });
    await mirrorRankRole(interaction, deps, rank, { add: interaction.user.id });
    await answer(interaction, scope.texts.rankBought(rank.name, after.credits));
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    if (!instance) return interaction.respond([]);
    const texts = textsFor(interaction, instance.row);
    const forSale = (await listRanks(deps.ctx.db, instance.row.id)).filter((r) => r.buyRoleEnabled);
    await interaction.respond(
      kitChoices(
        forSale,
        interaction.options.getFocused(),
        (r) => `${r.name} (${texts.kitPrice(r.buyRolePrice)})`,
      ),
    );
  },
};

/** /traderank rank user: gives one of the caller's shop ranks to another player (when trading is allowed). */
export const traderank: SlashCommand = {
  data: rankOption(
    new SlashCommandBuilder()
      .setName('traderank')
      .setDescription('Give one of your shop ranks to another player')
      .setContexts(InteractionContextType.Guild),
    'Your shop rank to give',
  ).addUserOption((o) => o.setName('user').setDescription('The player who gets it').setRequired(true)),
  async execute(interaction, deps) {
    const found = await callerAndRank(interaction, deps);
    if (!found) return;
    const { scope, player, rank } = found;
    const target = await targetPlayer(interaction, deps, scope);
    if (!target) return;
    await tradeShopRank(deps.ctx, {
      botId: scope.row.id,
      fromPlayerId: player.id,
      toPlayerId: target.player.id,
      rankId: rank.id,
      actor: scope.actor,
    });
    await mirrorRankRole(interaction, deps, rank, { add: target.user.id, remove: interaction.user.id });
    await answer(interaction, scope.texts.rankTraded(rank.name, `<@${target.user.id}>`));
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    const player = instance ? await playerByDiscordId(deps.ctx, instance.row.id, interaction.user.id) : null;
    if (!instance || !player) return interaction.respond([]);
    const own = (await listRanks(deps.ctx.db, instance.row.id)).filter((r) => player.roles.includes(r.id));
    await interaction.respond(kitChoices(own, interaction.options.getFocused()));
  },
};
