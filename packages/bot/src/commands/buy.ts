import { kitCatalog } from '@asa/server';
import { instanceForGuild } from '../lib/instance';
import { kitChoices } from '../lib/kits';
import { executeKitOrder, kitOrderData } from './kit-order-command';
import type { SlashCommand } from './types';

/** /buy kit: buys a kit for credits (then asks for the server and, for Item Choice kits, the item group). */
export const buy: SlashCommand = {
  data: kitOrderData('buy', 'Buy a kit with your credits', 'The kit to buy').addStringOption((o) =>
    o.setName('coupon').setDescription('A coupon code (optional)').setRequired(false).setMaxLength(40),
  ),
  execute: (interaction, deps) => executeKitOrder(interaction, deps, 'b'),
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
