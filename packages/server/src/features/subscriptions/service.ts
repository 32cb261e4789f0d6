import { eq, inArray } from 'drizzle-orm';
import { BonusType, limitsForTier, Tier, tierForPledgeCents, type Limits, type Notice } from '@asa/domain';
import type { AppContext } from '../../context';
import { botInstances, notifications, subscriptions, users } from '../../db/schema';
import { PatreonClient, type PatreonMember } from '../../integrations/patreon/client';
import type { UserRow } from '../../db/rows';
import { noticeColumns } from '../notifications/service';

/** Bonus types whose tier is kept whatever the pledge says (see docs/tiers.md). */
const KEEPS_TIER = new Set<number>([BonusType.FormerLifetime, BonusType.CurrentLifetime, BonusType.Special]);

/** Whether a user's tier follows the pledge: not when an admin set Special, or the bonus type keeps it. */
export const followsPledge = (u: Pick<UserRow, 'tier' | 'bonusType'>) =>
  u.tier !== Tier.Special && !KEEPS_TIER.has(u.bonusType);

export const patreonClient = (ctx: AppContext) =>
  new PatreonClient({
    apiUrl: ctx.config.patreon.apiUrl,
    campaignId: ctx.config.patreon.campaignId,
    accessToken: ctx.config.patreon.accessToken,
  });

/** The features a tier change names (the notices' `feature.<limit>` texts), in this order. */
const features: (keyof Limits)[] = [
  'arkServerNetVoting',
  'apiAccess',
  'tip4serv',
  'userPortal',
  'discordActivityPoints',
];

/** The notice that tells an owner what a tier change means for their limits. */
export function tierChangeNotice(from: Tier, to: Tier): Notice {
  const l = limitsForTier(to);
  const before = limitsForTier(from);
  const lost = features.filter((k) => before[k] && !l[k]).map((k) => `feature.${k}`);
  const gained = features.filter((k) => !before[k] && l[k]).map((k) => `feature.${k}`);
  return {
    key: 'tierChanged',
    params: {
      from,
      to,
      servers: l.numServers,
      ranks: l.numRoles,
      kits: l.numKits,
      items: l.numItems,
      gained,
      gainedCount: gained.length,
      lost,
      lostCount: lost.length,
      kept: String(to < from || lost.length > 0),
    },
  };
}

/** Sets a user's tier from the subscription state (when it follows pledges) and tells them about a change. */
export async function applyTier(ctx: AppContext, user: UserRow, patreonTier: Tier): Promise<boolean> {
  if (!followsPledge(user) || user.tier === patreonTier) return false;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ tier: patreonTier }).where(eq(users.id, user.id));
    const owns = await tx
      .select({ id: botInstances.id })
      .from(botInstances)
      .where(eq(botInstances.ownerId, user.discordId))
      .limit(1);
    await tx.insert(notifications).values({
      userId: user.id,
      ...noticeColumns(tierChangeNotice(user.tier as Tier, patreonTier)),
      link: owns.length ? '/patreon' : '/settings',
      kind: 'tier',
      createdAt: ctx.now(),
    });
  });
  ctx.cache.invalidate('user', user.id);
  return true;
}

async function storeState(ctx: AppContext, discordId: string, tier: Tier) {
  await ctx.db
    .insert(subscriptions)
    .values({ discordId, patreonTier: tier, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: subscriptions.discordId,
      set: { patreonTier: tier, updatedAt: ctx.now() },
    });
}

/** One member changed (webhook): store the state and apply it to the user at once. */
export async function applyMember(ctx: AppContext, m: PatreonMember, deleted = false) {
  if (!m.discordId) return { changed: false };
  const tier = deleted ? Tier.Free : tierForPledgeCents(m.cents);
  await storeState(ctx, m.discordId, tier);
  const [user] = await ctx.db.select().from(users).where(eq(users.discordId, m.discordId));
  if (user && m.email && !user.patreonEmail)
    await ctx.db
      .update(users)
      .set({ patreonEmail: m.email, patreonId: m.patreonId })
      .where(eq(users.id, user.id));
  if (user) ctx.cache.invalidate('user', user.id);
  return { changed: user ? await applyTier(ctx, user, tier) : false };
}

/**
 * Full sync (on start and every 60 minutes): reads every member of the campaign, stores the subscription
 * state per Discord id, and sets every user's tier from it (users without a pledge fall to Free).
 * Does nothing when Patreon is not configured, so tiers set by hand are never reset by accident.
 */
export async function syncSubscriptions(ctx: AppContext, client = patreonClient(ctx)) {
  if (!client.configured) return { members: 0, changed: 0, skipped: true };
  const members = await client.members();
  const byDiscord = new Map<string, Tier>();
  for (const m of members) {
    if (!m.discordId) continue;
    const t = tierForPledgeCents(m.cents);
    byDiscord.set(m.discordId, Math.max(t, byDiscord.get(m.discordId) ?? 0) as Tier);
  }
  for (const [discordId, tier] of byDiscord) await storeState(ctx, discordId, tier);
  const known = await ctx.db.select().from(subscriptions);
  const gone = known
    .filter((s) => !byDiscord.has(s.discordId) && s.patreonTier !== Tier.Free)
    .map((s) => s.discordId);
  if (gone.length)
    await ctx.db
      .update(subscriptions)
      .set({ patreonTier: Tier.Free, updatedAt: ctx.now() })
      .where(inArray(subscriptions.discordId, gone));
  let changed = 0;
  for (const user of await ctx.db.select().from(users)) {
    if (await applyTier(ctx, user, byDiscord.get(user.discordId) ?? Tier.Free)) changed++;
  }
  return { members: members.length, changed, skipped: false };
}
