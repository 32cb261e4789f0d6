import { ledgerText, type Language } from '@asa/domain';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditHistory, players, shopRanks } from '../../db/schema';
import { csvStream, inChunks, type CsvColumn } from '../../lib/csv';
import { playerListWhere, type PlayerList } from './list-filter';
import { creditHistoryWhere, type CreditHistoryFilter } from './credit-history-list';

type PlayerRow = typeof players.$inferSelect;

/** The players of an instance the list's filters match, as CSV (id order), shop ranks by name. */
export async function playersCsv(db: Db, botId: number, list: PlayerList, now: Date) {
  const match = playerListWhere(botId, list, now);
  const ranks = new Map(
    (await db.select().from(shopRanks).where(eq(shopRanks.botId, botId))).map((r) => [r.id, r.name]),
  );
  const columns: CsvColumn<PlayerRow>[] = [
    { header: 'id', value: (p) => p.id },
    { header: 'name', value: (p) => p.name },
    { header: 'discordId', value: (p) => p.discordId },
    { header: 'discordName', value: (p) => p.discordName },
    { header: 'steamId', value: (p) => p.steamId },
    { header: 'eosId', value: (p) => p.eosId },
    { header: 'deutscheArkServerUser', value: (p) => p.deutscheArkServerUser },
    { header: 'credits', value: (p) => p.credits },
    { header: 'totalCreditsEarned', value: (p) => p.totalCreditsEarned },
    { header: 'shopRanks', value: (p) => p.roles.map((id) => ranks.get(id) ?? `#${id}`).join('; ') },
    { header: 'createdAt', value: (p) => p.createdAt.toISOString() },
    { header: 'lastActiveAt', value: (p) => p.lastActiveAt.toISOString() },
  ];
  return csvStream(
    columns,
    inChunks((after, size) =>
      db
        .select()
        .from(players)
        .where(and(match, gt(players.id, after)))
        .orderBy(asc(players.id))
        .limit(size),
    ),
  );
}

/**
 * The credit history of an instance as CSV, oldest first, filtered like the list (days, source, player). Each
 * row carries its ledger kind and its text in `lang` (the instance's language); `reason` keeps the stored text.
 */
export function creditHistoryCsv(db: Db, botId: number, filter: CreditHistoryFilter, lang: Language = 'en') {
  const match = creditHistoryWhere(botId, filter);
  const where = (after: number): SQL | undefined => and(match, gt(creditHistory.id, after));
  type Row = typeof creditHistory.$inferSelect & { playerName: string };
  const columns: CsvColumn<Row>[] = [
    { header: 'id', value: (r) => r.id },
    { header: 'createdAt', value: (r) => r.createdAt.toISOString() },
    { header: 'playerId', value: (r) => r.playerId },
    { header: 'playerName', value: (r) => r.playerName },
    { header: 'amount', value: (r) => r.amount },
    { header: 'balanceAfter', value: (r) => r.balanceAfter },
    { header: 'reason', value: (r) => r.reason },
    { header: 'actor', value: (r) => r.actor },
    { header: 'kind', value: (r) => r.kind },
    { header: 'text', value: (r) => ledgerText(lang, r) },
  ];
  return csvStream(
    columns,
    inChunks(async (after, size) =>
      (
        await db
          .select({ h: creditHistory, playerName: players.name })
          .from(creditHistory)
          .innerJoin(players, eq(players.id, creditHistory.playerId))
          .where(where(after))
          .orderBy(asc(creditHistory.id))
          .limit(size)
      ).map((r) => ({ ...r.h, playerName: r.playerName })),
    ),
  );
}
