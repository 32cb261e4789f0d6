import type { AppContext } from '../../context';

/** Discord channel types: 0 text, 4 category, 5 announcement, 15 forum. */
const TEXT_TYPES = new Set([0, 5]);

export async function guildChannels(ctx: AppContext, guildId: string, kind: 'text' | 'category') {
  const all = await ctx.discord.channels(guildId);
  return all
    .filter((c) => (kind === 'category' ? c.type === 4 : TEXT_TYPES.has(c.type)))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((c) => ({ id: c.id, name: c.name, type: c.type, parentId: c.parent_id ?? '' }));
}

export async function guildRoles(ctx: AppContext, guildId: string) {
  const all = await ctx.discord.roles(guildId);
  return all
    .filter((r) => r.name !== '@everyone' && !r.managed)
    .sort((a, b) => b.position - a.position)
    .map((r) => ({ id: r.id, name: r.name, color: r.color }));
}
