/**
 * The `code` of every refused shop action (server: features/shop/errors.ts, ShopError). Clients get it as
 * `code` next to `{error, message}` in the error answer, so programs (key API users, the dashboard) can tell
 * refusals apart without reading the player-facing `message`.
 */
export const shopErrorCodes = [
  'not_found',
  'shop_disabled',
  'kit_disabled',
  'kit_not_buyable',
  'kit_empty',
  'item_group_required',
  'server_disabled',
  'server_not_allowed',
  'rank_required',
  'discord_role_required',
  'buy_limit',
  'missing_eos_id',
  'missing_steam_id',
  'missing_discord_id',
  'not_enough_credits',
  'no_voucher',
  'invalid_count',
  'idempotency_conflict',
  'idempotency_key_reused',
  'not_failed',
  'server_gone',
  'nothing_to_send',
  'not_unknown',
  'rank_buying_disabled',
  'rank_not_buyable',
  'rank_already_held',
  'rank_not_held',
  'trading_not_allowed',
  'trade_with_self',
  'gift_to_self',
  'gifts_not_available',
] as const;
export type ShopErrorCode = (typeof shopErrorCodes)[number];
