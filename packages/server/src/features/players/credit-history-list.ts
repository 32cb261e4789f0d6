import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CreditKind, CreditHistoryListEntry, CreditHistoryPage } from '@asa/domain';
import type { Db } from '../../db/client';
import { creditHistory, players } from '../../db/schema';
import { flowKindSql, flowWhereSql } from './credit-flows';

/**
 * The instance credit history's filters (`creditHistoryFilterFields` of @asa/domain: the URL of
 * /creditHistory, the list's and the CSV export's query). One reading for the list and the export.
 */
export interface CreditHistoryFilter {
  /** UTC days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  /** The overview's source (or spent/refunded/removed), as credit-flows.ts classifies a row. */
  source?: CreditKind;
  playerId?: number;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The credit-history rows of an instance the filters match. */
export function creditHistoryWhere(botId: number, f: CreditHistoryFilter): SQL {
  return and(
    eq(creditHistory.botId, botId),
    f.playerId === undefined ? undefined : eq(creditHistory.playerId, f.playerId),
    f.from ? gte(creditHistory.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(creditHistory.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)) : undefined,
    f.source === undefined ? undefined : flowWhereSql(f.source),
  )!;
}

/** How far past a page the total is counted; beyond it `total` is a lower bound (`totalExact` false). */
export const CREDIT_HISTORY_COUNT_WINDOW = 1000;

/**
 * One page of an instance's credit history, newest first (created_at, then id), with the player's name and
 * the row's source. The page is read along `credit_history_bot_created_idx` (bot_id, created_at) backwards
 * (a player's rows along `credit_history_player_idx`); the total is counted only up to
 * CREDIT_HISTORY_COUNT_WINDOW rows past the page, so a page of an instance with a million rows stays quick.
 */
export async function pageCreditHistory(
  db: Db,
  botId: number,
  q: CreditHistoryFilter & { page: number; pageSize: number },
): Promise<CreditHistoryPage> {
  const where = creditHistoryWhere(botId, q);
  const offset = q.page * q.pageSize;
  const countedTo = offset + q.pageSize + CREDIT_HISTORY_COUNT_WINDOW;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: creditHistory.id,
        playerId: creditHistory.playerId,
        playerName: players.name,
        amount: creditHistory.amount,
        balanceAfter: creditHistory.balanceAfter,
        reason: creditHistory.reason,
        actor: creditHistory.actor,
        kind: creditHistory.kind,
        actorType: creditHistory.actorType,
        refs: creditHistory.refs,
        params: creditHistory.params,
        source: sql<CreditKind>`${flowKindSql}`,
        createdAt: creditHistory.createdAt,
      })
      .from(creditHistory)
      .innerJoin(players, eq(players.id, creditHistory.playerId))
      .where(where)
      .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id))
      .offset(offset)
      .limit(q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(creditHistory)
        .where(where)
        .limit(countedTo + 1)
        .as('capped'),
    ),
  ]);
  const n = Number(counted?.n ?? 0);
  const items: CreditHistoryListEntry[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { items, total: Math.min(n, countedTo), totalExact: n <= countedTo };
}
