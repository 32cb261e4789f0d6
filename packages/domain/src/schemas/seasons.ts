import { z } from 'zod';
import type { LedgerKind } from '../ledger';

/**
 * Seasons and wipes (issue 37, docs/earn.md "Seasons and wipes"): the owner starts a new season; per ledger
 * kind of credits gained, the credits earned since the last season start either survive (keep) or are taken
 * off each balance (reset, never below 0). Stock, buy limits and coupon uses can be reset with it.
 */
export const seasonKinds = [
  'vote',
  'activity',
  'passive_income',
  'playtime',
  'tip4serv',
  'admin_grant',
  'api',
  'import',
  'starting_credits',
  'transfer_in',
  'refund',
  'other',
] as const satisfies readonly LedgerKind[];
export type SeasonKind = (typeof seasonKinds)[number];

/** What the dashboard proposes: earned credits reset, what was paid for or given by an admin kept. */
export const defaultSeasonResetKinds: SeasonKind[] = ['vote', 'activity', 'passive_income', 'playtime'];

export const seasonMessages = {
  name: 'The season name must be 1 to 100 characters.',
  kind: `Each kind must be one of: ${seasonKinds.join(', ')}.`,
  noSeason: 'There is no season with this number.',
  channel: 'The announcement channel must be a Discord channel id (17 to 20 digits) or empty.',
} as const;

export const seasonSettingsSchema = z.object({
  /** The new season's name ("Season 3", "Winter wipe"). */
  name: z
    .string({ error: seasonMessages.name })
    .trim()
    .min(1, seasonMessages.name)
    .max(100, seasonMessages.name),
  /** The kinds whose credits earned since the last season start are taken off; every other kind is kept. */
  resetKinds: z.array(z.enum(seasonKinds, { error: seasonMessages.kind })).max(seasonKinds.length),
  resetStock: z.boolean().default(false),
  resetBuyLimits: z.boolean().default(false),
  resetCouponUses: z.boolean().default(false),
  /** A Discord channel of the guild to announce the new season in ('' = no announcement). */
  announceChannelId: z
    .string({ error: seasonMessages.channel })
    .regex(/^(\d{17,20})?$/, seasonMessages.channel)
    .default(''),
});
export type SeasonSettings = z.infer<typeof seasonSettingsSchema>;
export type SeasonSettingsInput = z.input<typeof seasonSettingsSchema>;

export const seasonKindRowSchema = z.object({
  kind: z.enum(seasonKinds),
  action: z.enum(['keep', 'reset']),
  /** Players with credits of this kind earned since the last season start. */
  players: z.number().int(),
  /** Credits of this kind earned since the last season start (gains only). */
  credits: z.number().int(),
});

/** The preview of a start (and the summary stored with the season). */
export const seasonPreviewSchema = z.object({
  /** The last season's start (null: no season yet, everything since the beginning counts). */
  since: z.string().nullable(),
  /** Players of the instance. */
  players: z.number().int(),
  /** Players whose balance goes down. */
  affectedPlayers: z.number().int(),
  /** Credits taken off all balances together (after the floor at 0). */
  creditsReset: z.number().int(),
  /** Credits of the reset kinds earned since the last start that were spent already (not taken: floor at 0). */
  creditsAlreadySpent: z.number().int(),
  /** Credits of the kept kinds earned since the last start. */
  creditsKept: z.number().int(),
  balancesBefore: z.number().int(),
  balancesAfter: z.number().int(),
  kinds: z.array(seasonKindRowSchema),
  stockRows: z.number().int(),
  couponsWithUses: z.number().int(),
});
export type SeasonPreview = z.infer<typeof seasonPreviewSchema>;

export const seasonViewSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  startedAt: z.string(),
  startedBy: z.string(),
  settings: seasonSettingsSchema,
  summary: seasonPreviewSchema,
});
export type SeasonView = z.infer<typeof seasonViewSchema>;
