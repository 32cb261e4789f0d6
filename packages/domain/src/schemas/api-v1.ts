import { z } from 'zod';
import { id } from './common';
import { couponCodeInput } from './coupon';
import { messages } from './messages';
import { creditHistoryEntrySchema, playerSchema } from './player';
import { PurchaseStatus, PurchaseView } from './purchase';
import { GiftMessage } from './gift';

/**
 * The key API under /api/v1 (API Access, Tier 2): called with `Authorization: BOT <key>`; the key names
 * exactly one bot instance and every call is limited to that instance's data.
 */
export const API_V1_MAX_PAGE_SIZE = 100;
export const API_V1_DEFAULT_PAGE_SIZE = 50;
export const API_V1_REASON_MAX = 200;
/** Largest credit change or voucher change one call may make (keeps balances inside 32-bit integers). */
export const API_V1_MAX_CREDIT_CHANGE = 1_000_000_000;
export const API_V1_MAX_VOUCHER_CHANGE = 1000;

export const apiV1Messages = {
  keyMissing: 'API key missing or unknown. Send the header Authorization: BOT <key>.',
  disabled:
    'API access is disabled for this bot. The owner can enable it on the API Access page of the dashboard.',
  inactive: 'This bot instance is not active.',
  rateLimited: 'Too many API requests. Please wait a minute and try again.',
  playerRef: 'playerRef must be a player id or a Discord ID (15 to 25 digits)',
  amountWhole: 'Amount must be a whole number',
  amountZero: 'Amount must not be 0',
  amountRange: `Amount must be between -${API_V1_MAX_CREDIT_CHANGE} and ${API_V1_MAX_CREDIT_CHANGE}`,
  reasonMax: `Reason must be less than ${API_V1_REASON_MAX + 1} characters`,
  kitId: 'kitId must be a kit id',
  countWhole: 'Count must be a whole number',
  countZero: 'Count must not be 0',
  countRange: `Count must be between -${API_V1_MAX_VOUCHER_CHANGE} and ${API_V1_MAX_VOUCHER_CHANGE}`,
  balanceTooLarge: messages.balanceTooLarge,
} as const;

/** 1-based page and a page size of at most 100. */
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(API_V1_MAX_PAGE_SIZE).default(API_V1_DEFAULT_PAGE_SIZE),
};

export const apiV1PlayerListQuerySchema = z.object({
  ...paging,
  /** Case-insensitive part of the name, Discord name, Discord ID, Steam ID or EOS ID. */
  search: z.string().trim().max(200).default(''),
});
export type ApiV1PlayerListQuery = z.infer<typeof apiV1PlayerListQuerySchema>;

/** A player id (up to 10 digits) or a Discord ID (15 to 25 digits). */
export const apiV1PlayerRefSchema = z.object({
  playerRef: z.string().regex(/^(\d{1,10}|\d{15,25})$/, apiV1Messages.playerRef),
});

export const apiV1CreditBodySchema = z.object({
  amount: z
    .number({ error: apiV1Messages.amountWhole })
    .int({ error: apiV1Messages.amountWhole })
    .min(-API_V1_MAX_CREDIT_CHANGE, apiV1Messages.amountRange)
    .max(API_V1_MAX_CREDIT_CHANGE, apiV1Messages.amountRange)
    .refine((v) => v !== 0, apiV1Messages.amountZero),
  reason: z
    .string({ error: apiV1Messages.reasonMax })
    .max(API_V1_REASON_MAX, apiV1Messages.reasonMax)
    .default(''),
});
export type ApiV1CreditBody = z.infer<typeof apiV1CreditBodySchema>;

export const apiV1CreditResultSchema = z.object({
  playerId: id,
  credits: z.number().int(),
  totalCreditsEarned: z.number().int(),
  entry: creditHistoryEntrySchema,
});

export const apiV1VoucherBodySchema = z.object({
  kitId: z
    .number({ error: apiV1Messages.kitId })
    .int({ error: apiV1Messages.kitId })
    .positive(apiV1Messages.kitId),
  count: z
    .number({ error: apiV1Messages.countWhole })
    .int({ error: apiV1Messages.countWhole })
    .min(-API_V1_MAX_VOUCHER_CHANGE, apiV1Messages.countRange)
    .max(API_V1_MAX_VOUCHER_CHANGE, apiV1Messages.countRange)
    .refine((v) => v !== 0, apiV1Messages.countZero),
});
export type ApiV1VoucherBody = z.infer<typeof apiV1VoucherBodySchema>;

export const apiV1VoucherResultSchema = z.object({
  playerId: id,
  kitVouchers: z.array(z.object({ kitId: id, count: z.number().int() })),
});

export const apiV1PlayerPageSchema = z.object({
  items: z.array(playerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const apiV1PurchaseListQuerySchema = z.object({
  ...paging,
  playerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: PurchaseStatus.optional(),
});
export type ApiV1PurchaseListQuery = z.infer<typeof apiV1PurchaseListQuerySchema>;

export const apiV1PurchasePageSchema = z.object({
  items: z.array(PurchaseView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** POST /api/v1/purchases: buy a kit for a player (by Discord ID) on a server, through the shop engine. */
export const apiV1PurchaseBodySchema = z.object({
  discordId: z
    .string()
    .trim()
    .regex(/^\d{15,22}$/, 'discordId must be a Discord ID (15 to 22 digits).'),
  kitId: z.number().int().positive().max(2_147_483_647),
  serverId: z.number().int().positive().max(2_147_483_647),
  /** The chosen group's index, for Item Choice kits. */
  itemGroupIndex: z.number().int().min(0).max(1000).optional(),
  /** A coupon code of the instance (case-insensitive). */
  coupon: couponCodeInput.optional(),
  /**
   * A gift: the recipient, a player of the instance by player id (up to 10 digits) or Discord ID (15 to 25
   * digits), like `playerRef`. The player of `discordId` pays; the recipient gets the kit.
   */
  giftTo: z
    .string()
    .regex(/^(\d{1,10}|\d{15,25})$/, apiV1Messages.playerRef)
    .optional(),
  /** The gift's message (at most GIFT_MESSAGE_MAX characters once cleaned); only with `giftTo`. */
  giftMessage: GiftMessage,
  /**
   * The most the buyer agrees to pay (optional): a charge above it answers 409 `price_changed` with the
   * new `price`, nothing charged (issue 33).
   */
  maxPrice: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type ApiV1PurchaseBody = z.infer<typeof apiV1PurchaseBodySchema>;

/** `Idempotency-Key`: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** A key is remembered this long: the same key within it answers the first purchase, never charging again. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
