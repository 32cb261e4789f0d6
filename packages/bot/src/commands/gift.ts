import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { listKits, grantVoucher } from '@asa/server';
import { findKit, kitChoices } from '../lib/kits';
import { instanceForGuild } from '../lib/instance';
import { answer } from '../lib/reply';
import { scopeOf, targetPlayer } from '../lib/scope';
import type { SlashCommand } from './types';

/**
 * /gift user kit [count]: grants kit vouchers to a registered player, who then redeems them with /redeem.
 * Gated by commandSettings.giftCommandAccessRole.
 */
export const gift: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('gift')
    .setDescription('Give a player vouchers for a kit (they redeem them with /redeem)')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) => o.setName('user').setDescription('The player').setRequired(true))
    .addStringOption((o) =>
      o.setName('kit').setDescription('The kit').setRequired(true).setAutocomplete(true).setMaxLength(100),
    )
    .addIntegerOption((o) =>
      o.setName('count').setDescription('How many vouchers (default 1)').setMinValue(1).setMaxValue(100),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps, 'gift');
    if (!scope) return;
    const kit = await findKit(deps.ctx, scope.row.id, interaction.options.getString('kit', true));
    if (!kit) return answer(interaction, scope.texts.kitNotFound);
    const target = await targetPlayer(interaction, deps, scope);
    if (!target) return;
    const count = interaction.options.getInteger('count') ?? 1;
    await grantVoucher(deps.ctx, {
      botId: scope.row.id,
      playerId: target.player.id,
      kitId: kit.id,
      count,
      actor: scope.actor,
    });
    await answer(interaction, scope.texts.gifted(`<@${target.user.id}>`, count, kit.name));
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    if (!instance) return interaction.respond([]);
    await interaction.respond(
      kitChoices(await listKits(deps.ctx.db, instance.row.id), interaction.options.getFocused()),
    );
  },
};
