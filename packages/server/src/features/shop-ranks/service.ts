import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { MAX_BUYABLE_SHOP_RANKS, messages, type ShopRank, type ShopRankInput } from '@asa/domain';
import { assertGuildRefs, changedRefs } from '../bots/guild-refs';
import { getInstanceRow } from '../bots/repo';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { kits, players, shopRanks } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { forbidden } from '../../lib/errors';
import { selectedRows } from '../../lib/selection';
import type { InstanceRow } from '../bots/repo';
import { limitsOf, toBotInstance } from '../bots/service';
import { recordAudit } from '../audit/service';

export type ShopRankRow = typeof shopRanks.$inferSelect;

export function toApiRank(row: ShopRankRow): ShopRank {
  const { createdAt: _c, ...rest } = row;
  return rest as ShopRank;
}

/** The instance's shop ranks in their order (a prepared read: every purchase makes it). */
export const listRanks = (db: Db, botId: number) =>
  prepared(db, 'ranks_of_bot', (db) =>
    db
      .select()
      .from(shopRanks)
      .where(eq(shopRanks.botId, sql.placeholder('botId')))
      .orderBy(asc(shopRanks.sortingIndex), asc(shopRanks.id))
      .prepare('ranks_of_bot'),
  ).execute({ botId });

export async function getRankRow(db: Db | Tx, id: number) {
  return (await db.select().from(shopRanks).where(eq(shopRanks.id, id)).limit(1))[0] ?? null;
}

/** Serializes rank writes of one instance so the count checks cannot race. */
const lockInstance = (tx: Tx, botId: number) => tx.execute(sql`select pg_advisory_xact_lock(7302, ${botId})`);

async function buyableCount(tx: Tx, botId: number, exceptId?: number) {
  const where = exceptId
    ? and(eq(shopRanks.botId, botId), eq(shopRanks.buyRoleEnabled, true), ne(shopRanks.id, exceptId))
    : and(eq(shopRanks.botId, botId), eq(shopRanks.buyRoleEnabled, true));
  const [n] = await tx.select({ n: count() }).from(shopRanks).where(where);
  return Number(n?.n ?? 0);
}

function columns(input: ShopRankInput) {
  const { id: _id, botId: _b, ...rest } = input;
  return rest;
}

/** A new rank: rank limit of the tier, at most 10 buyable, price defaults to the instance's default price. */
const rankRefs: [string, 'channel' | 'role'][] = [['assignDiscordRoleId', 'role']];

export async function createRank(ctx: AppContext, bot: InstanceRow, input: ShopRankInput) {
  await assertGuildRefs(ctx, bot.guildId, changedRefs({}, input, rankRefs));
  return ctx.db.transaction(async (tx) => {
    await lockInstance(tx, bot.id);
    const limits = await limitsOf(ctx, bot, tx);
    const [n] = await tx.select({ n: count() }).from(shopRanks).where(eq(shopRanks.botId, bot.id));
    if (Number(n?.n ?? 0) >= limits.numRoles) throw forbidden(messages.rankLimitReached);
    if (input.buyRoleEnabled && (await buyableCount(tx, bot.id)) >= MAX_BUYABLE_SHOP_RANKS)
      throw forbidden(messages.buyableRankLimitReached);
    const price = input.buyRolePrice ?? toBotInstance(ctx, bot).shopRoleSettings.buyRoleDefaultPrice;
    const [row] = await tx
      .insert(shopRanks)
      .values({ ...columns(input), buyRolePrice: price, botId: bot.id })
      .returning();
    await recordAudit(tx, {
      botId: bot.id,
      entity: 'shopRank',
      entityId: row!.id,
      before: null,
      after: row!,
    });
    return row!;
  });
}

/**
 * Saves a rank of its stored instance (the body's botId is ignored). A buyable rank needs fewer than 10
 * OTHER buyable ranks in the instance; a missing price keeps the stored one.
 */
export async function updateRank(ctx: AppContext, existing: ShopRankRow, input: ShopRankInput) {
  const bot = await getInstanceRow(ctx.db, existing.botId);
  if (bot) await assertGuildRefs(ctx, bot.guildId, changedRefs(existing, input, rankRefs));
  return ctx.db.transaction(async (tx) => {
    await lockInstance(tx, existing.botId);
    if (
      input.buyRoleEnabled &&
      (await buyableCount(tx, existing.botId, existing.id)) >= MAX_BUYABLE_SHOP_RANKS
    )
      throw forbidden(messages.buyableRankLimitReached);
    const [row] = await tx
      .update(shopRanks)
      .set({ ...columns(input), buyRolePrice: input.buyRolePrice ?? existing.buyRolePrice })
      .where(eq(shopRanks.id, existing.id))
      .returning();
    const entity = { botId: existing.botId, entity: 'shopRank', entityId: existing.id } as const;
    await recordAudit(tx, { ...entity, before: existing, after: row! });
    return row!;
  });
}

/**
 * Deletes a rank and the references the shop engine acts on (players' ranks, kits requiring it). A default
 * rank in the kit settings stays and shows as DELETED RANK until the owner picks another.
 */
export async function deleteRank(ctx: AppContext, rank: ShopRankRow) {
  await ctx.db.transaction((tx) => deleteRankInTx(tx, rank));
}

/**
 * Deletes several shop ranks of one instance in one transaction, each as the single delete does (audited);
 * 400 and nothing deleted when one is not the instance's.
 */
export async function deleteRanks(ctx: AppContext, botId: number, ids: number[]) {
  return ctx.db.transaction(async (tx) => {
    const rows = await selectedRows(ids, (unique) =>
      tx
        .select()
        .from(shopRanks)
        .where(and(eq(shopRanks.botId, botId), inArray(shopRanks.id, unique)))
        .orderBy(shopRanks.id)
        .for('update'),
    );
    for (const row of rows) await deleteRankInTx(tx, row);
    return rows.length;
  });
}

/** Takes the rank off every player and kit of its instance, then deletes it (audited). */
async function deleteRankInTx(tx: Tx, rank: ShopRankRow) {
  await tx
    .update(players)
    .set({
      roles: sql`coalesce((select jsonb_agg(r) from jsonb_array_elements(${players.roles}) r where r <> ${String(rank.id)}::jsonb), '[]'::jsonb)`,
    })
    .where(and(eq(players.botId, rank.botId), sql`${players.roles} @> ${JSON.stringify([rank.id])}::jsonb`));
  await tx
    .update(kits)
    .set({ requiredRole: null })
    .where(and(eq(kits.botId, rank.botId), eq(kits.requiredRole, rank.id)));
  await tx.delete(shopRanks).where(eq(shopRanks.id, rank.id));
  await recordAudit(tx, {
    botId: rank.botId,
    entity: 'shopRank',
    entityId: rank.id,
    before: rank,
    after: null,
  });
}
