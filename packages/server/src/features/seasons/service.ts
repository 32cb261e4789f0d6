import { desc, eq, sql } from 'drizzle-orm';
import {
  botText,
  seasonKinds,
  seasonSettingsSchema,
  type SeasonKind,
  type SeasonPreview,
  type SeasonSettings,
  type SeasonView,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { botInstances, players, seasons } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { currentSeason } from '../leaderboards/service';
import { recordAudit } from '../audit/service';
import { instanceLanguage } from '../bots/service';
import { queueDiscordMessages } from '../discord-activity/outbox';
import { balanceAfter, ledgerActors, recordCreditsBatch, type BatchChange } from '../players/ledger';

/**
 * Seasons and wipes (issue 37, docs/earn.md "Seasons and wipes"). The rule of a start, per player:
 *   earned(kind) = the sum of the player's GAINS (amount > 0) of that ledger kind since the last season start
 *                  (since the beginning before the first season);
 *   taken        = min(balance, sum of earned(kind) over the kinds the owner resets);
 *   new balance  = balance - taken (never below 0: credits of reset kinds already spent are not taken twice).
 * One `season_reset` ledger entry of -taken per player with taken > 0.
 */

type SeasonRow = typeof seasons.$inferSelect;

const toView = (r: SeasonRow): SeasonView => ({
  number: r.number,
  name: r.name,
  startedAt: r.startedAt.toISOString(),
  startedBy: r.startedBy,
  settings: r.settings as unknown as SeasonSettings,
  summary: r.summary as unknown as SeasonPreview,
});

/** The instance's seasons, newest first. */
export async function listSeasons(ctx: AppContext, botId: number): Promise<SeasonView[]> {
  const rows = await ctx.db
    .select()
    .from(seasons)
    .where(eq(seasons.botId, botId))
    .orderBy(desc(seasons.number));
  return rows.map(toView);
}

/** Bad input is answered 400 with the first problem (the route validates too; callers in code come here). */
export function parseSeasonSettings(input: unknown): SeasonSettings {
  const parsed = seasonSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { [String(issue.path[0] ?? 'settings')]: issue.message });
  }
  return parsed.data;
}

interface PlayerPlan {
  id: number;
  credits: number;
  totalCreditsEarned: number;
  take: number;
}

