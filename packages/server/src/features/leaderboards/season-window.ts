/**
 * The seasons' windows as the leaderboards read them (issue 37): the current season and a past one's
 * [start, next start). Here, beside their reader, so the leaderboards need nothing of the seasons feature
 * (which writes the rows: features/seasons) and no import circle goes through it (test/import-circles.test.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { seasonMessages } from '@asa/domain';
import type { Db, Tx } from '../../db/client';
import { seasons } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** The latest season started (null before the first). */
export async function currentSeason(db: Db | Tx, botId: number) {
  const [row] = await db
    .select()
    .from(seasons)
    .where(eq(seasons.botId, botId))
    .orderBy(desc(seasons.number))
    .limit(1);
  return row ?? null;
}

/**
 * A season's window: [its start, the next season's start) for season `number`, or [the current season's
 * start, open) without a number (all time before the first season). 400 for a number that does not exist.
 */
export async function seasonWindow(
  db: Db | Tx,
  botId: number,
  number?: number,
): Promise<{ number: number; since: Date | null; until: Date | null }> {
  if (number === undefined) {
    const cur = await currentSeason(db, botId);
    return { number: cur?.number ?? 0, since: cur?.startedAt ?? null, until: null };
  }
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.botId, botId), eq(seasons.number, number)));
  if (!row) throw badRequest(seasonMessages.noSeason, { season: seasonMessages.noSeason });
  const [next] = await db
    .select({ startedAt: seasons.startedAt })
    .from(seasons)
    .where(and(eq(seasons.botId, botId), eq(seasons.number, number + 1)));
  return { number, since: row.startedAt, until: next?.startedAt ?? null };
}

/** Whether the instance has a season with this number (Discord's `/top season:` answers a text, not a 400). */
export async function seasonExists(db: Db | Tx, botId: number, number: number) {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.botId, botId), eq(seasons.number, number)));
  return !!row;
}
