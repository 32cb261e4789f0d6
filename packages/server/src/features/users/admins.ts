import { asc, eq } from 'drizzle-orm';
import { Role, Tier } from '@asa/domain';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { botInstances, users } from '../../db/schema';

/**
 * Makes a Discord user a site admin (or a normal user again). A user who never logged in is created, so
 * the role is theirs at the first login (the login keeps an existing user's role).
 */
export async function setSiteRole(db: Db, discordId: string, role: Role.Admin | Role.User) {
  const [before] = await db.select().from(users).where(eq(users.discordId, discordId)).limit(1);
  const [user] = await db
    .insert(users)
    .values({ discordId, role })
    .onConflictDoUpdate({ target: users.discordId, set: { role } })
    .returning();
  return { user: user!, before: (before?.role ?? null) as Role | null };
}

/** ADMIN_DISCORD_IDS at start: every listed user is a site admin. Answers those who were not one yet. */
export async function grantConfiguredAdmins(db: Db, discordIds: string[]): Promise<UserRow[]> {
  const changed: UserRow[] = [];
  for (const id of discordIds) {
    const { user, before } = await setSiteRole(db, id, Role.Admin);
    if (before !== Role.Admin) changed.push(user);
  }
  return changed;
}

export const listAdmins = (db: Db) =>
  db.select().from(users).where(eq(users.role, Role.Admin)).orderBy(asc(users.id));

/**
 * The tier of the guild's instance: it is its owner's tier (docs/tiers.md), so the owner's user row
 * changes (their other instances with it). Answers null when no instance has that guild.
 */
export async function setGuildTier(db: Db, guildId: string, tier: Tier) {
  const [bot] = await db.select().from(botInstances).where(eq(botInstances.guildId, guildId)).limit(1);
  if (!bot) return null;
  const [before] = await db.select().from(users).where(eq(users.discordId, bot.ownerId)).limit(1);
  const [owner] = await db
    .insert(users)
    .values({ discordId: bot.ownerId, tier })
    .onConflictDoUpdate({ target: users.discordId, set: { tier } })
    .returning();
  const others = await db
    .select({ guildId: botInstances.guildId })
    .from(botInstances)
    .where(eq(botInstances.ownerId, bot.ownerId));
  return {
    owner: owner!,
    before: (before?.tier ?? null) as Tier | null,
    guilds: others.map((o) => o.guildId),
  };
}
