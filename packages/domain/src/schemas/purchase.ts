import { z } from 'zod';
import { id } from './common';
import { PurchaseGift } from './gift';
import { commandStatuses, purchaseResolutions, purchaseStatuses } from '../purchase-states';

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
  /** True once the credits were refunded or the voucher given back after a failed delivery. */
  refunded: z.boolean(),
  /** Kept for older screens: one entry per command, ok = delivered. */
  results: z.array(PurchaseCommandResult),
  /** Per-command progress, in sending order. */
  commands: z.array(PurchaseCommandView),
  /** Why a purchase is `waiting` (player-readable), '' otherwise. */
  waitingReason: z.string(),
  /** The kit needed the buyer on the server when it was bought. */
  mustBeOnline: z.boolean(),
  /** Waiting purchases are given back at this time (null when not waiting). */
  expiresAt: z.string().nullable(),
  /** Delivery attempts so far (the queue's retries count). */
  attempts: z.number().int(),
  error: z.string(),
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

/**
 * Why an order stands where it stands, in the player's words, shown next to it in the portal's "My orders"
 * and the bot's /orders ('' for a delivered order).
 */
export function orderReason(
  p: Pick<PurchaseView, 'status' | 'waitingReason' | 'error' | 'refunded' | 'usedVoucher'>,
): string {
  switch (p.status) {
    case 'delivered':
      return '';
    case 'waiting':
      return p.waitingReason;
    case 'queued':
    case 'delivering':
      return 'Being delivered now.';
    case 'unknown':
      return "The shop's staff check whether it arrived.";
    default: {
      const back = p.usedVoucher ? 'Your voucher was given back.' : 'Your credits were refunded.';
      return [p.error, p.refunded ? back : ''].filter(Boolean).join(' ');
    }
  }
}

/** House-style aliases (camelCase schema names like kitSchema, playerSchema). */
export const purchaseViewSchema = PurchaseView;
export const purchaseStatusSchema = PurchaseStatus;
export const purchaseSourceSchema = PurchaseSource;

const q = (name: string) => `"${name}"`;

/**
 * Player-readable texts of the shop engine (the spec gives none). Functions take the names to show; the
 * server answers them as `{error, message}` and the Discord bot / portal show `message` as is.
 */
