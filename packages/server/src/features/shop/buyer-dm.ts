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
  if (!player?.discordId || !player.dmNotifications) return [];
  const text = buyerDmText(p);
  if (!text) return [];
  const id = `buyer-dm:${bot.id}:${p.id}:${p.attempts}:${p.status}`;
  return [{ id, botId: bot.id, channelId: '', userId: player.discordId, text }];
}
