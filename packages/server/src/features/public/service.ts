import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { botInstances, kits, subscriptions } from '../../db/schema';

/** The landing page's numbers: active bot instances and kits. */
export async function statistics(ctx: AppContext) {
  const [bots] = await ctx.db
    .select({ n: count() })
    .from(botInstances)
    .where(eq(botInstances.isActive, true));
  const [packs] = await ctx.db.select({ n: count() }).from(kits);
  return { countBots: Number(bots?.n ?? 0), countPacks: Number(packs?.n ?? 0) };
}

/** Every stored Patreon subscription's tier (the admin's check). */
export const subscriptionStates = (ctx: AppContext) =>
  ctx.db
    .select({ discordId: subscriptions.discordId, patreonTier: subscriptions.patreonTier })
    .from(subscriptions);
