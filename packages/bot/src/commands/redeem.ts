import { listKits } from '@asa/server';
import { instanceForGuild } from '../lib/instance';
import { kitChoices } from '../lib/kits';
import { playerByDiscordId } from '../lib/scope';
import { executeKitOrder, kitOrderData } from './kit-order-command';
import type { SlashCommand } from './types';

/** /redeem kit: uses one voucher of a kit instead of credits (works for kits that cannot be bought). */
export const redeem: SlashCommand = {
  data: kitOrderData('redeem', 'Redeem a kit voucher', 'The kit to redeem'),
  execute: (interaction, deps) => executeKitOrder(interaction, deps, 'r'),
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
