import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import {
  leaderboardMetrics,
  leaderboardPeriods,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@asa/domain';
import { leaderboard, seasonExists } from '@asa/server';
import { answer } from '../lib/reply';
import { scopeOf } from '../lib/scope';
import type { SlashCommand } from './types';

const boards: Record<LeaderboardMetric, { en: string; de: string }> = {
  earned: { en: 'Credits earned', de: 'Verdiente Credits' },
  votes: { en: 'Votes', de: 'Votes' },
  kits: { en: 'Kits received', de: 'Erhaltene Kits' },
  playtime: { en: 'Minutes played', de: 'Gespielte Minuten' },
};
const periods: Record<LeaderboardPeriod, { en: string; de: string }> = {
  week: { en: 'This week', de: 'Diese Woche' },
  month: { en: 'This month', de: 'Diesen Monat' },
  season: { en: 'This season', de: 'Diese Saison' },
  all: { en: 'All time', de: 'Aller Zeiten' },
};

/** /top [board] [period] [season]: (a past season's frozen board by its number) the community's top players (issue 37, docs/leaderboards.md); opted-out players left out. */
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
    )
    .addIntegerOption((o) =>
      o
        .setName('season')
        .setDescription('A past season by its number (its frozen board)')
        .setMinValue(1)
        .setMaxValue(1_000_000),
    ),
  async execute(interaction, deps) {
    const scope = await scopeOf(interaction, deps);
    if (!scope) return;
    const metric = (interaction.options.getString('board') ?? 'earned') as LeaderboardMetric;
    const season = interaction.options.getInteger('season') ?? undefined;
    // a season number means that season's board, whatever the period says
    const period = season
      ? 'season'
      : ((interaction.options.getString('period') ?? 'week') as LeaderboardPeriod);
    if (season && !(await seasonExists(deps.ctx.db, scope.row.id, season)))
      return void (await answer(interaction, scope.texts.leaderboardNoSeason));
    const board = await leaderboard(deps.ctx, scope.row.id, metric, period, undefined, season);
    const lines = board.rows.map((r) => scope.texts.leaderboardRow(r.rank, r.name, r.value));
    await answer(
      interaction,
      [
        season
          ? scope.texts.leaderboardSeasonTitle(metric, season, !!board.until)
          : scope.texts.leaderboardTitle(metric, period),
        ...(lines.length ? lines : [scope.texts.leaderboardEmpty]),
      ].join('\n'),
    );
  },
};
