import { apiV1Messages } from './api-v1';
import { errorMessages, type ErrorCode } from './error-codes';
import { messages } from './messages';

/**
 * The code of an error answer by its (spec) message, so `forbidden(messages.kitLimitReached)` answers
 * `code: 'kit_limit'` without naming it. One message has one code; a message not listed gets its status's
 * code (`statusErrorCodes`) unless the call site names one.
 */
const byMessage = new Map<string, ErrorCode>([
  [messages.noView, 'forbidden'],
  [errorMessages.notLoggedIn, 'not_logged_in'],
  [errorMessages.internalError, 'internal_error'],
  [errorMessages.databaseUnavailable, 'database_unavailable'],
  [errorMessages.duplicateDiscordId, 'duplicate_discord_id'],
  [errorMessages.portalOff, 'portal_off'],
  [errorMessages.kitsNotOffered, 'kits_not_offered'],
  [errorMessages.ranksNotOffered, 'ranks_not_offered'],
  [errorMessages.inGameShopOff, 'in_game_shop_off'],
  [errorMessages.giftOnlyBought, 'gift_only_bought'],
  [errorMessages.playerSearchMembersOnly, 'player_search_members_only'],
  [messages.sortingIndexTaken, 'sorting_index_taken'],
  [messages.serverLimitReached, 'server_limit'],
  [messages.rankLimitReached, 'rank_limit'],
  [messages.buyableRankLimitReached, 'buyable_rank_limit'],
  [messages.kitLimitReached, 'kit_limit'],
  [messages.itemLimitReached, 'item_limit'],
  [messages.creditsBelowZero, 'credits_below_zero'],
  [messages.balanceTooLarge, 'balance_too_large'],
  [messages.apiAccessTier, 'tier_required'],
  [messages.webhooksTier, 'tier_required'],
  [messages.votingTier, 'tier_required'],
  [messages.tip4ServTier, 'tier_required'],
  [messages.userPortalTier, 'tier_required'],
  [messages.inGameShopTier, 'tier_required'],
  [messages.playtimeTier, 'tier_required'],
  [messages.deleteManyNotOfBot, 'not_of_instance'],
  [apiV1Messages.keyMissing, 'api_key_invalid'],
  [apiV1Messages.disabled, 'api_disabled'],
  [apiV1Messages.inactive, 'instance_inactive'],
]);

/** The code `message` names, if it is one of the listed texts. */
export const errorCodeOfMessage = (message: string): ErrorCode | undefined => byMessage.get(message);
