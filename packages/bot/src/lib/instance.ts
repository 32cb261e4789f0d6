import { and, eq } from 'drizzle-orm';
import type { BotInstance } from '@asa/domain';
import { type AppContext, type InstanceRow, toBotInstance } from '@asa/server';
import { botInstances } from '@asa/server/db';

export interface GuildInstance {
  row: InstanceRow;
  bot: BotInstance;
}

/**
 * The active bot instance of a Discord guild, read fresh from the database on every call, so a change
 * saved on the dashboard applies to the next command without a restart.
 */
export async function instanceForGuild(ctx: AppContext, guildId: string): Promise<GuildInstance | null> {
  const [row] = await ctx.db
    .select()
    .from(botInstances)
    .where(and(eq(botInstances.guildId, guildId), eq(botInstances.isActive, true)))
    .limit(1);
  return row ? { row, bot: toBotInstance(ctx, row) } : null;
}

/** Active instances of the given guilds (all active ones when `guildIds` is undefined). */
export async function activeInstances(ctx: AppContext, guildIds?: Iterable<string>) {
  const rows = await ctx.db.select().from(botInstances).where(eq(botInstances.isActive, true));
  if (!guildIds) return rows;
  const wanted = new Set(guildIds);
  return rows.filter((r) => wanted.has(r.guildId));
}
