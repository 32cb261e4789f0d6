import { cleanGiftMessage } from '@asa/domain';

/**
 * What `/buy ... for:<user>` knows and the later steps of the order flow (server and item-group menus,
 * whose custom ids carry only the recipient's player id) need: the recipient's Discord roles and the gift
 * message. Kept in this process for 15 minutes per buyer and recipient (a guild's interactions reach the
 * same shard); after a restart the gift goes out without message and as if the recipient held no roles.
 */
const TTL_MS = 15 * 60_000;
const MAX = 10_000;
const drafts = new Map<string, { roleIds: string[]; message: string; until: number }>();

export function rememberGiftDraft(
  buyerUserId: string,
  recipientId: number,
  roleIds: string[],
  message: string,
) {
  const now = Date.now();
  if (drafts.size >= MAX)
    for (const [k, v] of drafts) if (v.until <= now || drafts.size >= MAX) drafts.delete(k);
  drafts.set(`${buyerUserId}:${recipientId}`, {
    roleIds,
    message: cleanGiftMessage(message),
    until: now + TTL_MS,
  });
}

export function giftDraftOf(buyerUserId: string, recipientId: number) {
  const d = drafts.get(`${buyerUserId}:${recipientId}`);
  return d && d.until > Date.now() ? d : null;
}
