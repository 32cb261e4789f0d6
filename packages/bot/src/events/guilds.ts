import type { Guild } from 'discord.js';
import { eq } from 'drizzle-orm';
import type { AppContext } from '@asa/server/context';
import { botInstances } from '@asa/server/db/schema';
import { ensureInstance } from '@asa/server/features/bots/service';

/** guildCreate (joined, or seen at start): the guild's instance exists, is active, and has its name and icon. */
export async function onGuildAvailable(
  ctx: AppContext,
  guild: Pick<Guild, 'id' | 'name' | 'icon' | 'ownerId'>,
) {
  const g = { id: guild.id, name: guild.name, icon: guild.icon };
  return ensureInstance(ctx, {
    guildId: guild.id,
    guildName: guild.name,
    guildIconUrl: ctx.discord.guildIconUrl(g, 64),
    guildIconUrlBig: ctx.discord.guildIconUrl(g, 512),
    ownerId: guild.ownerId,
  });
}

/** guildDelete (the bot was removed; not an outage): the instance is set inactive, its data kept. */
export async function onGuildRemoved(ctx: AppContext, guildId: string) {
  await ctx.db.update(botInstances).set({ isActive: false }).where(eq(botInstances.guildId, guildId));
  ctx.cache.invalidate('instance');
}

/** At start: refreshes name, icon and owner of guilds that already have an instance (none is created). */
export async function refreshGuild(ctx: AppContext, guild: Pick<Guild, 'id' | 'name' | 'icon' | 'ownerId'>) {
  const g = { id: guild.id, name: guild.name, icon: guild.icon };
  await ctx.db
    .update(botInstances)
    .set({
      guildName: guild.name,
      guildIconUrl: ctx.discord.guildIconUrl(g, 64),
      guildIconUrlBig: ctx.discord.guildIconUrl(g, 512),
      ownerId: guild.ownerId,
    })
    .where(eq(botInstances.guildId, guild.id));
  ctx.cache.invalidate('instance');
}
