import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { botInstances, kv, players, shopRanks } from '../../../db/schema';
import type { InstanceRow } from '../../bots/repo';
import { eachInstance } from '../../../lib/each-instance';
import { ledgerActors, recordCredit } from '../../players/ledger';

export const PASSIVE_INCOME_REASON = 'Passive income';
export const PASSIVE_INCOME_ACTOR = 'Passive income';
/** The day claims only need to outlive the day they are for. */
const CLAIM_TTL_MS = 7 * 86_400_000;

export const passiveIncomeKey = (botId: number, now: Date) =>
  `passive-income:${botId}:${now.toISOString().slice(0, 10)}`;

/**
 * Credits one instance's passive income for the current UTC day, at most once: the day's kv row is claimed
 * first (insert ... on conflict do nothing) in the same transaction as the credits, so a second run, or a
 * run in another process (which waits on the uncommitted row), credits nothing. Each player gets the sum of
 * passiveCredits of the ranks they hold (ranks of this instance; unknown ids ignored). Answers the number of
 * players credited.
 */
export async function creditPassiveIncome(ctx: AppContext, bot: Pick<InstanceRow, 'id'>): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(kv)
      .values({
        key: passiveIncomeKey(bot.id, now),
        value: { at: now.toISOString() },
        expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: kv.key });
    if (claimed.length === 0) return 0;
    const ranks = await tx
      .select({ id: shopRanks.id, passiveCredits: shopRanks.passiveCredits })
      .from(shopRanks)
      .where(and(eq(shopRanks.botId, bot.id), sql`${shopRanks.passiveCredits} > 0`));
    if (ranks.length === 0) return 0;
    const income = new Map(ranks.map((r) => [r.id, r.passiveCredits]));
    const holders = await tx
      .select({ id: players.id, roles: players.roles })
      .from(players)
      .where(and(eq(players.botId, bot.id), sql`jsonb_array_length(${players.roles}) > 0`))
      .orderBy(players.id);
    let credited = 0;
    for (const p of holders) {
      const amount = [...new Set(p.roles)].reduce((sum, id) => sum + (income.get(id) ?? 0), 0);
      if (amount <= 0) continue;
      await recordCredit(tx, now, {
        playerId: p.id,
        delta: amount,
        kind: 'passive_income',
        actor: ledgerActors.system('passive-income', PASSIVE_INCOME_ACTOR),
        activity: false,
      });
      credited++;
    }
    return credited;
  });
}

/**
 * Job (every 24 h): passive income for every active instance that has a rank paying it, and not yet
 * credited today (one query selects them: an instance without such a rank costs nothing); see
 * creditPassiveIncome.
 */
export async function runPassiveIncome(ctx: AppContext) {
  const now = ctx.now();
  const bots = await ctx.db
    .select({ id: botInstances.id })
    .from(botInstances)
    .where(
      and(
        eq(botInstances.isActive, true),
        sql`exists (select 1 from ${shopRanks} r where r.bot_id = ${botInstances.id} and r.passive_credits > 0)`,
        sql`not exists (select 1 from ${kv} k where k.key = 'passive-income:' || ${botInstances.id} || ':' || ${now.toISOString().slice(0, 10)}::text)`,
      ),
    )
    .orderBy(botInstances.id);
  return eachInstance(ctx.db, 'passive-income', bots, (bot) => creditPassiveIncome(ctx, bot));
}
