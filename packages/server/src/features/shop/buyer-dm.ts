import { giftMessageForDiscord } from '@asa/domain';
import type { InstanceRow } from '../bots/repo';
import type { QueuedMessage } from '../discord-activity/outbox';
import type { PlayerRow } from '../players/service';
import type { PurchaseRow } from './delivery';
import { plural } from './digest';

const clause = (error: string) => error.replace(/[.!]+$/, '');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** What the buyer got back, in their words. */
function buyerRefund(p: Pick<PurchaseRow, 'usedVoucher' | 'price' | 'refunded'>) {
  if (!p.refunded) return 'Nothing could be given back.';
  if (p.usedVoucher) return 'Your voucher was given back.';
  if (p.price <= 0) return 'Nothing was charged.';
  return `Your ${plural(p.price, 'credit')} ${p.price === 1 ? 'was' : 'were'} refunded.`;
}

/** The DM text of a purchase in its new state, or null when the buyer is not told about it. */
export function buyerDmText(p: PurchaseRow): string | null {
  const order = `Your order "${p.kitName}" on ${p.serverName}`;
  // delivered after waiting: the expiry clock starts at the first wait (and a retry clears it)
  if (p.status === 'delivered') return p.expiresAt ? `${order} has arrived. Enjoy!` : null;
  if (p.status === 'expired') return `${order} expired: ${lowerFirst(clause(p.error))}. ${buyerRefund(p)}`;
  if (p.status === 'failed') return `${order} could not be delivered: ${clause(p.error)}. ${buyerRefund(p)}`;
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
  const text = buyerDmText(p);
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
export function giftDmTexts(p: PurchaseRow): { recipient: string | null; buyer: string | null } {
  const from = p.giftFromName || 'Someone';
  const note = p.giftMessage ? ` Their message: "${giftMessageForDiscord(p.giftMessage)}"` : '';
  const order = `Your gift "${p.kitName}" for ${p.playerName} on ${p.serverName}`;
  if (p.status === 'delivered')
    return {
      recipient: `${from} sent you "${p.kitName}" on ${p.serverName}. It has arrived. Enjoy!${note}`,
      buyer: p.expiresAt ? `${order} has arrived.` : null,
    };
  if (p.status === 'expired')
    return { recipient: null, buyer: `${order} expired: ${lowerFirst(clause(p.error))}. ${buyerRefund(p)}` };
  if (p.status === 'failed')
    return {
      recipient: null,
      buyer: `${order} could not be delivered: ${clause(p.error)}. ${buyerRefund(p)}`,
    };
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
  const texts = giftDmTexts(p);
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
