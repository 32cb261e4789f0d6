import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { ledgerActors, recordCredit } from '@asa/server';
import { answer } from '../lib/reply';
import { scopeOf, targetPlayer } from '../lib/scope';
import type { SlashCommand } from './types';

export const CREDIT_REASON = 'Changed with /credit';

/**
 * /credit user amount [reason]: adds (or, negative, takes) credits of a registered player through the
 * ledger (row lock, never below 0, a credit-history row). Gated by commandSettings.creditCommandAccessRole.
 */
export const credit: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('credit')
    .setDescription('Give or take credits of a player (negative amounts take)')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) => o.setName('user').setDescription('The player').setRequired(true))
    .addIntegerOption((o) =>
      o
        .setName('amount')
        .setDescription('Credits to add; negative to take')
        .setRequired(true)
        .setMinValue(-1_000_000_000)
        .setMaxValue(1_000_000_000),
    )
    .addStringOption((o) =>
      o.setName('reason').setDescription('Why (shown in the credit history)').setMaxLength(500),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps, 'credit');
    if (!scope) return;
    const amount = interaction.options.getInteger('amount', true);
    if (amount === 0) return answer(interaction, scope.texts.creditZero);
    const target = await targetPlayer(interaction, deps, scope);
    if (!target) return;
    const reason = interaction.options.getString('reason')?.trim() || CREDIT_REASON;
    const row = await deps.ctx.db.transaction((tx) =>
      // an admin's change: not the player's activity (their "last active" stays)
      recordCredit(tx, deps.ctx.now(), {
        playerId: target.player.id,
        delta: amount,
        kind: amount < 0 ? 'admin_take' : 'admin_grant',
        actor: ledgerActors.manager(`discord:${interaction.user.id}`, scope.actor),
        note: reason,
        activity: false,
      }),
    );
    await answer(interaction, scope.texts.credited(`<@${target.user.id}>`, amount, row?.credits ?? 0));
  },
};
