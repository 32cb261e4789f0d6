import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import {
  leaderboardMetrics,
  leaderboardPeriods,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@asa/domain';
import { leaderboard } from '@asa/server';
import { answer } from '../lib/reply';
import { scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

const boards: Record<LeaderboardMetric, { en: string; de: string }> = {
  earned: { en: 'Credits earned', de: 'Verdiente Credits' },
  votes: { en: 'Votes', de: 'Votes' },
  kits: { en: 'Kits received', de: 'Erhaltene Kits' },
};
const periods: Record<LeaderboardPeriod, { en: string; de: string }> = {
  week: { en: 'This week', de: 'Diese Woche' },
  month: { en: 'This month', de: 'Diesen Monat' },
  season: { en: 'This season', de: 'Diese Saison' },
  all: { en: 'All time', de: 'Aller Zeiten' },
};

/** /top [board] [period]: the community's top players (issue 37, docs/leaderboards.md); opted-out players left out. */
export const top: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('top')
    .setDescription("The community's top players")
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('board')
        .setDescription('What is ranked (default: credits earned)')
        .addChoices(
          ...leaderboardMetrics.map((m) => ({
            name: boards[m].en,
            value: m,
            name_localizations: { de: boards[m].de },
          })),
        ),
    )
    .addStringOption((o) =>
      o
        .setName('period')
        .setDescription('Which time (default: this week)')
        .addChoices(
          ...leaderboardPeriods.map((p) => ({
            name: periods[p].en,
            value: p,
            name_localizations: { de: periods[p].de },
          })),
        ),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const metric = (interaction.options.getString('board') ?? 'earned') as LeaderboardMetric;
    const period = (interaction.options.getString('period') ?? 'week') as LeaderboardPeriod;
    const board = await leaderboard(deps.ctx, scope.row.id, metric, period);
    const lines = board.rows.map((r) => scope.texts.leaderboardRow(r.rank, r.name, r.value));
    await answer(
      interaction,
      [
        scope.texts.leaderboardTitle(metric, period),
        ...(lines.length ? lines : [scope.texts.leaderboardEmpty]),
      ].join('\n'),
    );
  },
};
