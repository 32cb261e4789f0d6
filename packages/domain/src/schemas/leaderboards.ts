import { z } from 'zod';
import { discordRef, id } from './common';

/**
 * Leaderboards (issue 37, docs/leaderboards.md): what is ranked and over which window (UTC: the week starts
 * Monday 00:00, the month on the 1st; the season at the current season's start, all time before the first).
 */
export const leaderboardMetrics = ['earned', 'votes', 'kits', 'playtime'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];
export const leaderboardPeriods = ['week', 'month', 'season', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
/** Rows a board shows at most. */
export const LEADERBOARD_SIZE = 10;

export const leaderboardMessages = {
  metric: `The board must be one of: ${leaderboardMetrics.join(', ')}.`,
  period: `The period must be one of: ${leaderboardPeriods.join(', ')}.`,
  season: 'The season must be a season number (1 or more).',
} as const;

export const leaderboardQuerySchema = z.object({
  metric: z.enum(leaderboardMetrics, { error: leaderboardMessages.metric }).default('earned'),
  period: z.enum(leaderboardPeriods, { error: leaderboardMessages.period }).default('week'),
  /** With period season: a past season by its number (its board frozen at the next season's start). */
  season: z.coerce
    .number({ error: leaderboardMessages.season })
    .int(leaderboardMessages.season)
    .min(1, leaderboardMessages.season)
    .max(1_000_000, leaderboardMessages.season)
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardSchema = z.object({
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  /** The window's start (null: all time). */
  since: z.string().nullable(),
  /** A past season's end (the next season's start); absent for open windows. */
  until: z.string().nullable().optional(),
  /** The season's number (period season). */
  season: z.number().int().nullable().optional(),
  rows: z.array(
    z.object({ rank: z.number().int(), playerId: id, name: z.string(), value: z.number().int() }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** PUT /api/portal/{guildId}/leaderboard: the player leaves (or rejoins) the boards. */
export const leaderboardOptOutSchema = z.object({ optOut: z.boolean() });

/**
 * The optional weekly post of the top players to a Discord channel (settings group `leaderboardSettings`,
 * Owner): on Monday (UTC) the board of the week that ended, once per instance and week.
 */
export const leaderboardSettingsSchema = z.object({
  isWeeklyPostEnabled: z.boolean().default(false),
  /** The channel of the guild the post goes to ('' = none: nothing is posted). */
  weeklyPostChannelId: discordRef,
  weeklyPostMetric: z.enum(leaderboardMetrics, { error: leaderboardMessages.metric }).default('earned'),
});
export type LeaderboardSettings = z.infer<typeof leaderboardSettingsSchema>;
