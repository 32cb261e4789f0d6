import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { kitCatalog } from '@asa/server/features/shop/engine';
import { startOrder } from '../components/order-flow';
import { instanceForGuild } from '../lib/instance';
import { findKit, kitChoices } from '../lib/kits';
import { answer } from '../lib/reply';
import { botTexts } from '../lib/texts';
import type { SlashCommand } from './types';

/** /buy kit: buys a kit for credits (then asks for the server and, for Item Choice kits, the item group). */
export const buy: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('buy')
    .setDescription('Buy a kit with your credits')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('kit')
        .setDescription('The kit to buy')
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
    await startOrder(interaction, deps, 'b', kit?.id ?? 0);
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    if (!instance) return interaction.respond([]);
    const kits = (await kitCatalog(deps.ctx, instance.row.id))
      .flatMap((c) => c.kits)
      .filter((k) => k.isBuyable);
    await interaction.respond(
      kitChoices(kits, interaction.options.getFocused(), (k) => `${k.name} (${k.price} credits)`),
    );
  },
};
