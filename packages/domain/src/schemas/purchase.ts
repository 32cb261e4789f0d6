import { z } from 'zod';
import { id } from './common';
import { PurchaseGift } from './gift';
import {
  commandStatuses,
  purchaseResolutions,
  purchaseStatuses,
  failureKeys,
  failureText,
  waitingKeys,
  type FailureText,
  type WaitingText,
} from '../purchase-states';
import { botText, shopText, type ShopText } from '../server-texts';

/** Where a purchase came from. */
export const purchaseSources = ['discord', 'portal', 'api', 'dashboard', 'tip4serv', 'in-game'] as const;
export const PurchaseSource = z.enum(purchaseSources);
export type PurchaseSource = z.infer<typeof PurchaseSource>;

export const PurchaseStatus = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const CommandStatus = z.enum(commandStatuses);
export type CommandStatus = z.infer<typeof CommandStatus>;

export const PurchaseCommandView = z.object({
  command: z.string(),
  status: CommandStatus,
  response: z.string(),
  /** When it was handed to the game server (null while pending). */
  sentAt: z.string().nullable(),
  /** When its answer (or the error) came back. */
  answeredAt: z.string().nullable(),
  /**
   * The game server's answer to it was seen and recorded (derived: an answer text is stored, not one of the
   * shop's own "may have run" texts). For an `unknown` command false means no answer ever arrived.
   */
  answerSeen: z.boolean(),
});
export type PurchaseCommandView = z.infer<typeof PurchaseCommandView>;

/** One RCON (or companion-bot) command sent for a purchase (summary of `commands`; ok = status 'ok'). */
export const PurchaseCommandResult = z.object({
  command: z.string(),
  ok: z.boolean(),
  response: z.string(),
});
export type PurchaseCommandResult = z.infer<typeof PurchaseCommandResult>;

export const PurchaseResolution = z.enum(purchaseResolutions);
export type PurchaseResolution = z.infer<typeof PurchaseResolution>;

/**
 * A kit purchase (or voucher redemption). Player, kit and server ids become null when those are deleted;
 * their names are kept as copies.
 */
export const PurchaseView = z.object({
  id,
  botId: id,
  playerId: id.nullable(),
  playerName: z.string(),
  kitId: id.nullable(),
  kitName: z.string(),
  serverId: id.nullable(),
  serverName: z.string(),
  source: PurchaseSource,
  /** Credits charged (0 for a voucher redemption). */
  price: z.number().int(),
  usedVoucher: z.boolean(),
  /** The coupon code used ('' for none) and the credits it took off. */
  couponCode: z.string(),
  couponDiscount: z.number().int(),
  itemGroupName: z.string(),
  status: PurchaseStatus,
  /**
   * True once the credits were refunded or the voucher given back: after a failed delivery or expiry, or by
   * an owner's refund (any order; `refund` says how much and why).
   */
  refunded: z.boolean(),
  /**
   * An owner's refund (issue 36): the credits given back (`amount`, 0 for a voucher redemption, whose voucher
   * went back; at most `price`), the reason, who and when. null otherwise (also for the shop's own refunds of
   * failed and expired orders, which give back the whole price).
   */
  refund: z
    .object({ amount: z.number().int(), reason: z.string(), by: z.string(), at: z.string() })
    .nullable(),
  /** Kept for older screens: one entry per command, ok = delivered. */
  results: z.array(PurchaseCommandResult),
  /** Per-command progress, in sending order. */
  commands: z.array(PurchaseCommandView),
  /** Why a purchase is `waiting` (player-readable, English), '' otherwise. */
  waitingReason: z.string(),
  /**
   * The same reason as a catalogue key with its parameters (`reason.<key>` of the portal's and the bot's
   * catalogues), for a reader in another language; null when not waiting, and for purchases that started
   * waiting before migration 0030 (show `waitingReason`).
   */
  waiting: z.object({ key: z.enum(waitingKeys), params: z.record(z.string(), z.string()) }).nullable(),
  /** The kit needed the buyer on the server when it was bought. */
  mustBeOnline: z.boolean(),
  /** Waiting purchases are given back at this time (null when not waiting). */
  expiresAt: z.string().nullable(),
  /** Delivery attempts so far (the queue's retries count). */
  attempts: z.number().int(),
  /** Why it failed or expired (English: a game server's answer as it came, or the shop's own text). */
  error: z.string(),
  /**
   * The error as a catalogue key with parameters when it is one of the shop's own (`error.<key>` of the
   * portal's and the bot's catalogues: expiry, server gone, owner's refund); null for a game server's answer,
   * other texts and rows from before migration 0030 (show `error`).
   */
  failure: z.object({ key: z.enum(failureKeys), params: z.record(z.string(), z.string()) }).nullable(),
  /**
   * The player's ids changed between purchase and delivery: the command as bought and as sent (the
   * commands are filled with the player's current ids when sent); '' otherwise.
   */
  idChange: z.string(),
  /** A gift: the player above is the recipient, this names the buyer (who paid); null otherwise. */
  gift: PurchaseGift.nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Only in the answer to a buy: a note for the buyer (e.g. the sale ended before the charge). */
  notice: z.string().optional(),
});
export type PurchaseView = z.infer<typeof PurchaseView>;

