import { z } from 'zod';
import { id } from './common';

/**
 * Leaderboards (issue 37, docs/leaderboards.md): what is ranked and over which window (UTC: the week starts
 * Monday 00:00, the month on the 1st).
 */
export const leaderboardMetrics = ['earned', 'votes', 'kits'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];
export const leaderboardPeriods = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
/** Rows a board shows at most. */
export const LEADERBOARD_SIZE = 10;

export const leaderboardMessages = {
  metric: `The board must be one of: ${leaderboardMetrics.join(', ')}.`,
  period: `The period must be one of: ${leaderboardPeriods.join(', ')}.`,
} as const;

export const leaderboardQuerySchema = z.object({
  metric: z.enum(leaderboardMetrics, { error: leaderboardMessages.metric }).default('earned'),
  period: z.enum(leaderboardPeriods, { error: leaderboardMessages.period }).default('week'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardSchema = z.object({
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  /** The window's start (null: all time). */
  since: z.string().nullable(),
  rows: z.array(
    z.object({ rank: z.number().int(), playerId: id, name: z.string(), value: z.number().int() }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** PUT /api/portal/{guildId}/leaderboard: the player leaves (or rejoins) the boards. */
export const leaderboardOptOutSchema = z.object({ optOut: z.boolean() });