/** The numbers of a start and each player's change, read with `db` (the start's transaction after its locks). */
async function plan(
  db: Db | Tx,
  botId: number,
  settings: SeasonSettings,
  lock: boolean,
): Promise<{ preview: SeasonPreview; changes: PlayerPlan[]; number: number }> {
  const cur = await currentSeason(db, botId);
  const since = cur?.startedAt ?? null;
  const list = (
    await db.execute(sql`select id, credits, total_credits_earned from ${players}
      where bot_id = ${botId} order by id ${lock ? sql`for update` : sql``}`)
  ).rows as { id: number; credits: number; total_credits_earned: number }[];
  const kindsSql = sql.join(
    seasonKinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const sums = (
    await db.execute(sql`select player_id, kind, sum(amount)::bigint as credits from credit_history
      where bot_id = ${botId} and amount > 0 and kind in (${kindsSql})
        ${since ? sql`and created_at >= ${since.toISOString()}::timestamptz` : sql``}
      group by player_id, kind`)
  ).rows as { player_id: number; kind: SeasonKind; credits: string | number }[];
  const reset = new Set<SeasonKind>(settings.resetKinds);
  const byKind = new Map<SeasonKind, { players: number; credits: number }>();
  const resettable = new Map<number, number>();
  for (const s of sums) {
    const credits = Number(s.credits);
    const k = byKind.get(s.kind) ?? { players: 0, credits: 0 };
    k.players += 1;
    k.credits += credits;
    byKind.set(s.kind, k);
    if (reset.has(s.kind))
      resettable.set(Number(s.player_id), (resettable.get(Number(s.player_id)) ?? 0) + credits);
  }
  const changes: PlayerPlan[] = list.map((p) => ({
    id: Number(p.id),
    credits: Number(p.credits),
    totalCreditsEarned: Number(p.total_credits_earned),
    take: Math.min(Number(p.credits), resettable.get(Number(p.id)) ?? 0),
  }));
  const kinds = seasonKinds.map((kind) => ({
    kind,
    action: reset.has(kind) ? ('reset' as const) : ('keep' as const),
    players: byKind.get(kind)?.players ?? 0,
    credits: byKind.get(kind)?.credits ?? 0,
  }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const creditsReset = sum(changes.map((c) => c.take));
  const before = sum(changes.map((c) => c.credits));
  const [stock] = (
    await db.execute(sql`select count(*)::int as n from kit_stock s join kits k on k.id = s.kit_id
      where k.bot_id = ${botId} and s.sold > 0`)
  ).rows as { n: number }[];
  const [coupons] = (
    await db.execute(sql`select count(*)::int as n from coupons where bot_id = ${botId} and uses > 0`)
  ).rows as { n: number }[];
  return {
    number: (cur?.number ?? 0) + 1,
    changes,
    preview: {
      since: since?.toISOString() ?? null,
      players: changes.length,
      affectedPlayers: changes.filter((c) => c.take > 0).length,
      creditsReset,
      creditsAlreadySpent: sum([...resettable.values()]) - creditsReset,
      creditsKept: sum(kinds.filter((k) => k.action === 'keep').map((k) => k.credits)),
      balancesBefore: before,
      balancesAfter: before - creditsReset,
      kinds,
      stockRows: Number(stock?.n ?? 0),
      couponsWithUses: Number(coupons?.n ?? 0),
    },
  };
}

/** What a start with these settings would do now (nothing is written). */
export async function previewSeason(ctx: AppContext, botId: number, input: unknown): Promise<SeasonPreview> {
  const settings = parseSeasonSettings(input);
  return (await plan(ctx.db, botId, settings, false)).preview;
}

/**
 * Starts a new season in ONE transaction (all or nothing): the instance row is locked (two starts queue; FOR NO
 * KEY UPDATE, so orders' foreign-key checks pass), then
 * every player row of the instance (in id order, like every writer that locks players), the plan is computed
 * from the locked balances, one `season_reset` entry per player whose balance goes down is written through
 * the batch ledger writer (each with its `credits.changed` event), the optional resets of stock, buy limits
 * and coupon uses are applied, the `seasons` row and the audit row are written.
 */
export async function startSeason(
  ctx: AppContext,
  botId: number,
  input: unknown,
  actor: { userId: number | null; name: string },
): Promise<{ season: SeasonView }> {
  const settings = parseSeasonSettings(input);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // FOR NO KEY UPDATE: two starts queue, but an order's foreign-key check of the instance (KEY SHARE) does
    // not wait; FOR UPDATE made an order that had locked its buyer wait here while the start waited for
    // that buyer: a deadlock (seasons-race.test.ts on PostgreSQL under load)
    await tx.execute(sql`select id from ${botInstances} where id = ${botId} for no key update`);
    const { preview, changes, number } = await plan(tx, botId, settings, true);
    const batch: BatchChange[] = changes
      .filter((c) => c.take > 0)
      .map((c) => {
        const after = balanceAfter(c, -c.take, false);
        return { playerId: c.id, delta: -c.take, balance: after.balance, earned: after.earned };
      });
    await recordCreditsBatch(tx, now, botId, batch, {
      kind: 'season_reset',
      actor: ledgerActors.manager(actor.userId ?? 'season', actor.name),
      params: { season: settings.name },
      activity: false,
      earned: false,
    });
    if (settings.resetStock)
      await tx.execute(
        sql`delete from kit_stock where kit_id in (select id from kits where bot_id = ${botId})`,
      );
    if (settings.resetBuyLimits)
      await tx.execute(sql`insert into buy_limit_resets (bot_id, player_id, kit_id, actor, created_at)
        select bot_id, id, null, ${`season ${number}: ${actor.name}`}, ${now.toISOString()}::timestamptz
        from ${players} where bot_id = ${botId}`);
    if (settings.resetCouponUses) {
      await tx.execute(sql`update coupons set uses = 0 where bot_id = ${botId} and uses > 0`);
      await tx.execute(
        sql`update purchases set coupon_counted = false where bot_id = ${botId} and coupon_counted`,
      );
    }
    const [row] = await tx
      .insert(seasons)
      .values({
        botId,
        number,
        name: settings.name,
        startedAt: now,
        startedBy: actor.name,
        settings: settings as unknown as Record<string, unknown>,
        summary: preview as unknown as Record<string, unknown>,
      })
      .returning();
    if (settings.announceChannelId) {
      const [bot] = await tx.select().from(botInstances).where(eq(botInstances.id, botId));
      const text = botText(instanceLanguage(bot!), 'seasonStarted', {
        name: settings.name,
        number,
        reset: preview.creditsReset,
        players: preview.affectedPlayers,
      });
      // through the outbox, in this transaction: posted once the season is committed, never for a rollback
      await queueDiscordMessages(
        tx,
        [{ id: `season:${botId}:${number}`, botId, channelId: settings.announceChannelId, text }],
        now,
      );
    }
    await recordAudit(tx, {
      botId,
      entity: 'credits',
      entityId: number,
      action: 'season_start',
      before: null,
      after: {
        season: number,
        name: settings.name,
        resetKinds: settings.resetKinds,
        resetStock: settings.resetStock,
        resetBuyLimits: settings.resetBuyLimits,
        resetCouponUses: settings.resetCouponUses,
        affectedPlayers: preview.affectedPlayers,
        creditsReset: preview.creditsReset,
      },
      actorUserId: actor.userId,
      actorName: actor.name,
    });
    return { season: toView(row!) };
  });
}
