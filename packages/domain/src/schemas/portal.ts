import { z } from 'zod';
import { portalTransferInfoSchema } from './transfers';
import { id } from './common';
import { couponCodeInput } from './coupon';
import { kitTypes } from '../enums';
import { creditHistoryEntrySchema } from './player';
import { PurchaseView } from './purchase';
import { GiftMessage } from './gift';

/** The player portal's API (/api/portal/{guildId}, SPEC "User Portal"), shared by server and web. */
export const portalKitSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  /** List price; GET /me answers the caller's price after their best rank discount. */
  price: z.number().int(),
  kitType: z.enum(kitTypes),
  /** Item group names (Item Choice kits: the player picks one by its index). Commands are never shown. */
  itemGroups: z.array(z.object({ index: z.number().int(), name: z.string() })),
  /** A random kit's chance per item group in percent (issue 37: shown before buying); null for other kits. */
  odds: z.array(z.object({ index: z.number().int(), name: z.string(), percent: z.number() })).nullable(),
  /** False: only redeemable with a voucher. */
  isBuyable: z.boolean(),
  /** Servers the kit can be delivered to. */
  serverIds: z.array(id),
  /** Shop rank the kit needs (when rank limits apply), else null. */
  requiredRankName: z.string().nullable(),
  /** While a timed sale runs: the sale price (before rank discounts) and when the sale ends; else null. */
  salePrice: z.number().int().nullable(),
  saleEndsAt: z.string().nullable(),
  /** Units left in the current stock cycle (0: sold out); null for a kit without stock. */
  stockLeft: z.number().int().nullable(),
});
export type PortalKit = z.infer<typeof portalKitSchema>;

export const portalRankSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  discount: z.number().int(),
  passiveCredits: z.number().int(),
  /** Credits to buy the rank in the portal, or null when it cannot be bought. */
  buyPrice: z.number().int().nullable(),
});
export type PortalRank = z.infer<typeof portalRankSchema>;

/** GET /api/portal/{guildId}: the public catalog. */
export const portalCatalogSchema = z.object({
  guildId: z.string(),
  guildName: z.string(),
  guildIconUrl: z.string(),
  isShopEnabled: z.boolean(),
  kitsEnabled: z.boolean(),
  shopRanksEnabled: z.boolean(),
  kits: z.array(portalKitSchema),
  shopRanks: z.array(portalRankSchema),
  servers: z.array(z.object({ id, name: z.string() })),
});
export type PortalCatalog = z.infer<typeof portalCatalogSchema>;

/** GET /api/portal/{guildId}/me: the caller's player on that instance. */
export const portalMeSchema = z.object({
  player: z.object({
    id,
    name: z.string(),
    discordName: z.string(),
    /** Empty until an admin (or the companion bot) registers it; kits with {eos_id} need it. */
    eosId: z.string(),
    credits: z.number().int(),
    totalCreditsEarned: z.number().int(),
  }),
  /** True when this call created the player. */
  created: z.boolean(),
  /** The player gets Discord DMs about their orders (delivered after waiting, expired, failed). */
  dmNotifications: z.boolean(),
  /**
   * Demo mode only: this player can switch their presence on the demo game servers (GET/PUT
   * /api/demo/online). False outside demo mode and for players the switch does not address.
   */
  demoPresence: z.boolean(),
  /**
   * The in-game shop's commands as typed in game (prefix included, e.g. `+link`), when the owner switched
   * it on and their tier includes it; null otherwise (the portal then offers no link code).
   */
  inGameShop: z.object({ link: z.string(), shop: z.string(), buy: z.string(), bal: z.string() }).nullable(),
  /** Newest first, at most 50. */
  creditHistory: z.array(creditHistoryEntrySchema),
  vouchers: z.array(z.object({ kitId: id, kitName: z.string(), count: z.number().int() })),
  shopRanks: z.array(z.object({ id, name: z.string(), discount: z.number().int() })),
  /** The caller's purchases, newest first, at most 50. */
  purchases: z.array(PurchaseView),
  /** Price of each offered kit for this player (best rank discount applied). */
  kitPrices: z.array(z.object({ kitId: id, price: z.number().int() })),
  /** Kits with a buy limit: how many of `maxBuys` the player used in the current window, and when it resets (null: never). */
  buyLimits: z.array(
    z.object({
      kitId: id,
      maxBuys: z.number().int(),
      used: z.number().int(),
      resetsAt: z.string().nullable(),
    }),
  ),
  /** Sending credits to other players (issue 37): the owner's rules, or null while transfers are off. */
  transfers: portalTransferInfoSchema.nullable(),
  /** The player left the leaderboards (issue 37). */
  leaderboardOptOut: z.boolean(),
  /** Credits from playtime today (UTC; issue 37), or null while the instance's playtime credits are off. */
  playtimeToday: z.number().int().nullable(),
});
export type PortalMe = z.infer<typeof portalMeSchema>;

export const portalOrderSchema = z.object({
  kitId: id,
  serverId: id,
  /** Item Choice kits: the chosen group's index. */
  itemGroupIndex: z.number().int().min(0).optional(),
  /** A coupon code (buying only; case-insensitive). */
  coupon: couponCodeInput.optional(),
  /** The price the buyer was shown (the answer says when the charge differs, e.g. a sale ended). */
  shownPrice: z.number().int().min(0).max(2_147_483_647).optional(),
  /** A gift (buy only): the recipient's player id (from the player search). */
  giftTo: id.optional(),
  /** The gift's message (at most GIFT_MESSAGE_MAX characters once cleaned). */
  giftMessage: GiftMessage,
});
export type PortalOrder = z.infer<typeof portalOrderSchema>;

/** PUT /api/portal/{guildId}/notifications: the player's Discord DM switch (body and answer). */
export const portalNotificationsSchema = z.object({ dmNotifications: z.boolean() });
export type PortalNotifications = z.infer<typeof portalNotificationsSchema>;

export const portalRankOrderSchema = z.object({ rankId: id });

export const portalRankBoughtSchema = z.object({
  credits: z.number().int(),
  shopRanks: z.array(z.object({ id, name: z.string(), discount: z.number().int() })),
});
