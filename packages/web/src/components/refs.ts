import type { DiscordChannel, DiscordRole, ShopRank } from '@asa/domain';
import { translate } from '../lib/i18n';

/** SPEC 4: unset shows None / No Role / No Channel; a deleted reference shows DELETED ROLE / CHANNEL / RANK. */
export function channelName(id: string, channels: DiscordChannel[]) {
  if (!id) return translate('common.noChannel');
  return channels.find((c) => c.id === id)?.name ?? translate('common.deletedChannel');
}
export function roleName(id: string, roles: DiscordRole[], unset = translate('common.noRole')) {
  if (!id) return unset;
  return roles.find((r) => r.id === id)?.name ?? translate('common.deletedRole');
}
export function rankName(id: number | null, ranks: ShopRank[]) {
  if (id === null || id === 0) return translate('common.none');
  return ranks.find((r) => r.id === id)?.name ?? translate('common.deletedRank');
}
