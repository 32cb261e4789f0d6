import { shopErrorCodes } from './shop-error-codes';

/**
 * The `code` of every error answer that is not a shop refusal (those are `shopErrorCodes`). A code is
 * stable: programs and the dashboard's catalogue (web apiErrors) key on it, so a code is added or
 * deprecated, never renamed. `message` stays the readable (spec) text. The server finds a code from the
 * answer's message (`errorCodeOfMessage`), or the call site names it, or the status gives the fallback
 * (`statusErrorCodes`).
 */
export const httpErrorCodes = [
  // fallbacks by status
  'invalid_input',
  'not_logged_in',
  'forbidden',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'internal_error',
  'upstream_failed',
  'unavailable',
  // one per message that tells a rule apart
  'database_unavailable',
  'sorting_index_taken',
  'server_limit',
  'rank_limit',
  'buyable_rank_limit',
  'kit_limit',
  'item_limit',
  'credits_below_zero',
  'balance_too_large',
  'tier_required',
  'not_of_instance',
  'api_key_invalid',
  'api_disabled',
  'instance_inactive',
  'duplicate_discord_id',
  'coupon_code_taken',
  'portal_off',
  'kits_not_offered',
  'ranks_not_offered',
  'in_game_shop_off',
  'gift_only_bought',
  'player_search_members_only',
] as const;
export type HttpErrorCode = (typeof httpErrorCodes)[number];

/** Every error code, each listed once (a shop refusal's `not_found` is also the generic 404's). */
export const errorCodes = [...httpErrorCodes, ...shopErrorCodes] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code of an error answer no rule named, by its HTTP status. */
export const statusErrorCodes: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'not_logged_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'upstream_failed',
  503: 'unavailable',
};

/** The code for `status`: its fallback, `internal_error` for a status without one (5xx), else `invalid_input`. */
export const errorCodeOfStatus = (status: number): ErrorCode =>
  statusErrorCodes[status] ?? (status >= 500 ? 'internal_error' : 'invalid_input');

/**
 * Codes the dashboard's catalogue (web src/locales/<lang>/apiErrors.json) has no text for, and why:
 * `program` only programs meet them (the key API, webhooks of providers, a misuse of the API a screen never
 * makes); `details` their message names things or numbers a fixed text would lose, so the dashboard shows
 * the message (German for a spec text by the `messages` catalogue). Every other code has an English and a
 * German text (test: packages/domain/test/error-code-texts.test.ts).
 */
export const errorCodesWithoutText: Partial<Record<ErrorCode, 'program' | 'details'>> = {
  invalid_input: 'details',
  forbidden: 'details',
  not_found: 'details',
  conflict: 'details',
  unprocessable: 'details',
  rate_limited: 'details',
  upstream_failed: 'details',
  tier_required: 'details',
  coupon_code_taken: 'details',
  payload_too_large: 'program',
  unsupported_media_type: 'program',
  api_key_invalid: 'program',
  api_disabled: 'program',
  instance_inactive: 'program',
  // shop refusals naming a kit, server, rank, coupon, player or number
  kit_disabled: 'details',
  kit_not_buyable: 'details',
  kit_empty: 'details',
  item_group_required: 'details',
  server_disabled: 'details',
  server_not_allowed: 'details',
  rank_required: 'details',
  discord_role_required: 'details',
  buy_limit: 'details',
  missing_eos_id: 'details',
  missing_steam_id: 'details',
  missing_discord_id: 'details',
  not_enough_credits: 'details',
  no_voucher: 'details',
  invalid_count: 'details',
  already_refunded: 'details',
  refund_too_large: 'details',
  purchase_changed: 'details',
  rank_not_buyable: 'details',
  rank_already_held: 'details',
  rank_not_held: 'details',
  coupon_invalid: 'details',
  coupon_not_started: 'details',
  coupon_expired: 'details',
  coupon_used_up: 'details',
  coupon_player_limit: 'details',
  coupon_not_for_kit: 'details',
  coupon_first_purchase: 'details',
  coupon_min_price: 'details',
  coupon_not_better: 'details',
  sold_out: 'details',
  transfer_too_small: 'details',
  transfer_too_large: 'details',
  transfer_daily_limit: 'details',
  transfer_account_too_new: 'details',
  price_changed: 'details',
  // retried orders and transfers of programs (Idempotency-Key)
  idempotency_conflict: 'program',
  idempotency_key_reused: 'program',
  transfer_key_reused: 'program',
};

/** The fixed messages of error answers that are not spec or shop texts. */
export const errorMessages = {
  notLoggedIn: 'Not logged in.',
  internalError: 'Internal Server Error',
  databaseUnavailable: 'The database is not reachable at the moment. Try again in a few seconds.',
  duplicateDiscordId: 'A player with this Discord ID already exists.',
  // the player portal
  portalOff: 'This player portal does not exist or is not enabled.',
  kitsNotOffered: 'Kits are not offered in this portal.',
  ranksNotOffered: 'Shop ranks are not offered in this portal.',
  inGameShopOff: 'The in-game shop is not switched on for this community.',
  giftOnlyBought: 'A gift is bought with credits; vouchers cannot be given away.',
  playerSearchMembersOnly: "Only this community's players can search its players.",
} as const;