/** House-style aliases (camelCase schema names like kitSchema, playerSchema). */
export const purchaseViewSchema = PurchaseView;
export const purchaseStatusSchema = PurchaseStatus;
export const purchaseSourceSchema = PurchaseSource;

/**
 * The shop engine's refusals (and the sale notice) as catalogue keys with parameters (`ShopText`,
 * packages/domain/src/locales/<lang>/shop.json). A ShopError carries one: the API answers its English
 * (`shopMessages`), the Discord bot and the in-game shop render it in the instance's language (`shopText`).
 * `resetAt` is the kit's reset cycle (daily, weekly, monthly, never); `resetsAt` when the window resets.
 */
export const shopRefusals = {
  transfersOff: { key: 'transfersOff' },
  transferToSelf: { key: 'transferToSelf' },
  transferTooSmall: (min: number): ShopText => ({ key: 'transferTooSmall', params: { min } }),
  transferTooLarge: (max: number): ShopText => ({ key: 'transferTooLarge', params: { max } }),
  transferDailyLimit: (limit: number, left: number): ShopText => ({
    key: 'transferDailyLimit',
    params: { limit, left },
  }),
  transferAccountTooNew: (days: number): ShopText => ({ key: 'transferAccountTooNew', params: { days } }),
  transferNotEnough: (amount: number, total: number, credits: number): ShopText => ({
    key: 'transferNotEnough',
    params: { amount, total, credits, fee: String(total > amount) },
  }),
  transferKeyReused: { key: 'transferKeyReused' },
  shopDisabled: { key: 'shopDisabled' },
  kitDisabled: (kit: string): ShopText => ({ key: 'kitDisabled', params: { kit } }),
  kitNotBuyable: (kit: string): ShopText => ({ key: 'kitNotBuyable', params: { kit } }),
  kitEmpty: (kit: string): ShopText => ({ key: 'kitEmpty', params: { kit } }),
  chooseItemGroup: (kit: string): ShopText => ({ key: 'chooseItemGroup', params: { kit } }),
  serverDisabled: (server: string): ShopText => ({ key: 'serverDisabled', params: { server } }),
  serverNotAllowed: (kit: string, server: string, allowed: string[]): ShopText => ({
    key: 'serverNotAllowed',
    params: { any: String(allowed.length > 0), kit, server, allowed: allowed.join(', ') },
  }),
  rankRequired: (kit: string, rank: string, verb: 'buy' | 'redeem'): ShopText => ({
    key: 'rankRequired',
    params: { kit, rank, verb },
  }),
  discordRoleRequired: (kit: string, verb: 'buy' | 'redeem'): ShopText => ({
    key: 'discordRoleRequired',
    params: { kit, verb },
  }),
  buyLimitReached: (kit: string, maxBuys: number, resetAt: string, resetsAt: string | null): ShopText => ({
    key: 'buyLimitReached',
    params: { kit, maxBuys, period: resetAt, resets: String(resetsAt !== null), resetsAt: resetsAt ?? '' },
  }),
  notEnoughCredits: (what: string, price: number, credits: number): ShopText => ({
    key: 'notEnoughCredits',
    params: { what, price, credits },
  }),
  noVoucher: (kit: string): ShopText => ({ key: 'noVoucher', params: { kit } }),
  missingEosId: { key: 'missingEosId' },
  missingSteamId: { key: 'missingSteamId' },
  missingDiscordId: { key: 'missingDiscordId' },
  rankBuyingDisabled: { key: 'rankBuyingDisabled' },
  rankNotBuyable: (rank: string): ShopText => ({ key: 'rankNotBuyable', params: { rank } }),
  rankAlreadyHeld: (rank: string): ShopText => ({ key: 'rankAlreadyHeld', params: { rank } }),
  playerHasRank: (player: string, rank: string): ShopText => ({
    key: 'playerHasRank',
    params: { player, rank },
  }),
  playerLacksRank: (player: string, rank: string): ShopText => ({
    key: 'playerLacksRank',
    params: { player, rank },
  }),
  tradingNotAllowed: { key: 'tradingNotAllowed' },
  tradeWithSelf: { key: 'tradeWithSelf' },
  couponInvalid: (code: string): ShopText => ({ key: 'couponInvalid', params: { code } }),
  couponNotStarted: (code: string, from: string): ShopText => ({
    key: 'couponNotStarted',
    params: { code, from },
  }),
  couponExpired: (code: string): ShopText => ({ key: 'couponExpired', params: { code } }),
  couponUsedUp: (code: string): ShopText => ({ key: 'couponUsedUp', params: { code } }),
  couponPlayerLimit: (code: string, max: number): ShopText => ({
    key: 'couponPlayerLimit',
    params: { code, max },
  }),
  couponNotForKit: (code: string, kit: string): ShopText => ({
    key: 'couponNotForKit',
    params: { code, kit },
  }),
  couponNotForRank: (code: string): ShopText => ({ key: 'couponNotForRank', params: { code } }),
  couponFirstPurchase: (code: string): ShopText => ({ key: 'couponFirstPurchase', params: { code } }),
  couponMinPrice: (code: string, min: number): ShopText => ({ key: 'couponMinPrice', params: { code, min } }),
  couponNotBetter: (code: string): ShopText => ({ key: 'couponNotBetter', params: { code } }),
  soldOut: (kit: string): ShopText => ({ key: 'soldOut', params: { kit } }),
  soldOutUntil: (kit: string, at: string): ShopText => ({ key: 'soldOutUntil', params: { kit, at } }),
  priceChanged: (agreed: number, price: number): ShopText => ({
    key: 'priceChanged',
    params: { agreed, price },
  }),
  salePriceChanged: (shown: number, charged: number): ShopText => ({
    key: 'salePriceChanged',
    params: { shown, charged, ended: String(charged > shown) },
  }),
  giftToSelf: { key: 'giftToSelf' },
  giftRecipientNotFound: { key: 'giftRecipientNotFound' },
  giftRankRequired: (player: string, kit: string, rank: string): ShopText => ({
    key: 'giftRankRequired',
    params: { player, kit, rank },
  }),
  giftDiscordRoleRequired: (player: string, kit: string): ShopText => ({
    key: 'giftDiscordRoleRequired',
    params: { player, kit },
  }),
  giftMissingId: (player: string, kit: string): ShopText => ({
    key: 'giftMissingId',
    params: { player, kit },
  }),
  giftsNotAvailable: { key: 'giftsNotAvailable' },
} as const satisfies Record<string, ShopText | ((...args: never[]) => ShopText)>;

