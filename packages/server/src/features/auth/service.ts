/** Sign-in: sessions, OAuth states and the users a login creates (the auth plugin, the jobs and Nitrado's OAuth call it too). */
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { Role } from '@asa/domain';
import type { AppContext } from '../../context';
import { oauthStates, sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { ensureInstance } from '../bots/service';

/**
 * Creates a session and returns its token; only the token's hash is stored. A session ends SESSION_DAYS
 * after the login (absolute) or SESSION_IDLE_HOURS after its last use (idle), whichever comes first.
 */
export async function createSession(ctx: AppContext, userId: number, userAgent = ''): Promise<string> {
  const token = randomToken(32);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionDays * 86_400_000);
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    lastUsedAt: now,
    userAgent: userAgent.slice(0, 300),
  });
  return token;
}

/** Oldest last use a live session may have. */
export const idleCutoff = (ctx: AppContext) =>
  new Date(ctx.now().getTime() - ctx.config.sessionIdleHours * 3_600_000);

/** Last use is written at most this often per session (not on every request). */
export const TOUCH_EVERY_MS = 60_000;

/** Records a use of the session when the stored one is older than a minute; returns the time written, if any. */
export async function touchSession(ctx: AppContext, tokenHash: string, lastUsedAt: Date) {
  const now = ctx.now();
  if (now.getTime() - lastUsedAt.getTime() < TOUCH_EVERY_MS) return undefined;
  await ctx.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return now;
}

/** Job: deletes sessions past their absolute end or idle for longer than SESSION_IDLE_HOURS. */
export async function pruneSessions(ctx: AppContext) {
  await ctx.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, ctx.now()), lt(sessions.lastUsedAt, idleCutoff(ctx))));
}

/** The user's live sessions, newest use first (never the token or its hash). */
export async function listSessions(ctx: AppContext, userId: number, currentHash: string) {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, ctx.now()),
        gt(sessions.lastUsedAt, idleCutoff(ctx)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    userAgent: r.userAgent,
    current: r.tokenHash === currentHash,
  }));
}

/** Ends one of the user's sessions (false when it is not theirs or does not exist). */
export async function revokeSessionById(ctx: AppContext, userId: number, id: number) {
  const rows = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  for (const r of rows) ctx.cache.invalidate('session', r.tokenHash);
  return rows.length > 0;
}

export async function revokeSession(ctx: AppContext, token: string) {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  ctx.cache.invalidate('session', sha256(token));
}

const STATE_TTL_MS = 10 * 60_000;

export async function createState(ctx: AppContext, purpose: string, data: Record<string, unknown> = {}) {
  const state = randomToken(18);
  await ctx.db.insert(oauthStates).values({ state, purpose, data, createdAt: ctx.now() });
  return state;
}

/** Takes a state once: answers its data when it exists, is for this purpose and is younger than 10 minutes. */
export async function takeState(ctx: AppContext, state: string, purpose: string) {
  if (!state) return null;
  const rows = await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.purpose, purpose)))
    .returning();
  await ctx.db
    .delete(oauthStates)
    .where(lt(oauthStates.createdAt, new Date(ctx.now().getTime() - STATE_TTL_MS)));
  const row = rows[0];
  if (!row || ctx.now().getTime() - row.createdAt.getTime() > STATE_TTL_MS) return null;
  return row.data;
}

/** Demo mode: the seeded person's user id, their last login set to now. */
export async function demoLogin(ctx: AppContext, discordId: string): Promise<number> {
  const [row] = await ctx.db.select().from(users).where(eq(users.discordId, discordId)).limit(1);
  if (!row) throw badRequest('The demo data is missing; restart the server to seed it.');
  await ctx.db.update(users).set({ lastLogin: ctx.now() }).where(eq(users.id, row.id));
  ctx.cache.invalidate('user', row.id);
  return row.id;
}

type Discord = AppContext['discord'];

/**
 * A finished Discord login: creates or updates the user (their tokens encrypted) and refreshes the names and
 * icons of the guilds they own that already have the bot. A user created by a portal login (`asPlayer`) is a
 * player (UserPortal); an existing user keeps their role.
 */
export async function saveDiscordLogin(
  ctx: AppContext,
  login: {
    token: Awaited<ReturnType<Discord['exchangeCode']>>;
    me: Awaited<ReturnType<Discord['me']>>;
    guilds: Awaited<ReturnType<Discord['myGuilds']>>;
    asPlayer: boolean;
  },
) {
  const { discord } = ctx;
  const { token, me, guilds } = login;
  const values = {
    discordId: me.id,
    username: me.global_name || me.username,
    avatarUrl: discord.avatarUrl(me),
    email: me.email ?? '',
    accessToken: ctx.secrets.encrypt(token.access_token),
    refreshToken: ctx.secrets.encrypt(token.refresh_token ?? ''),
    lastLogin: ctx.now(),
    // ADMIN_DISCORD_IDS: a configured site admin is one from their first login on
    ...(ctx.config.adminDiscordIds.includes(me.id) ? { role: Role.Admin } : {}),
  };
  const [user] = await ctx.db
    .insert(users)
    .values({ role: login.asPlayer ? Role.UserPortal : Role.User, ...values })
    .onConflictDoUpdate({ target: users.discordId, set: values })
    .returning();
  ctx.cache.invalidate('user', user!.id);
  for (const g of guilds.filter((x) => x.owner)) {
    const existing = await ctx.db.query.botInstances.findFirst({
      where: (b, { eq: e }) => e(b.guildId, g.id),
    });
    if (existing)
      await ensureInstance(ctx, {
        guildId: g.id,
        guildName: g.name,
        guildIconUrl: discord.guildIconUrl(g, 64),
        guildIconUrlBig: discord.guildIconUrl(g, 512),
        ownerId: me.id,
      });
  }
  return user!;
}
