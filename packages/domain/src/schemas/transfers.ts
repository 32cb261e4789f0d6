import { z } from 'zod';
import { id } from './common';

/** Credits one transfer may move at most (the 32-bit balance columns). */
export const TRANSFER_AMOUNT_MAX = 1_000_000_000;
/** The highest fee an owner may set, in percent of the amount. */
export const TRANSFER_FEE_MAX_PERCENT = 50;

export const transferMessages = {
  minAmount: 'The minimum per transfer must be a whole number of at least 1.',
  maxAmount: 'The maximum per transfer must be 0 (no maximum) or a whole number not below the minimum.',
  dailyLimit: 'The daily limit must be 0 (no limit) or a whole number of credits.',
  feePercent: `The fee must be a whole number from 0 to ${TRANSFER_FEE_MAX_PERCENT} percent.`,
  minAccountAgeDays: 'The minimum account age must be a whole number of days from 0 to 365.',
  amount: 'The amount must be a whole number of credits of at least 1.',
  idempotencyKey: 'The idempotency key must be 1 to 100 letters, digits, "-", "_" or ":".',
} as const;

const whole = (message: string, min: number, max: number, def: number) =>
  z.number({ error: message }).int({ error: message }).min(min, message).max(max, message).default(def);

/**
 * Transfers between players (issue 37, docs/transfers.md): off by default; amounts per transfer between
 * `minAmount` and `maxAmount` (0: no maximum), at most `dailyLimit` credits sent per sender and UTC day (0: no
 * limit), a fee in percent of the amount paid by the sender on top (rounded up), and the sender's player must be
 * at least `minAccountAgeDays` old (alt accounts made to pass credits on).
 */
export const transferSettingsSchema = z
  .object({
    isEnabled: z.boolean().default(false),
    minAmount: whole(transferMessages.minAmount, 1, TRANSFER_AMOUNT_MAX, 1),
    maxAmount: whole(transferMessages.maxAmount, 0, TRANSFER_AMOUNT_MAX, 0),
    dailyLimit: whole(transferMessages.dailyLimit, 0, TRANSFER_AMOUNT_MAX, 0),
    feePercent: whole(transferMessages.feePercent, 0, TRANSFER_FEE_MAX_PERCENT, 0),
    minAccountAgeDays: whole(transferMessages.minAccountAgeDays, 0, 365, 0),
  })
  .refine((s) => s.maxAmount === 0 || s.maxAmount >= s.minAmount, {
    message: transferMessages.maxAmount,
    path: ['maxAmount'],
  });
export type TransferSettings = z.infer<typeof transferSettingsSchema>;

/** The fee of a transfer of `amount` at `feePercent` (rounded up: a fee set is never 0 credits). */
export const transferFee = (amount: number, feePercent: number) => Math.ceil((amount * feePercent) / 100);

export const transferAmount = z
  .number({ error: transferMessages.amount })
  .int({ error: transferMessages.amount })
  .min(1, transferMessages.amount)
  .max(TRANSFER_AMOUNT_MAX, transferMessages.amount);

export const transferIdempotencyKey = z
  .string({ error: transferMessages.idempotencyKey })
  .regex(/^[A-Za-z0-9_:-]{1,100}$/, transferMessages.idempotencyKey);

/** POST /api/portal/{guildId}/transfers: send credits to another player of the instance. */
export const portalTransferSchema = z.object({
  /** The recipient's player id (from the portal's player search). */
  toPlayerId: id,
  amount: transferAmount,
  /** The same key answers the first transfer again instead of sending twice (a retried click). */
  idempotencyKey: transferIdempotencyKey,
});
export type PortalTransfer = z.infer<typeof portalTransferSchema>;

/** Where a transfer was made. */
export const transferSources = ['discord', 'in-game', 'portal'] as const;
export type TransferSource = (typeof transferSources)[number];

/** One transfer as the API answers it. */
export const transferViewSchema = z.object({
  id,
  fromPlayerId: id,
  toPlayerId: id,
  fromName: z.string(),
  toName: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  source: z.enum(transferSources),
  createdAt: z.string(),
  /** The sender's balance now (in the answer to the sender; null in lists). */
  senderCredits: z.number().int().nullable(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** What the portal shows next to "Send credits" (null in portalMe while transfers are off). */
export const portalTransferInfoSchema = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyLimit: z.number().int(),
  feePercent: z.number().int(),
  /** Credits the caller may still send today (null: no daily limit). */
  leftToday: z.number().int().nullable(),
});
export type PortalTransferInfo = z.infer<typeof portalTransferInfoSchema>;
