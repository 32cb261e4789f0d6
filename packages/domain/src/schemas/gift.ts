import { z } from 'zod';

/** The longest gift message, in characters (after cleaning). */
export const GIFT_MESSAGE_MAX = 200;
/** The player search of the gift dialog: shortest query and most rows answered. */
export const PLAYER_SEARCH_MIN = 2;
export const PLAYER_SEARCH_LIMIT = 10;

/**
 * A gift message as stored: NFC, control and invisible format characters (newlines, right-to-left
 * overrides, zero-width) dropped, whitespace collapsed, cut to GIFT_MESSAGE_MAX characters. Shown escaped
 * in Discord (giftMessageForDiscord) and as ASCII in game (giftMessageAscii).
 */
export const cleanGiftMessage = (s: string) =>
  [
    ...s
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, GIFT_MESSAGE_MAX)
    .join('')
    .trim();

/**
 * A stored gift message for a Discord text: markdown characters escaped and every `@`, `#` and `<` made
 * inert (a zero-width space after `@`/`#`, `<` as a look-alike), so it cannot mention anyone, link a channel
 * or change the message's formatting.
 */
export const giftMessageForDiscord = (s: string) =>
  s
    .replace(/[\\*_~`|>[\]()-]/g, (c) => `\\${c}`)
    .replace(/[@#]/g, (c) => `${c}\u200b`)
    .replace(/</g, '\u2039');

/** A stored gift message for the game's chat: printable ASCII only (others dropped), quotes dropped. */
export const giftMessageAscii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["'`\\]/g, '')
    .trim();

/** A gift's part of a purchase (null when the purchase is not a gift). */
export const PurchaseGift = z.object({
  /** The buyer who paid (null once deleted); the purchase's player is the recipient. */
  fromPlayerId: z.number().int().positive().nullable(),
  fromName: z.string(),
  message: z.string(),
});
export type PurchaseGift = z.infer<typeof PurchaseGift>;

/** An optional gift message in an order: at most GIFT_MESSAGE_MAX characters once cleaned. */
export const GiftMessage = z
  .string()
  .max(GIFT_MESSAGE_MAX * 4)
  .transform(cleanGiftMessage)
  .optional();

/** The portal's player search (recipient of a gift). */
export const PlayerSearchQuery = z.object({ q: z.string().trim().min(PLAYER_SEARCH_MIN).max(64) });
export const PlayerSearchHit = z.object({ id: z.number().int().positive(), name: z.string() });
export type PlayerSearchHit = z.infer<typeof PlayerSearchHit>;
export const PlayerSearchResult = z.object({ rows: z.array(PlayerSearchHit) });
