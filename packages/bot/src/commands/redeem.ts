import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { listKits } from '@asa/server/features/kits/service';
import { startOrder } from '../components/order-flow';
import { instanceForGuild } from '../lib/instance';
import { findKit, kitChoices } from '../lib/kits';
import { answer } from '../lib/reply';
import { playerByDiscordId } from '../lib/scope';
import { botTexts } from '../lib/texts';
import type { SlashCommand } from './types';

/** /redeem kit: uses one voucher of a kit instead of credits (works for kits that cannot be bought). */
export const redeem: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('redeem')
    .setDescription('Redeem a kit voucher')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('kit')
        .setDescription('The kit to redeem')
        .setRequired(true)
        .setAutocomplete(true)
        .setMaxLength(100),
    ),
  async execute(interaction, deps) {
    const instance = interaction.inGuild() ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    const kit = instance
      ? await findKit(deps.ctx, instance.row.id, interaction.options.getString('kit', true))
      : null;
    if (instance && !kit) return answer(interaction, botTexts.kitNotFound);
    await startOrder(interaction, deps, 'r', kit?.id ?? 0);
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    const player = instance ? await playerByDiscordId(deps.ctx, instance.row.id, interaction.user.id) : null;
    if (!instance || !player) return interaction.respond([]);
    const counts = new Map(player.kitVouchers.filter((v) => v.count > 0).map((v) => [v.kitId, v.count]));
    const kits = (await listKits(deps.ctx.db, instance.row.id)).filter(
      (k) => k.isEnabled && counts.has(k.id),
    );
    await interaction.respond(
      kitChoices(kits, interaction.options.getFocused(), (k) => `${k.name} (${counts.get(k.id)} left)`),
    );
  },
};
