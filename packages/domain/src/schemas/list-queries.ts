import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { PurchaseSource, PurchaseStatus } from './purchase';
import { messages } from './messages';
import { creditSources } from '../overview';
import { ledgerEntryFields } from './ledger-entry';

/** Texts of the list filters' and bulk actions' 400 answers. */
export const listQueryMessages = {
  day: 'Use a date as YYYY-MM-DD',
  dayRange: 'The start date must not be after the end date',
  sort: 'Unknown sort column',
  order: 'Order must be asc or desc',
  activeDays: 'Active within must be a whole number of days from 1 to 3650',
  linked: 'Linked must be eos, steam or none',
  wholeId: 'Must be a whole number',
  creditKind:
    'Source must be one of votes, activity, passiveIncome, tip4serv, admins, other, spent, refunded, removed',
  bulkTarget: 'Choose players or a shop rank',
  bulkTooMany: 'At most 5000 players at once',
  reasonRequired: 'A reason is required',
  idempotencyKey: 'An idempotency key of 8 to 100 characters is required',
} as const;

/** A UTC day as YYYY-MM-DD (a real calendar day). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, listQueryMessages.day)
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
  }, listQueryMessages.day);

const order = z.enum(['asc', 'desc'], { error: listQueryMessages.order });
const idParam = z.coerce
  .number({ error: listQueryMessages.wholeId })
  .int(listQueryMessages.wholeId)
  .min(1, listQueryMessages.wholeId);
const page = z.coerce.number().int().min(0).optional();

/** The sort columns of the players list (URL `sort`). */
export const playerSorts = ['name', 'credits', 'lastActive', 'joined'] as const;
export type PlayerSort = (typeof playerSorts)[number];
/** What a linked filter asks for (URL `linked`): an EOS id set, a Steam id set, or neither. */
export const playerLinks = ['eos', 'steam', 'none'] as const;
export type PlayerLink = (typeof playerLinks)[number];

/** The players list's filters (URL of /players and the API's query; the CSV export and bulk target too). */
export const playerFilterFields = {
  /** Text search over name, Discord name and id, Steam and EOS id; `q` is the same. */
  search: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(playerSorts, { error: listQueryMessages.sort }).optional(),
  order: order.optional(),
  /** Holds this shop rank (id). */
  rank: idParam.optional(),
  /** Active within this many days (last credit change of their own, or joined). */
  active: z.coerce
    .number({ error: listQueryMessages.activeDays })
    .int(listQueryMessages.activeDays)
    .min(1, listQueryMessages.activeDays)
    .max(3650, listQueryMessages.activeDays)
    .optional(),
  joinedFrom: isoDaySchema.optional(),
  joinedTo: isoDaySchema.optional(),
  linked: z.enum(playerLinks, { error: listQueryMessages.linked }).optional(),
};
const joinedRange = [
  (v: { joinedFrom?: string; joinedTo?: string }) =>
    !v.joinedFrom || !v.joinedTo || v.joinedFrom <= v.joinedTo,
  { message: listQueryMessages.dayRange, path: ['joinedTo'] as string[] },
] as const;

export const playerFilterSchema = z.object(playerFilterFields).refine(...joinedRange);
export type PlayerFilterQuery = z.infer<typeof playerFilterSchema>;

/** GET /api/player/list/{botId}: a page (0-based, default 50, at most 1000) with the filters and sort. */
export const playerListQuerySchema = z
  .object({ page, pageSize: z.coerce.number().int().min(1).max(1000).optional(), ...playerFilterFields })
  .refine(...joinedRange);
export type PlayerListQuery = z.infer<typeof playerListQuerySchema>;

/** The sort columns of the purchases list. */
export const purchaseSorts = ['createdAt', 'price', 'playerName', 'kitName'] as const;
export type PurchaseSort = (typeof purchaseSorts)[number];

