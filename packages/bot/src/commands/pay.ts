import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { TRANSFER_AMOUNT_MAX } from '@asa/domain';
import { sendCredits } from '@asa/server';
import { answer } from '../lib/reply';
import { callerPlayer, scopeOf, targetPlayer } from '../lib/scope';
import type { SlashCommand } from './types';

/**
 * /pay user amount: sends credits of the caller to another registered player (issue 37, docs/transfers.md).
 * The owner's transfer rules apply (server side); the interaction id is the idempotency key, so a retried
 * interaction cannot send twice. The receiver gets a DM (outbox).
 */
export const pay: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('pay')
    .setDescription('Send some of your credits to another player')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) =>
      o.setName('user').setDescription('The player who gets the credits').setRequired(true),
    )
    .addIntegerOption((o) =>
      o
        .setName('amount')
        .setDescription('How many credits')
        .setRequired(true)
        .setMinValue(1)
        .setMaxValue(TRANSFER_AMOUNT_MAX),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const player = await callerPlayer(interaction, deps, scope);
    if (!player) return;
    const target = await targetPlayer(interaction, deps, scope);
    if (!target) return;
    const { transfer } = await sendCredits(deps.ctx, {
      botId: scope.row.id,
      fromPlayerId: player.id,
      toPlayerId: target.player.id,
      amount: interaction.options.getInteger('amount', true),
      source: 'discord',
      actor: scope.actor,
      idempotencyKey: `discord:${interaction.id}`,
    });
    await answer(
      interaction,
      scope.texts.transferSent(
        `<@${target.user.id}>`,
        transfer.amount,
        transfer.fee,
        transfer.senderCredits ?? 0,
      ),
    );
  },
};
