import type { Guild } from 'discord.js';
import { eq } from 'drizzle-orm';
import { type AppContext, ensureInstance } from '@asa/server';
import { botInstances } from '@asa/server/db';

// preferredLocale: left out, the stored one is kept
type GuildFacts = Pick<Guild, 'id' | 'name' | 'icon' | 'ownerId'> & Partial<Pick<Guild, 'preferredLocale'>>;

/**
 * guildCreate (joined, or seen at start): the guild's instance exists, is active, and has its name, icon and
 * preferred locale (the bot's language when the instance follows Discord).
 */
export async function onGuildAvailable(ctx: AppContext, guild: GuildFacts) {
  const g = { id: guild.id, name: guild.name, icon: guild.icon };
  return ensureInstance(ctx, {
    guildId: guild.id,
    guildName: guild.name,
    guildIconUrl: ctx.discord.guildIconUrl(g, 64),
    guildIconUrlBig: ctx.discord.guildIconUrl(g, 512),
    ownerId: guild.ownerId,
    guildLocale: guild.preferredLocale,
  });
}

/** guildDelete (the bot was removed; not an outage): the instance is set inactive, its data kept. */
export async function onGuildRemoved(ctx: AppContext, guildId: string) {
  await ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.guildId, guildId));
  ctx.cache.invalidate('instance');
}

/**
 * At start and on guildUpdate: refreshes name, icon, owner and preferred locale of guilds that already have
 * an instance (none is created).
 */
export async function refreshGuild(ctx: AppContext, guild: GuildFacts) {
  const g = { id: guild.id, name: guild.name, icon: guild.icon };
  await ctx.db
    .update(botInstances)
    .set({
      guildName: guild.name,
      guildIconUrl: ctx.discord.guildIconUrl(g, 64),
      guildIconUrlBig: ctx.discord.guildIconUrl(g, 512),
      ownerId: guild.ownerId,
      guildLocale: guild.preferredLocale,
    })
    .where(eq(botInstances.guildId, guild.id));
  ctx.cache.invalidate('instance');
}
