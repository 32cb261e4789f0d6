import { z } from 'zod';
import { creditSources, isIsoDay, onboardingSteps, overviewBuckets, overviewMessages } from '../overview';

const isoDay = z.string().refine(isIsoDay, overviewMessages.dateFormat).optional();

/** Query of GET /api/overview/{botId}: whole UTC days, both included; defaults: the last 30 days, by day. */
export const overviewQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  bucket: z.enum(overviewBuckets).default('day'),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const count = z.number().int();
const credits = z.number();
const bySource = Object.fromEntries(creditSources.map((s) => [s, credits])) as Record<
  (typeof creditSources)[number],
  typeof credits
>;

/** Credits of one bucket (or of the whole range): created per source, and what left. */
export const creditFlowSchema = z.object({
  ...bySource,
  /** Paid for kits and shop ranks (refunds not subtracted). */
  spent: credits,
  /** Given back for purchases that were not delivered. */
  refunded: credits,
  /** Taken by admins (negative changes that are not purchases). */
  removed: credits,
});
export type CreditFlow = z.infer<typeof creditFlowSchema>;

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(overviewBuckets),
  /** How far back this instance's tier lets the overview reach (days). */
  historyDays: count,
  /** One entry per day or week (weeks start on Monday), oldest first, including empty ones. */
  buckets: z.array(creditFlowSchema.extend({ start: z.string() })),
  totals: creditFlowSchema,
  /** Credits held by the instance's players now, and how many players. */
  balance: z.object({ credits, players: count }),
  /** Kits bought most in the range (not given back): purchases and credits paid. */
  topKits: z.array(z.object({ kitId: z.number().int().nullable(), kitName: z.string(), count, credits })),
  /** Purchases made in the range by where they stand now; median seconds from purchase to delivery. */
  deliveries: z.object({
    delivered: count,
    waiting: count,
    failed: count,
    expired: count,
    needsDecision: count,
    medianSeconds: z.number().nullable(),
  }),
  /** Players who bought something in the range. */
  activeBuyers: count,
  /** Players who joined (were registered) in the range. */
  newPlayers: count,
  /** The onboarding checklist of a new instance, each step checked from stored data. */
  checklist: z.array(z.object({ step: z.enum(onboardingSteps), done: z.boolean() })),
});
export type Overview = z.infer<typeof overviewSchema>;
