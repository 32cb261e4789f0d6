import { GIFT_MESSAGE_MAX, shopRefusals } from '@asa/domain';
import { kitCatalog } from '@asa/server';
import { memberRoleIds } from '../lib/gates';
import { rememberGiftDraft } from '../lib/gift-drafts';
import { instanceForGuild } from '../lib/instance';
import { textsFor } from '../lib/language';
import { kitChoices } from '../lib/kits';
import { answer } from '../lib/reply';
import { playerByDiscordId } from '../lib/scope';
import { executeKitOrder, kitOrderData } from './kit-order-command';
import type { SlashCommand } from './types';

/**
 * /buy kit [for:<user>] [message]: buys a kit for credits (then asks for the server and, for Item Choice
 * kits, the item group). With `for`, a gift: the caller pays, the chosen member (a registered player)
 * gets it; `message` goes with it. The staff's free voucher grant stays /gift.
 */
export const buy: SlashCommand = {
  data: kitOrderData('buy', 'Buy a kit with your credits', 'The kit to buy')
    .addUserOption((o) =>
      o.setName('for').setDescription('Buy it as a gift for this member').setRequired(false),
    )
    .addStringOption((o) =>
      o
        .setName('message')
        .setDescription('A message with your gift')
        .setRequired(false)
        .setMaxLength(GIFT_MESSAGE_MAX),
    )
    .addStringOption((o) =>
      o.setName('coupon').setDescription('A coupon code (optional)').setRequired(false).setMaxLength(40),
    ),
  async execute(interaction, deps) {
    const target = interaction.options.getUser('for');
    if (!target) return executeKitOrder(interaction, deps, 'b');
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    if (target.id === interaction.user.id)
      return answer(
        interaction,
        textsFor(interaction, instance?.row ?? null).refusal(shopRefusals.giftToSelf),
      );
    const recipient = instance ? await playerByDiscordId(deps.ctx, instance.row.id, target.id) : null;
    if (instance && !recipient)
      return answer(interaction, textsFor(interaction, instance.row).targetNotRegistered(`<@${target.id}>`));
    if (!recipient) return executeKitOrder(interaction, deps, 'b'); // not in a guild: the flow answers
    const member = interaction.options.getMember('for');
    rememberGiftDraft(
      interaction.user.id,
      recipient.id,
      member ? memberRoleIds(member as Parameters<typeof memberRoleIds>[0]) : [],
      interaction.options.getString('message') ?? '',
    );
    return executeKitOrder(interaction, deps, `g${recipient.id}`);
  },
  async autocomplete(interaction, deps) {
    const instance = interaction.guildId ? await instanceForGuild(deps.ctx, interaction.guildId) : null;
    if (!instance) return interaction.respond([]);
    const texts = textsFor(interaction, instance.row);
    const kits = (await kitCatalog(deps.ctx, instance.row.id))
      .flatMap((c) => c.kits)
      .filter((k) => k.isBuyable);
    await interaction.respond(
      kitChoices(kits, interaction.options.getFocused(), (k) => `${k.name} (${texts.kitPrice(k.price)})`),
    );
  },
};
