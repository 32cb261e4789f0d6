import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { voteStats } from '@asa/server';
import { answer } from '../lib/reply';
import { notRegisteredText, scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

/**
 * /voteStats [user]: vote statistics. Every registered player may see their own; another member's needs
 * the role of commandSettings.voteCommandAccessRole.
 */
export const voteStatsCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('votestats')
    .setDescription('Show vote statistics (yours, or another member with the right role)')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) =>
      o.setName('user').setDescription('Whose statistics (needs the role for /voteStats)'),
    ),
  async execute(interaction, deps) {
    const other = interaction.options.getUser('user');
    const self = !other || other.id === interaction.user.id;
    const scope = await scopeOf(interaction, deps, self ? undefined : 'voteStats');
    if (!scope) return;
    const who = other ?? interaction.user;
    const stats = await voteStats(deps.ctx, scope.row.id, who.id);
    if (!stats)
      return answer(
        interaction,
        self ? notRegisteredText(scope) : scope.texts.targetNotRegistered(`<@${who.id}>`),
      );
    const sites = Object.entries(stats.perSite)
      .map(([site, n]) => `${site}: ${n}`)
      .join(', ');
    await answer(interaction, scope.texts.voteStats(self ? 'you' : `<@${who.id}>`, stats, sites));
  },
};
