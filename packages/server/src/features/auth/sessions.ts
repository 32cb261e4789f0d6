import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { oauthStates, sessions } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken(32);
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.sessionDays * 86_400_000);
  await ctx.db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
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