const en = (text: ShopText) => shopText('en', text);
const r = shopRefusals;

const clause = (text: string) => text.replace(/[.!]+$/, '');
/**
 * Why a purchase waits, as a key with parameters (`WaitingText`): stored with the purchase, shown in the
 * reader's language. `waitingEnglish` is its English (the stored `waitingReason`, `shopMessages.waiting*`).
 */
export const waitingReasons = {
  forPlayer: (server: string): WaitingText => ({ key: 'waitingForPlayer', params: { server } }),
  forRecipient: (player: string, server: string): WaitingText => ({
    key: 'waitingForRecipient',
    params: { player, server },
  }),
  /** `error`: the game server's or the connection's text (its final '.' dropped: it stands in brackets). */
  forServer: (server: string, error: string): WaitingText => ({
    key: 'waitingForServer',
    params: { server, error: clause(error) },
  }),
};
export const waitingEnglish = (w: WaitingText) => botText('en', `reason.${w.key}`, w.params);

/** The shop's own reasons a purchase was given back (`FailureText`), stored with it; English: `failureEnglish`. */
export const failureTexts = {
  /** `waiting`: the reason it was waiting (English, and its key and parameters when it had them). */
  expired: (
    hours: number,
    waiting: { reason: string; key: string; params: Record<string, string> },
  ): FailureText => ({
    key: 'expired',
    params: {
      ...waiting.params,
      hours: String(hours),
      reason: clause(waiting.reason),
      waitingKey: waiting.key,
    },
  }),
  serverGone: { key: 'serverGone', params: {} } as FailureText,
  ownerRefund: (actor: string): FailureText => ({ key: 'ownerRefund', params: { actor } }),
  /** An owner's refund of an order not delivered yet (queued, waiting): it is never delivered afterwards. */
  ownerCancel: (actor: string): FailureText => ({ key: 'ownerCancel', params: { actor } }),
};
export const failureEnglish = (f: FailureText) => failureText((key, params) => botText('en', key, params), f);

