import { z } from 'zod';
import { id } from './common';

/** The highest number of credits one interval may give (before a rank multiplier). */
export const PLAYTIME_CREDITS_MAX = 1_000_000;
/** The highest rank multiplier, in percent (10x). */
export const PLAYTIME_MULTIPLIER_MAX = 1_000;

export const playtimeMessages = {
  creditsPerInterval: `Credits per interval must be a whole number from 0 to ${PLAYTIME_CREDITS_MAX}.`,
  intervalMinutes:
    'The interval must be a whole number of minutes from 5 to 1440 and a multiple of the sample interval.',
  sampleMinutes: 'The sample interval must be a whole number of minutes from 1 to 15.',
  dailyCap: 'The daily cap must be 0 (no cap) or a whole number of credits.',
  multiplierPercent: `A rank multiplier must be a whole number of percent from 0 to ${PLAYTIME_MULTIPLIER_MAX}.`,
  multiplierRank: 'Each shop rank may have one multiplier.',
  day: 'The day must be a date (YYYY-MM-DD).',
} as const;

const whole = (message: string, min: number, max: number, def: number) =>
  z.number({ error: message }).int({ error: message }).min(min, message).max(max, message).default(def);

export const playtimeRankMultiplierSchema = z.object({
  rankId: id,
  /** 100 = the credits as set; 150 = one and a half times; 0 = none for this rank. */
  percent: z
    .number({ error: playtimeMessages.multiplierPercent })
    .int({ error: playtimeMessages.multiplierPercent })
    .min(0, playtimeMessages.multiplierPercent)
    .max(PLAYTIME_MULTIPLIER_MAX, playtimeMessages.multiplierPercent),
});

/**
 * Playtime credits (issue 37, docs/earn.md): off by default. Every `sampleMinutes` the job asks each listed
 * server (all enabled servers when `serverIds` is empty) `ListPlayers`; each linked player seen (EOS id) gets
 * `sampleMinutes` online minutes on that server and UTC day. Each full `intervalMinutes` of a player's online
 * minutes of the day gives `creditsPerInterval` credits (times the player's best rank multiplier, rounded
 * down), at most `dailyCap` credits per player and UTC day (0: no cap).
 */
export const playtimeSettingsSchema = z
  .object({
    isEnabled: z.boolean().default(false),
    serverIds: z.array(id).max(500).default([]),
    creditsPerInterval: whole(playtimeMessages.creditsPerInterval, 0, PLAYTIME_CREDITS_MAX, 10),
    intervalMinutes: whole(playtimeMessages.intervalMinutes, 5, 1440, 15),
    sampleMinutes: whole(playtimeMessages.sampleMinutes, 1, 15, 5),
    dailyCap: whole(playtimeMessages.dailyCap, 0, 1_000_000_000, 0),
    rankMultipliers: z.array(playtimeRankMultiplierSchema).max(200).default([]),
  })
  .superRefine((s, c) => {
    if (s.intervalMinutes % s.sampleMinutes !== 0)
      c.addIssue({ code: 'custom', path: ['intervalMinutes'], message: playtimeMessages.intervalMinutes });
    const ranks = s.rankMultipliers.map((m) => m.rankId);
    if (new Set(ranks).size !== ranks.length)
      c.addIssue({ code: 'custom', path: ['rankMultipliers'], message: playtimeMessages.multiplierRank });
  });
export type PlaytimeSettings = z.infer<typeof playtimeSettingsSchema>;

/**
 * The credits one interval gives a player with these shop ranks: the best multiplier among the player's ranks
 * (100 % without one), rounded down.
 */
export function playtimeCreditsFor(
  settings: Pick<PlaytimeSettings, 'creditsPerInterval' | 'rankMultipliers'>,
  roles: number[],
) {
  const percents = settings.rankMultipliers.filter((m) => roles.includes(m.rankId)).map((m) => m.percent);
  const percent = percents.length ? Math.max(...percents) : 100;
  return Math.floor((settings.creditsPerInterval * percent) / 100);
}

/** GET /api/playtime/{botId}?day=YYYY-MM-DD: the day's online minutes and credits per player (UTC). */
export const playtimeDayQuerySchema = z.object({
  day: z
    .string({ error: playtimeMessages.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, playtimeMessages.day)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), playtimeMessages.day)
    .optional(),
});

export const playtimeDaySchema = z.object({
  day: z.string(),
  rows: z.array(
    z.object({
      playerId: id,
      name: z.string(),
      /** Online minutes of the day, all servers. */
      minutes: z.number().int(),
      /** Sessions started that day (seen after not being seen on the previous sample), all servers. */
      sessions: z.number().int(),
      /** Credits from playtime that day. */
      credits: z.number().int(),
      /** Minutes per server. */
      servers: z.array(z.object({ serverId: id, name: z.string(), minutes: z.number().int() })),
    }),
  ),
});
export type PlaytimeDay = z.infer<typeof playtimeDaySchema>;
