import type { DiscordChannel, DiscordRole, ShopRank } from '@asa/domain';

/** SPEC 4: unset shows None / No Role / No Channel; a deleted reference shows DELETED ROLE / CHANNEL / RANK. */
export function channelName(id: string, channels: DiscordChannel[]) {
  if (!id) return 'No Channel';
  return channels.find((c) => c.id === id)?.name ?? 'DELETED CHANNEL';
}
export function roleName(id: string, roles: DiscordRole[], unset = 'No Role') {
  if (!id) return unset;
  return roles.find((r) => r.id === id)?.name ?? 'DELETED ROLE';
}
export function rankName(id: number | null, ranks: ShopRank[]) {
  if (id === null || id === 0) return 'None';
  return ranks.find((r) => r.id === id)?.name ?? 'DELETED RANK';
}