/** The purchases list's filters and sort (URL of /purchases and the API's query; the CSV export too). */
export const purchaseFilterFields = {
  /** UTC days, inclusive. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  status: PurchaseStatus.optional(),
  source: PurchaseSource.optional(),
  playerId: idParam.optional(),
  kit: idParam.optional(),
  server: idParam.optional(),
  sort: z.enum(purchaseSorts, { error: listQueryMessages.sort }).optional(),
  order: order.optional(),
};
const dayRange = [
  (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to,
  { message: listQueryMessages.dayRange, path: ['to'] as string[] },
] as const;
export const purchaseFilterSchema = z.object(purchaseFilterFields).refine(...dayRange);
export type PurchaseFilterQuery = z.infer<typeof purchaseFilterSchema>;

/** GET /api/purchase/list/{botId}: a page (0-based, default 25, at most 100) with the filters and sort. */
export const purchaseListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.purchases),
    ...purchaseFilterFields,
  })
  .refine(...dayRange);

/**
 * What a credit-history row is (the overview's sources of new credits, then the ways credits leave:
 * docs/overview.md); the credit history list's `source` filter.
 */
export const creditKinds = [...creditSources, 'spent', 'refunded', 'removed'] as const;
export type CreditKind = (typeof creditKinds)[number];

/** The instance credit history's filters (URL of /creditHistory, the list's and the CSV export's query). */
export const creditHistoryFilterFields = {
  /** UTC days, inclusive. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  source: z.enum(creditKinds, { error: listQueryMessages.creditKind }).optional(),
  playerId: idParam.optional(),
};
export const creditHistoryFilterSchema = z.object(creditHistoryFilterFields).refine(...dayRange);
export type CreditHistoryFilter = z.infer<typeof creditHistoryFilterSchema>;

/** GET /api/player/credit-history/list/{botId}: a page (0-based, default 25, at most 100), newest first. */
export const creditHistoryListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.creditHistory),
    ...creditHistoryFilterFields,
  })
  .refine(...dayRange);

/** One row of the instance's credit history list: the entry with its player's name and its source. */
export const creditHistoryListEntrySchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerName: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  source: z.enum(creditKinds),
  createdAt: z.string(),
  ...ledgerEntryFields,
});
export type CreditHistoryListEntry = z.infer<typeof creditHistoryListEntrySchema>;

/** A page of the list; `total` counts only so far past the page (a lower bound when not `totalExact`). */
export const creditHistoryPageSchema = z.object({
  items: z.array(creditHistoryListEntrySchema),
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type CreditHistoryPage = z.infer<typeof creditHistoryPageSchema>;

/** Purchases per status under the other filters (the status filter's counts). */
export const purchaseStatusCountsSchema = z.record(z.string(), z.number().int());

/** Whom a bulk credit change reaches: chosen players, or every player holding a shop rank. */
export const bulkTargetSchema = z.union(
  [
    z.object({
      playerIds: z
        .array(z.number().int().min(1))
        .min(1, listQueryMessages.bulkTarget)
        .max(5000, listQueryMessages.bulkTooMany),
    }),
    z.object({ rankId: z.number().int().min(1) }),
  ],
  { error: listQueryMessages.bulkTarget },
);
export type BulkTarget = z.infer<typeof bulkTargetSchema>;

const bulkAmount = z
  .number({ error: messages.creditsNumber })
  .int({ error: messages.creditsWhole })
  .min(-1_000_000_000)
  .max(1_000_000_000)
  .refine((v) => v !== 0, messages.creditChangeZero);

/** POST /api/player/bulk-credits/preview: what a bulk change would do. `amount` < 0 takes. */
export const bulkCreditPreviewSchema = z.object({
  botId: z.number().int(),
  target: bulkTargetSchema,
  amount: bulkAmount,
});

/** POST /api/player/bulk-credits: the change, once per idempotency key. */
export const bulkCreditSchema = bulkCreditPreviewSchema.extend({
  reason: z.string().trim().min(1, listQueryMessages.reasonRequired).max(500, messages.reasonMax),
  idempotencyKey: z
    .string()
    .min(8, listQueryMessages.idempotencyKey)
    .max(100, listQueryMessages.idempotencyKey),
});
export type BulkCreditInput = z.infer<typeof bulkCreditSchema>;

/**
 * What a bulk change does or did: `players` whose balance changes, `total` credits moved (a take never
 * takes more than a balance holds, so it may be less than players x amount), `replayed` when the
 * idempotency key had already been applied (the first answer again).
 */
export const bulkCreditResultSchema = z.object({
  players: z.number().int(),
  total: z.number().int(),
  replayed: z.boolean().optional(),
});
export type BulkCreditResult = z.infer<typeof bulkCreditResultSchema>;
