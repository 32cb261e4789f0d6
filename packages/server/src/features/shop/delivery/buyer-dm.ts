import {
  botText,
  errorText,
  giftMessageForDiscord,
  isFailureKey,
  type BotTextKey,
  type Language,
  type TextParams,
} from '@asa/domain';
import type { InstanceRow } from '../../bots/repo';
import { instanceLanguage } from '../../bots/service';
import type { QueuedMessage } from '../../discord-activity/outbox';
import type { PlayerRow } from '../../players/service';
import type { purchases } from '../../../db/schema';

/** A purchase row (as delivery.ts's PurchaseRow; declared here so this module does not import delivery.ts). */
type PurchaseRow = typeof purchases.$inferSelect;

const clause = (error: string) => error.replace(/[.!]+$/, '');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** Why it was given back, in `lang` when it is one of the shop's own reasons (a key), else as stored. */
const errorIn = (lang: Language, p: Pick<PurchaseRow, 'error' | 'errorKey' | 'errorParams'>) =>
  errorText((key, params) => botText(lang, key, params), {
    error: p.error,
    failure: isFailureKey(p.errorKey) ? { key: p.errorKey, params: p.errorParams } : null,
  });

/** What the buyer got back, in their words (an owner's partial refund: the credits it gave back). */
function buyerRefund(
  lang: Language,
  p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded' | 'refundAmount'>,
) {
  if (!p.refunded) return botText(lang, 'dmNothingBack');
  if (p.usedVoucher) return botText(lang, 'voucherBack');
  const back = p.refundAmount ?? p.price;
  if (back <= 0) return botText(lang, 'dmNothingCharged');
  return botText(lang, 'dmCreditsRefunded', { count: back });
}

/**
 * The DM text of a purchase in its new state (in the instance's language: DMs are written like the bot's
 * replies), or null when the buyer is not told about it.
 */
export function buyerDmText(p: PurchaseRow, lang: Language = 'en'): string | null {
  const say = (key: BotTextKey, params: TextParams = {}) =>
    botText(lang, key, { kit: p.kitName, server: p.serverName, refund: buyerRefund(lang, p), ...params });
  // delivered after waiting: the expiry clock starts at the first wait (and a retry clears it)
  if (p.status === 'delivered') return p.expiresAt ? say('dmArrived') : null;
  if (p.status === 'expired') return say('dmExpired', { reason: lowerFirst(clause(errorIn(lang, p))) });
  if (p.status === 'failed') return say('dmFailed', { reason: clause(errorIn(lang, p)) });
  return null;
}

/**
 * The buyer's Discord DM (outbox, `userId` set) about a purchase that was delivered after waiting, expired
 * or failed: only to a player with a Discord id who has not switched DMs off in the portal. Keyed by
 * instance, purchase, attempt and outcome, like the kit log, so a transition queues it once.
 */
export function buyerDm(bot: InstanceRow, p: PurchaseRow, player: PlayerRow | undefined): QueuedMessage[] {
  if (p.isGift) return []; // the player is the recipient: giftDms tell both
  if (!player?.discordId || !player.dmNotifications) return [];
  const text = buyerDmText(p, instanceLanguage(bot));
  if (!text) return [];
  const id = `buyer-dm:${bot.id}:${p.id}:${p.attempts}:${p.status}`;
  return [{ id, botId: bot.id, channelId: '', userId: player.discordId, text }];
}

/** A player who gets DMs: has a Discord id and did not switch them off. */
const dmable = (p: PlayerRow | undefined): p is PlayerRow => !!p?.discordId && p.dmNotifications;

/**
 * The DM texts of a gift in its new state: to the recipient when it arrived (`Dodo sent you "Starter" on
 * The Island. It has arrived.` and the buyer's message, escaped for Discord); to the buyer when it arrived
 * after waiting, or failed / expired (with the refund, which goes to the buyer).
 */
export function giftDmTexts(
  p: PurchaseRow,
  lang: Language = 'en',
): { recipient: string | null; buyer: string | null } {
  const say = (key: BotTextKey, params: TextParams = {}) =>
    botText(lang, key, {
      kit: p.kitName,
      server: p.serverName,
      player: p.playerName,
      refund: buyerRefund(lang, p),
      ...params,
    });
  if (p.status === 'delivered') {
    const from = p.giftFromName || say('giftSomeone');
    const note = p.giftMessage
      ? ` ${say('giftNote', { message: giftMessageForDiscord(p.giftMessage) })}`
      : '';
    return {
      recipient: `${say('giftReceived', { from })}${note}`,
      buyer: p.expiresAt ? say('giftArrived') : null,
    };
  }
  if (p.status === 'expired')
    return { recipient: null, buyer: say('giftExpired', { reason: lowerFirst(clause(errorIn(lang, p))) }) };
  if (p.status === 'failed')
    return { recipient: null, buyer: say('giftFailed', { reason: clause(errorIn(lang, p)) }) };
  return { recipient: null, buyer: null };
}

/**
 * The DMs of a gift (outbox rows keyed like buyerDm, `gift-dm:<to>:...`): each once per transition, only to
 * players with a Discord id who have not switched DMs off.
 */
export function giftDms(
  bot: InstanceRow,
  p: PurchaseRow,
  recipient: PlayerRow | undefined,
  buyer: PlayerRow | undefined,
): QueuedMessage[] {
  if (!p.isGift) return [];
  const texts = giftDmTexts(p, instanceLanguage(bot));
  const key = `${bot.id}:${p.id}:${p.attempts}:${p.status}`;
  const out: QueuedMessage[] = [];
  if (texts.recipient && dmable(recipient))
    out.push({
      id: `gift-dm:recipient:${key}`,
      botId: bot.id,
      channelId: '',
      userId: recipient.discordId,
      text: texts.recipient,
    });
  if (texts.buyer && dmable(buyer))
    out.push({
      id: `gift-dm:buyer:${key}`,
      botId: bot.id,
      channelId: '',
      userId: buyer.discordId,
      text: texts.buyer,
    });
  return out;
}