export const shopMessages = {
  shopDisabled: 'The shop is closed at the moment.',
  kitDisabled: (kit: string) => `${q(kit)} is not available at the moment.`,
  kitNotBuyable: (kit: string) => `${q(kit)} cannot be bought; it can only be redeemed with a voucher.`,
  kitEmpty: (kit: string) => `${q(kit)} has no items to deliver.`,
  chooseItemGroup: (kit: string) => `Choose one of the item groups of ${q(kit)}.`,
  serverDisabled: (server: string) => `The server ${q(server)} is not available at the moment.`,
  serverNotAllowed: (kit: string, server: string, allowed: string[]) =>
    allowed.length
      ? `${q(kit)} cannot be delivered to ${q(server)}. Choose one of: ${allowed.join(', ')}.`
      : `${q(kit)} cannot be delivered to any server at the moment.`,
  rankRequired: (kit: string, rank: string, verb: 'buy' | 'redeem') =>
    `You need the shop rank ${q(rank)} to ${verb} ${q(kit)}.`,
  discordRoleRequired: (kit: string, verb: 'buy' | 'redeem') =>
    `You need the required Discord role to ${verb} ${q(kit)}.`,
  buyLimitReached: (kit: string, maxBuys: number, period: string, resetsAt: string | null) =>
    `You have reached the limit of ${maxBuys} purchase${maxBuys === 1 ? '' : 's'} of ${q(kit)}${period}.` +
    (resetsAt ? ` It resets at ${resetsAt}.` : ''),
  notEnoughCredits: (what: string, price: number, credits: number) =>
    `${q(what)} costs ${price} credits, but you have only ${credits}.`,
  noVoucher: (kit: string) => `You have no voucher for ${q(kit)}.`,
  missingEosId: 'Register your EOS ID with /register first.',
  missingSteamId: 'This kit needs your Steam ID. Ask an admin to add it to your player profile.',
  missingDiscordId: 'This kit needs your Discord account. Ask an admin to link it to your player profile.',
  retryNotFailed: 'Only failed or expired purchases can be retried.',
  notUnknown: 'Only purchases whose delivery is unknown need a decision.',
  waitingForPlayer: (server: string) => `Waiting for you to join ${server}.`,
  waitingForServer: (server: string, error: string) =>
    `Waiting for ${server} to come back (${error.replace(/[.!]+$/, '')}).`,
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
  rankBuyingDisabled: 'Shop ranks cannot be bought at the moment.',
  rankNotBuyable: (rank: string) => `The shop rank ${q(rank)} cannot be bought.`,
  rankAlreadyHeld: (rank: string) => `You already have the shop rank ${q(rank)}.`,
  playerHasRank: (player: string, rank: string) => `${player} already has the shop rank ${q(rank)}.`,
  playerLacksRank: (player: string, rank: string) => `${player} does not have the shop rank ${q(rank)}.`,
  tradingNotAllowed: 'Trading shop ranks is not allowed in this community.',
  tradeWithSelf: 'Choose another player to trade with.',
  notDelivered: 'Not sent: an earlier command failed.',
  couponInvalid: (code: string) => `There is no coupon ${q(code)}.`,
  couponNotStarted: (code: string, from: string) => `The coupon ${q(code)} can be used from ${from} on.`,
  couponExpired: (code: string) => `The coupon ${q(code)} has expired.`,
  couponUsedUp: (code: string) => `The coupon ${q(code)} has been used up.`,
  couponPlayerLimit: (code: string, max: number) =>
    `You have already used the coupon ${q(code)} ${max === 1 ? 'once' : `${max} times`}, its limit per player.`,
  couponNotForKit: (code: string, kit: string) => `The coupon ${q(code)} is not valid for ${q(kit)}.`,
  couponNotForRank: (code: string) => `The coupon ${q(code)} is only for holders of certain shop ranks.`,
  couponFirstPurchase: (code: string) => `The coupon ${q(code)} is only valid on your first purchase.`,
  couponMinPrice: (code: string, min: number) =>
    `The coupon ${q(code)} is valid on kits of at least ${min} credits.`,
  couponNotBetter: (code: string) =>
    `Your shop-rank discount is already better than the coupon ${q(code)}; buy without it.`,
  soldOut: (kit: string) => `${q(kit)} is sold out.`,
  soldOutUntil: (kit: string, at: string) => `${q(kit)} is sold out until ${at}.`,
  salePriceChanged: (shown: number, charged: number) =>
    `The price changed to ${charged} credits (you were shown ${shown}): the sale ${charged > shown ? 'ended' : 'started'} before your order was charged.`,
  waitingForRecipient: (player: string, server: string) => `Waiting for ${player} to join ${server}.`,
  giftToSelf: 'You cannot send a gift to yourself; buy the kit instead.',
  giftRecipientNotFound: 'The recipient is not a registered player of this community.',
  giftRankRequired: (player: string, kit: string, rank: string) =>
    `${player} needs the shop rank ${q(rank)} to receive ${q(kit)}.`,
  giftDiscordRoleRequired: (player: string, kit: string) =>
    `${player} does not have the Discord role needed to receive ${q(kit)}.`,
  giftBuyLimitReached: (
    player: string,
    kit: string,
    maxBuys: number,
    period: string,
    resetsAt: string | null,
  ) =>
    `${player} has reached the limit of ${maxBuys} purchase${maxBuys === 1 ? '' : 's'} of ${q(kit)}${period}.` +
    (resetsAt ? ` It resets at ${resetsAt}.` : ''),
  giftMissingId: (player: string, kit: string) =>
    `${player} cannot receive ${q(kit)} yet: the kit needs an id they have not registered.`,
  giftsNotAvailable: 'Gifts are not available in this community.',
} as const;
