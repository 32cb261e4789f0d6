import { InteractionContextType, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { startOrder } from '../components/order-flow';
import type { BotDeps } from '../lib/deps';
import { instanceForGuild } from '../lib/instance';
import { textsFor } from '../lib/language';
import { findKit } from '../lib/kits';
import { answer } from '../lib/reply';
import type { OrderMode } from '../lib/custom-ids';
import { COUPON_CODE, couponMessages } from '@asa/domain';

/** The definition shared by /buy and /redeem: one required `kit` option with autocomplete. */
export const kitOrderData = (name: string, description: string, kitDescription: string) =>
  new SlashCommandBuilder()
    .setName(name)
    .setDescription(description)
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('kit')
        .setDescription(kitDescription)
        .setRequired(true)
        .setAutocomplete(true)
        .setMaxLength(100),
    );

/**
 * Finds the chosen kit and starts the order flow: 'b' buys with credits, 'r' redeems a voucher, a gift
 * (`g<recipient's player id>`) buys for another player.
 */
export async function executeKitOrder(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  mode: OrderMode,
) {
  const instance = interaction.inGuild() ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
  const kit = instance
    ? await findKit(deps.ctx, instance.row.id, interaction.options.getString('kit', true))
    : null;
  if (instance && !kit) return answer(interaction, textsFor(interaction, instance.row).kitNotFound);
  // /buy ... coupon: a code of the instance (checked by the engine when the order is charged)
  const coupon = mode === 'b' ? (interaction.options.getString('coupon') ?? '').trim() : '';
  if (coupon && !COUPON_CODE.test(coupon)) return answer(interaction, couponMessages.code);
  await startOrder(interaction, deps, mode, kit?.id ?? 0, coupon);
}
