import { z } from 'zod';
import { id } from './common';

/** What a buyer types as a coupon code: 1 to 40 visible characters (letters, digits, - and _). */
export const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;
export const couponMessages = {
  code: 'A coupon code is 1 to 40 letters, digits, "-" or "_".',
  codeTaken: (code: string) => `A coupon with the code "${code}" already exists.`,
  percent: 'A percent discount is 1 to 100.',
  fixed: 'A fixed discount is at least 1 credit.',
  window: 'The coupon must end after it starts.',
  kits: 'Choose at least one kit.',
  ranks: 'Choose at least one shop rank.',
  unknownKits: 'Choose kits of this instance.',
  unknownRanks: 'Choose shop ranks of this instance.',
  notFound: 'Coupon not found.',
} as const;

export const couponCodeInput = z.string().trim().regex(COUPON_CODE, couponMessages.code);

export const couponKinds = ['percent', 'fixed'] as const;
/** all kits / chosen kits / buyers holding one of the chosen shop ranks (kits have no category field). */
export const couponScopes = ['all', 'kits', 'ranks'] as const;

const count = z.number().int().min(0).max(1_000_000_000);

/** POST/PUT body of a coupon (the dashboard's Coupons page). */
export const couponBodySchema = z
  .object({
    code: couponCodeInput,
    kind: z.enum(couponKinds),
    amount: z.number().int().min(1).max(1_000_000_000),
    scope: z.enum(couponScopes),
    kitIds: z.array(id).max(500).default([]),
    rankIds: z.array(id).max(500).default([]),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validTo: z.iso.datetime({ offset: true }).nullable().default(null),
    /** 0: unlimited. */
    maxUses: count.default(0),
    maxUsesPerPlayer: count.default(0),
    firstPurchaseOnly: z.boolean().default(false),
    minPrice: count.default(0),
    stackable: z.boolean().default(false),
    creatorTag: z.string().trim().max(60).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.amount > 100)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: couponMessages.percent });
    if (c.validFrom && c.validTo && Date.parse(c.validTo) <= Date.parse(c.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: couponMessages.window });
    if (c.scope === 'kits' && !c.kitIds.length)
      ctx.addIssue({ code: 'custom', path: ['kitIds'], message: couponMessages.kits });
    if (c.scope === 'ranks' && !c.rankIds.length)
      ctx.addIssue({ code: 'custom', path: ['rankIds'], message: couponMessages.ranks });
  });
export type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponBodyInput = z.input<typeof couponBodySchema>;

export const couponViewSchema = z.object({
  id,
  botId: id,
  code: z.string(),
  kind: z.enum(couponKinds),
  amount: z.number().int(),
  scope: z.enum(couponScopes),
  kitIds: z.array(id),
  rankIds: z.array(id),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int(),
  maxUsesPerPlayer: z.number().int(),
  firstPurchaseOnly: z.boolean(),
  minPrice: z.number().int(),
  stackable: z.boolean(),
  creatorTag: z.string(),
  /** Uses held by purchases (a refund gives its use back). */
  uses: z.number().int(),
  createdAt: z.string(),
  /** Paused by the owner: refused as not valid (like an unknown code) until resumed. */
  paused: z.boolean(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

/** One purchase made with a coupon (the Coupons page's usage table and CSV). */
export const couponUseSchema = z.object({
  purchaseId: id,
  couponCode: z.string(),
  creatorTag: z.string(),
  playerId: id.nullable(),
  playerName: z.string(),
  kitName: z.string(),
  price: z.number().int(),
  couponDiscount: z.number().int(),
  status: z.string(),
  /** false once the purchase was given back (its use returned to the coupon). */
  counted: z.boolean(),
  createdAt: z.string(),
});
export type CouponUse = z.infer<typeof couponUseSchema>;

/** GET /api/coupon/uses/{botId}: 0-based page (as the Purchases page), 25 rows by default, at most 100. */
export const couponUsesQuerySchema = z.object({
  couponId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const couponUsePageSchema = z.object({ items: z.array(couponUseSchema), total: z.number().int() });
export type CouponUsePage = z.infer<typeof couponUsePageSchema>;

/** POST /api/coupon/{botId}/{couponId}/pause: pause (true) or resume (false) a coupon. */
export const couponPauseBodySchema = z.object({ paused: z.boolean() });

/**
 * One coupon's report (the Coupons page's report table and CSV): its purchases, how many still hold a use
 * (not given back), the credits it took off them and the credits they brought in (what was charged).
 */
export const couponReportRowSchema = z.object({
  couponId: id,
  code: z.string(),
  creatorTag: z.string(),
  paused: z.boolean(),
  /** Purchases made with it, given back ones included. */
  purchases: z.number().int(),
  /** Purchases that still hold a use (a refund or an expiry gives the use back). */
  uses: z.number().int(),
  /** Credits the coupon took off those purchases. */
  creditsDiscounted: z.number().int(),
  /** Credits those purchases were charged. */
  revenue: z.number().int(),
});
export type CouponReportRow = z.infer<typeof couponReportRowSchema>;
export const couponReportSchema = z.object({ coupons: z.array(couponReportRowSchema) });