/**
 * Player-readable texts of the shop engine in English (the spec gives none): what the API answers as
 * `{error, message}`. The refusals are `shopRefusals` rendered in English (one source: locales/en/shop.json);
 * the rest (waiting reasons, delivery errors) are stored with the purchase as written here.
 */
export const shopMessages = {
  get shopDisabled() {
    return en(r.shopDisabled);
  },
  kitDisabled: (kit: string) => en(r.kitDisabled(kit)),
  kitNotBuyable: (kit: string) => en(r.kitNotBuyable(kit)),
  kitEmpty: (kit: string) => en(r.kitEmpty(kit)),
  chooseItemGroup: (kit: string) => en(r.chooseItemGroup(kit)),
  serverDisabled: (server: string) => en(r.serverDisabled(server)),
  serverNotAllowed: (kit: string, server: string, allowed: string[]) =>
    en(r.serverNotAllowed(kit, server, allowed)),
  rankRequired: (kit: string, rank: string, verb: 'buy' | 'redeem') => en(r.rankRequired(kit, rank, verb)),
  discordRoleRequired: (kit: string, verb: 'buy' | 'redeem') => en(r.discordRoleRequired(kit, verb)),
  buyLimitReached: (kit: string, maxBuys: number, resetAt: string, resetsAt: string | null) =>
    en(r.buyLimitReached(kit, maxBuys, resetAt, resetsAt)),
  notEnoughCredits: (what: string, price: number, credits: number) =>
    en(r.notEnoughCredits(what, price, credits)),
  noVoucher: (kit: string) => en(r.noVoucher(kit)),
  get missingEosId() {
    return en(r.missingEosId);
  },
  get missingSteamId() {
    return en(r.missingSteamId);
  },
  get missingDiscordId() {
    return en(r.missingDiscordId);
  },
  retryNotFailed: 'Only failed or expired purchases can be retried.',
  notUnknown: 'Only purchases whose delivery is unknown need a decision.',
  alreadyRefunded: 'This purchase was already refunded.',
  refundChanged: (status: string) =>
    `This purchase changed while it was being refunded (it is now ${status}); look at it again.`,
  retryRefunded: 'An owner refunded this purchase; it cannot be retried (buy it again instead).',
  refundDelivering: 'This purchase is being delivered right now; refund it once the delivery has finished.',
  refundTooLarge: (paid: number) =>
    `The refund cannot be more than what was paid (${paid} ${paid === 1 ? 'credit' : 'credits'}).`,
  refundVoucher: 'A voucher redemption is refunded whole (the voucher goes back); leave the amount empty.',
  waitingForPlayer: (server: string) => waitingEnglish(waitingReasons.forPlayer(server)),
  waitingForServer: (server: string, error: string) =>
    waitingEnglish(waitingReasons.forServer(server, error)),
  expired: (hours: number, reason: string) =>
    `Not delivered within ${hours} ${hours === 1 ? 'hour' : 'hours'} (${reason.replace(/[.!]+$/, '')}).`,
  mayHaveRun: 'The game server did not answer in time; this command may have run.',
  idGone: (why: string) =>
    `The player no longer has the id this kit's commands need (${why.replace(/[.!]+$/, '')}).`,
  idChanged: (bought: string, sent: string) =>
    `The player's id changed after the purchase: bought as "${bought}", sent as "${sent}".`,
  interrupted:
    'The delivery was interrupted (the shop server stopped) before an answer to this command was recorded; ' +
    'it may have run.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order (another player, kit, server or item group). ' +
    'Nothing was charged; use a new key for a new order.',
  retryServerGone: 'The server of this purchase no longer exists.',
  retryNothingToSend: 'This purchase has no commands left to send.',
  voucherChangeInvalid: 'The voucher change must be a whole number.',
  get rankBuyingDisabled() {
    return en(r.rankBuyingDisabled);
  },
  rankNotBuyable: (rank: string) => en(r.rankNotBuyable(rank)),
  rankAlreadyHeld: (rank: string) => en(r.rankAlreadyHeld(rank)),
  playerHasRank: (player: string, rank: string) => en(r.playerHasRank(player, rank)),
  playerLacksRank: (player: string, rank: string) => en(r.playerLacksRank(player, rank)),
  get tradingNotAllowed() {
    return en(r.tradingNotAllowed);
  },
  get tradeWithSelf() {
    return en(r.tradeWithSelf);
  },
  notDelivered: 'Not sent: an earlier command failed.',
  couponInvalid: (code: string) => en(r.couponInvalid(code)),
  couponNotStarted: (code: string, from: string) => en(r.couponNotStarted(code, from)),
  couponExpired: (code: string) => en(r.couponExpired(code)),
  couponUsedUp: (code: string) => en(r.couponUsedUp(code)),
  couponPlayerLimit: (code: string, max: number) => en(r.couponPlayerLimit(code, max)),
  couponNotForKit: (code: string, kit: string) => en(r.couponNotForKit(code, kit)),
  couponNotForRank: (code: string) => en(r.couponNotForRank(code)),
  couponFirstPurchase: (code: string) => en(r.couponFirstPurchase(code)),
  couponMinPrice: (code: string, min: number) => en(r.couponMinPrice(code, min)),
  couponNotBetter: (code: string) => en(r.couponNotBetter(code)),
  soldOut: (kit: string) => en(r.soldOut(kit)),
  soldOutUntil: (kit: string, at: string) => en(r.soldOutUntil(kit, at)),
  priceChanged: (agreed: number, price: number) => en(r.priceChanged(agreed, price)),
  salePriceChanged: (shown: number, charged: number) => en(r.salePriceChanged(shown, charged)),
  waitingForRecipient: (player: string, server: string) =>
    waitingEnglish(waitingReasons.forRecipient(player, server)),
  get giftToSelf() {
    return en(r.giftToSelf);
  },
  get giftRecipientNotFound() {
    return en(r.giftRecipientNotFound);
  },
  giftRankRequired: (player: string, kit: string, rank: string) => en(r.giftRankRequired(player, kit, rank)),
  giftDiscordRoleRequired: (player: string, kit: string) => en(r.giftDiscordRoleRequired(player, kit)),
  giftMissingId: (player: string, kit: string) => en(r.giftMissingId(player, kit)),
  get giftsNotAvailable() {
    return en(r.giftsNotAvailable);
  },
};
