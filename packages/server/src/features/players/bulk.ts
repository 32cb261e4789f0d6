import crypto from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { messages, type BulkCreditInput, type BulkCreditResult, type BulkTarget } from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { kv, players, shopRanks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { selectedRows } from '../../lib/selection';
import { recordAudit } from '../audit/service';
import { pageKeys } from './page-keys';
import { ledgerActors, recordCreditsBatch } from './ledger';

/** Balances and totals are 32-bit integer columns. */
const INT_MAX = 2_147_483_647;
/** How long an idempotency key of a bulk change is remembered. */
const KEY_TTL_MS = 7 * 86_400_000;

export const bulkMessages = {
  playersNotFound: 'Player not found',
  rankNotFound: 'Shop rank not found on this bot instance',
  keyReused: 'This idempotency key was used for another bulk change.',
} as const;

/** The players a target names, all of the instance (a player or rank of another instance: 404 / 400). */
async function targetWhere(db: Db | Tx, botId: number, target: BulkTarget): Promise<SQL> {
  if ('playerIds' in target) {
    const ids = [...new Set(target.playerIds)];
    const where = and(eq(players.botId, botId), inArray(players.id, ids))!;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(players)
      .where(where);
    if (Number(row?.n) !== ids.length) throw notFound('Player');
    return where;
  }
  const [rank] = await db
    .select({ id: shopRanks.id })
    .from(shopRanks)
    .where(and(eq(shopRanks.botId, botId), eq(shopRanks.id, target.rankId)));
  if (!rank) throw badRequest(bulkMessages.rankNotFound, { rankId: bulkMessages.rankNotFound });
  return and(eq(players.botId, botId), sql`${players.roles} @> ${JSON.stringify([target.rankId])}::jsonb`)!;
}

/** Each player's change: the amount, or for a take at most what the balance holds (never below 0). */
const deltaOf = (amount: number) =>
  amount > 0 ? sql`${amount}::int` : sql`-least(${players.credits}, ${-amount}::int)`;

/** What a bulk change would do now: players whose balance changes and the credits moved. */
export async function previewBulkCredits(
  db: Db,
  botId: number,
  input: { target: BulkTarget; amount: number },
): Promise<BulkCreditResult> {
  const where = await targetWhere(db, botId, input.target);
  const [row] = await db
    .select({
      players: sql<number>`count(*) filter (where ${deltaOf(input.amount)} <> 0)::int`,
      total: sql<string>`coalesce(sum(${deltaOf(input.amount)}), 0)::bigint`,
    })
    .from(players)
    .where(where);
  return { players: Number(row?.players ?? 0), total: Number(row?.total ?? 0) };
}

const bodyHash = (input: BulkCreditInput) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([input.botId, input.target, input.amount, input.reason.trim()]))
    .digest('hex');

interface Claim {
  hash: string;
  result?: BulkCreditResult;
}

/**
 * Grants (amount > 0) or takes (amount < 0; at most each balance) credits for a target in ONE transaction:
 * the idempotency key is claimed first (a unique kv row: a second request with the key waits for the first
 * and then answers its result, `replayed`), the players' rows are locked in id order, every balance and
 * its credit-history row change in one statement (one history row per changed player), and the change is
 * audited once. A grant that would pass a 32-bit balance refuses the whole change (400, nothing written).
 */
export async function applyBulkCredits(
  ctx: AppContext,
  input: BulkCreditInput,
  actor: string,
  actorId = '',
): Promise<BulkCreditResult> {
  const key = `bulk-credits:${input.botId}:${input.idempotencyKey}`;
  const hash = bodyHash(input);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(kv)
      .values({ key, value: { hash } satisfies Claim, expiresAt: new Date(now.getTime() + KEY_TTL_MS) })
      .onConflictDoNothing()
      .returning({ key: kv.key });
    if (!claimed.length) {
      const [seen] = await tx.select().from(kv).where(eq(kv.key, key));
      const claim = seen?.value as Claim | undefined;
      if (!claim?.result || claim.hash !== hash) throw conflict(bulkMessages.keyReused);
      return { ...claim.result, replayed: true };
    }
    const where = await targetWhere(tx, input.botId, input.target);
    const locked = await tx
      .select({ id: players.id, credits: players.credits, earned: players.totalCreditsEarned })
      .from(players)
      .where(where)
      .orderBy(players.id)
      .for('update');
    if (
      input.amount > 0 &&
      locked.some((p) => p.credits + input.amount > INT_MAX || p.earned + input.amount > INT_MAX)
    )
      throw badRequest(messages.balanceTooLarge, { amount: messages.balanceTooLarge });
    const ids = locked.map((p) => p.id);
    const reason = input.reason.trim();
    // each balance computed under the locks: a grant adds, a take takes at most the balance
    const changes = locked
      .map((p) => {
        const delta = input.amount > 0 ? input.amount : -Math.min(p.credits, -input.amount);
        return {
          playerId: p.id,
          delta,
          balance: p.credits + delta,
          earned: p.earned + Math.max(delta, 0),
        };
      })
      .filter((c) => c.delta !== 0);
    // the ledger writes the balances, one history row each and one credits.changed event each
    await recordCreditsBatch(tx, now, input.botId, changes, {
      kind: input.amount > 0 ? 'admin_grant' : 'admin_take',
      actor: ledgerActors.manager(actorId, actor),
      note: reason,
      activity: false,
    });
    const row = { players: changes.length, total: changes.reduce((sum, c) => sum + c.delta, 0) };
    const done: BulkCreditResult = { players: Number(row.players), total: Number(row.total) };
    await tx
      .update(kv)
      .set({ value: { hash, result: done } satisfies Claim })
      .where(eq(kv.key, key));
    await recordAudit(tx, {
      botId: input.botId,
      entity: 'credits',
      entityId: 'bulk',
      action: input.amount > 0 ? 'bulk-grant' : 'bulk-take',
      before: null,
      after: {
        target: 'rankId' in input.target ? { rankId: input.target.rankId } : { players: ids.length },
        amount: input.amount,
        reason,
        players: done.players,
        total: done.total,
      },
    });
    return done;
  });
  if (!result.replayed) pageKeys(ctx.db).forget(input.botId);
  return result;
}

/**
 * Deletes several players of one instance in one transaction, each audited; 400 and nothing deleted when one
 * is not the instance's (a delete that found fewer rows rolls back).
 */
export async function deletePlayers(ctx: AppContext, botId: number, playerIds: number[]) {
  const n = await ctx.db.transaction(async (tx) => {
    const rows = await selectedRows(playerIds, (unique) =>
      tx
        .delete(players)
        .where(and(eq(players.botId, botId), inArray(players.id, unique)))
        .returning(),
    );
    for (const p of rows) {
      const { name, discordId, steamId, eosId, credits } = p;
      await recordAudit(tx, {
        botId,
        entity: 'player',
        entityId: p.id,
        before: { name, discordId, steamId, eosId, credits },
        after: null,
      });
    }
    return rows.length;
  });
  pageKeys(ctx.db).forget(botId);
  return n;
}
